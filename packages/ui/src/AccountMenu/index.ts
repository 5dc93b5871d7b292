export type { AccountMenuProps, AccountMenuUser } from './AccountMenu';
export { AccountMenu } from './AccountMenu';
