import { money } from '@carbonmarket/domain';
import type { Money, PayNowPayee } from '@carbonmarket/domain';
import type { ResponseOf, endpoints } from '@carbonmarket/domain/contract';

/** What the top-up page needs from base config: the limits of one top-up and whom it is paid to. */
export interface TopUpSettings {
  limits: { min: Money; max: Money };
  payee: PayNowPayee;
}

/** The top-up settings of base config (`limits.topUp`, `payNow`). */
export function topUpSettings(config: ResponseOf<typeof endpoints.config.base>): TopUpSettings {
  const { topUp } = config.limits;
  return { limits: { min: money(topUp.min), max: money(topUp.max) }, payee: config.payNow };
}
