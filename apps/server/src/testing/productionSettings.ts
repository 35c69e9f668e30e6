/**
 * The settings production requires besides `NODE_ENV=production`: the operator's PayNow details
 * (a UEN of the right shape, a name and city a PayNow code can carry).
 */
export const PRODUCTION_PAYNOW = {
  PAYNOW_UEN: '201403121W',
  PAYNOW_NAME: 'Carbon Market Pte Ltd',
  PAYNOW_CITY: 'Singapore',
} as const;
