export type { MeetingRegistration, MeetingRegistrationFormProps } from './MeetingRegistrationForm';
export { MeetingRegistrationForm } from './MeetingRegistrationForm';
