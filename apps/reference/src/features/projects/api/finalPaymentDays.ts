import { limitsWire } from '@carbonmarket/domain/contract';
import type { BaseSettings } from '../../../lib/session/baseSettings';

// Parsed here, in the lazy presale route, not in the session module every page loads.
const presaleWire = limitsWire.pick({ presale: true });

/**
 * The days a member has to pay a booking's final amount once it is set (`limits.presale`), or
 * undefined until base config has been loaded (the page then explains it without the number).
 */
export function finalPaymentDays(settings: BaseSettings | null): number | undefined {
  const limits = presaleWire.safeParse(settings?.['limits']);
  return limits.success ? limits.data.presale.finalPaymentDays : undefined;
}
