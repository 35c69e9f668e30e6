import { useEffect } from 'react';
import { canOpenAccountArea } from '@carbonmarket/domain';
import { useErrorText } from '@carbonmarket/ui';
import { useSession } from '../../../session/sessionContext';
import { guestOffer } from '../../../app/feedback/guestOffer';
import { paths } from '../../../paths';
import { TabRoute } from './TabRoute';

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
