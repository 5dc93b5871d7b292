export type { PhoneLoginFormProps, SmsCodeRequest, SmsLogin } from './PhoneLoginForm';
export { PhoneLoginForm } from './PhoneLoginForm';
