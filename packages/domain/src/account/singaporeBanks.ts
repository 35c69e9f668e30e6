/**
 * Banks a member may choose for withdrawals: the retail banks and digital banks that hold
 * Singapore-dollar accounts and take FAST/PayNow transfers. The app shows them in this order.
 */
export const SINGAPORE_BANKS = [
  'DBS Bank',
  'POSB',
  'OCBC Bank',
  'UOB',
  'Standard Chartered Bank',
  'HSBC',
  'Citibank',
  'Maybank',
  'Bank of China',
  'ICBC',
  'CIMB Bank',
  'RHB Bank',
  'Bank of East Asia',
  'GXS Bank',
  'Trust Bank',
  'MariBank',
  'ANZ',
] as const;
export type SingaporeBank = (typeof SINGAPORE_BANKS)[number];

/** True when `name` is one of the listed banks, exactly as listed. */
export const isSingaporeBank = (name: string): name is SingaporeBank =>
  (SINGAPORE_BANKS as readonly string[]).includes(name);
