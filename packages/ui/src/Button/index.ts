export type { ButtonActionProps, ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button } from './Button';
