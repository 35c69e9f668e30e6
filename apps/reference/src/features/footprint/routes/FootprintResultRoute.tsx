import { useQuery } from '@tanstack/react-query';
import { offsetOfferFor } from '@carbonmarket/domain';
import { FootprintResultScreen } from '@carbonmarket/ui/screens/footprint/FootprintResultScreen';
import type { OffsetChoice } from '@carbonmarket/ui/screens/footprint/FootprintResultScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useSession } from '../../../lib/session/sessionContext';
import { loadableOf } from '../../../shared/data/loadable';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { memberProfileQuery } from '../../../shared/account/memberProfile';
import {
  footprintResultQuery,
  offsetProjectsQuery,
  retiredTonsQuery,
} from '../api/footprintQueries';

/**
 * `/pages/profile/result`: the visitor's latest footprint. A member also sees the tons retired
 * this year and "Offset it", the purchase of the project `offsetOfferFor` chooses among those in
 * progress that the member's level may buy (the first that sells the whole footprint in one order), with the tons filled in; a
 * guest is offered to register or log in instead, and nothing of a member's is asked for.
 */
export function FootprintResultRoute() {
  const { locale, setLocale } = useLanguage();
  const member = useSession().status === 'member';
  const back = useBack();
  const now = useServerNow(undefined);
  const result = useQuery(footprintResultQuery(locale));
  const footprint = result.data?.result ?? null;
  const retired = useQuery(retiredTonsQuery(member));
  const projects = useQuery(offsetProjectsQuery(locale, member && footprint !== null));
  const profile = useQuery(memberProfileQuery(member));
  const offset: OffsetChoice = !member
    ? { kind: 'guest' }
    : {
        kind: 'member',
        offer:
          footprint !== null && projects.isSuccess && profile.isSuccess
            ? {
                status: 'ready',
                data: offsetOfferFor(
                  footprint.tonsPerYear,
                  projects.data.items,
                  now,
                  profile.data.level,
                ),
              }
            : projects.isError || profile.isError
              ? { status: 'ready', data: null }
              : { status: 'loading' },
      };
  return (
    <FootprintResultScreen
      result={loadableOf(result, (data) => data.result)}
      retired={member ? loadableOf(retired, (data) => data) : null}
      offset={offset}
      onRetry={() => void result.refetch()}
      onBack={back}
      links={screenLinks()}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
