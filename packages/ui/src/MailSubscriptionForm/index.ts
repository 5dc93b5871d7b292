export type { MailSubscriptionFormProps } from './MailSubscriptionForm';
export { MailSubscriptionForm } from './MailSubscriptionForm';
