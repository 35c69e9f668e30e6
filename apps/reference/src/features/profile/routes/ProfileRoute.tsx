import { useEffect } from 'react';
import { canOpenAccountArea } from '@carbonmarket/domain';
import { useErrorText } from '@carbonmarket/ui';
import { useSession } from '../../../lib/session/sessionContext';
import { guestOffer } from '../../../lib/feedback/guestOffer';
import { paths } from '../../../shared/routing/paths';
import { TabRoute } from '../../../shared/routing/TabRoute';

/**
 * `/pages/profile/index`, tab 2. The account area is closed to guests: they are told why and
 * offered to register ("Not now" goes back home).
 */
export function ProfileRoute() {
  const { visitorType } = useSession();
  const errorText = useErrorText();
  const permission = visitorType === null ? null : canOpenAccountArea(visitorType);
  const refusal = permission && !permission.ok ? permission.reason : null;
  useEffect(() => {
    if (refusal === null) return;
    guestOffer.set({ message: errorText(refusal), declineTo: paths.home });
    return () => guestOffer.set(null);
  }, [refusal, errorText]);
  return <TabRoute tab="profile" />;
}
