export type { PasswordReset, ResetPasswordFormProps } from './ResetPasswordForm';
export { ResetPasswordForm } from './ResetPasswordForm';
