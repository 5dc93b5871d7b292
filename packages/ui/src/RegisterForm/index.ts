export type { RegisterFormProps, Registration, RegistrationValues } from './RegisterForm';
export { RegisterForm } from './RegisterForm';
