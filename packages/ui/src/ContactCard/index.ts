export type { ContactCardProps } from './ContactCard';
export { ContactCard } from './ContactCard';
