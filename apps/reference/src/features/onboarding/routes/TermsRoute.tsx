import { TermsScreen } from '@carbonmarket/ui';
import { useLegalTexts } from '../../../app/useLegalTexts';
import { useBack } from './useBack';

/** `/pages/other/protocol`: the Terms of Service. */
export function TermsRoute() {
  useLegalTexts();
  return <TermsScreen onBack={useBack()} />;
}
