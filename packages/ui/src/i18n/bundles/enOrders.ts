import orders from '../locales/en/orders.json';

/**
 * The English strings of the orders area (the member's orders and an order's details): fetched
 * with that page's code, not with the entry (docs/adr/022-own-router-and-strings-by-area.md).
 */
export const enOrders = orders;
