export type { DialogProps, DialogSize } from './Dialog';
export { Dialog } from './Dialog';
