export type { CartLinkProps } from './CartLink';
export { CartLink } from './CartLink';
