import { limitsWire } from '@carbonmarket/domain/contract';
import type { BaseSettings } from '../../../lib/session/baseSettings';

// Parsed here, in the lazy Register route, not in the session module every page loads: the
// contract's schemas (zod) stay out of the entry chunk.
const registrationWire = limitsWire.pick({ registration: true });

/**
 * The operator requires an invitation code to register (`limits.registration`); false until base
 * config has been loaded, when the server's refusal still names the field.
 */
export function invitationRequired(settings: BaseSettings | null): boolean {
  const limits = registrationWire.safeParse(settings?.['limits']);
  return limits.success && limits.data.registration.invitationRequired;
}
