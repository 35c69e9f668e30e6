import { AboutScreen } from '@carbonmarket/ui/screens/onboarding/AboutScreen';
import type { AboutContact } from '@carbonmarket/ui/screens/onboarding/AboutScreen';
import { useBack } from '../../../shared/routing/useBack';

/**
 * The operator's customer service. The base config carries no contact yet, so the reference
 * operator's address is fixed here (an address, not text: nothing to translate).
 */
const CONTACT: AboutContact = { email: 'support@carbonmarket.example' };

/** `/pages/about/index`: the mission, how it works, and how to get in touch. */
export function AboutRoute() {
  return <AboutScreen contact={CONTACT} onBack={useBack()} />;
}
