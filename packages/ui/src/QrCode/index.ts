export type { QrCodeLevel, QrCodeProps } from './QrCode';
export { QrCode } from './QrCode';
