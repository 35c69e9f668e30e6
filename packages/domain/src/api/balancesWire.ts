import { z } from 'zod';
import { moneyWire, tonsWire } from './wire';

/** A wallet's balances and the carbon credits held, as the wallet endpoint and the socket send them. */
export const balancesWire = z.object({
  available: moneyWire,
  frozen: moneyWire,
  pending: moneyWire,
  declined: moneyWire,
  credits: z.object({ normal: tonsWire, presale: tonsWire }),
});
