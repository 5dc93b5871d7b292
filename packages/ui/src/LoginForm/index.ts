export type { LoginFormProps, PasswordLogin } from './LoginForm';
export { LoginForm } from './LoginForm';
export type { LoginFormFeedbackProps } from './LoginFormFeedback';
export { LoginFormFeedback } from './LoginFormFeedback';
export type { AccountHrefs, LoginFormLinksProps } from './LoginFormLinks';
export { LoginFormLinks } from './LoginFormLinks';
