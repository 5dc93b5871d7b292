export type { LeaveMessage, LeaveMessageFormProps } from './LeaveMessageForm';
export { LeaveMessageForm } from './LeaveMessageForm';
