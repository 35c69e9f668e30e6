export { AccountInvite } from './AccountInvite';
export type { AccountInviteProps } from './AccountInvite';
