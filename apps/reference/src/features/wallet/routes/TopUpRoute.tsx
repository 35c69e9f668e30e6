import { useQuery } from '@tanstack/react-query';
import { DEFAULT_BUSINESS_CONFIG, money } from '@carbonmarket/domain';
import { TopUpScreen } from '@carbonmarket/ui/screens/wallet/TopUpScreen';
import type { TopUpScreenProps } from '@carbonmarket/ui/screens/wallet/TopUpScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { screenErrorOf } from '../../../lib/api/errorCode';
import { Navigate } from '../../../lib/router/Navigate';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { href } from '../../../shared/routing/href';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useBack } from '../../../shared/routing/useBack';
import { loadableOf } from '../../../shared/data/loadable';
import { useServerNow } from '../../../shared/time/useServerNow';
import { baseConfigQuery, topUpQuery } from '../api/topUpQueries';
import { useCancelTopUp, useOpenTopUp } from '../api/useTopUpActions';
import { topUpSettings } from '../api/topUpSettings';
import { returnQueryOf, topUpReturnOf } from '../api/topUpReturn';
import type { TopUpSettings } from '../api/topUpSettings';

/**
 * What the page shows with until base config is here (it is read at start-up): the default
 * limits; no payee is shown, since the page shows its outline meanwhile.
 */
const WAITING_SETTINGS: TopUpSettings = {
  limits: {
    min: money(DEFAULT_BUSINESS_CONFIG.topUp.min),
    max: money(DEFAULT_BUSINESS_CONFIG.topUp.max),
  },
  payee: { uen: '', name: '', city: '' },
};

/** What both steps pass the screen alike. */
type SharedProps = Pick<
  TopUpScreenProps,
  'now' | 'onBack' | 'links' | 'locale' | 'onLocaleChange' | 'onCreate' | 'creating' | 'returnTo'
> &
  TopUpSettings;

/**
 * `/pages/profile/topup[?id=]`: a top-up by PayNow. Without an id, the amount within base config's
 * limits; once opened, the address names the top-up (`?id=`), so a reload shows its code again.
 * Its status follows the pushes (`topUpChanged` fetches it again); credited, the balances have
 * followed their own push.
 */
export function TopUpRoute({ query }: RouteProps<'topUp'>) {
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const now = useServerNow(undefined);
  const config = useQuery(baseConfigQuery());
  const settings = config.data === undefined ? null : topUpSettings(config.data);
  const open = useOpenTopUp();
  const returnTo = topUpReturnOf(query);
  const opened = open.data?.id;
  if (opened !== undefined && opened !== query.id)
    return <Navigate to={href('topUp', { ...returnQueryOf(query), id: opened })} replace />;
  const error = screenErrorOf(open.error);
  const noop = () => undefined;
  // Base config is read at start-up (and drawn with the page); until it is here, the outline.
  if (settings === null)
    return (
      <TopUpScreen
        {...WAITING_SETTINGS}
        topUp={{ status: 'loading' }}
        now={now}
        onCreate={noop}
        onCancel={noop}
        onBack={back}
        onRetry={noop}
        links={{ ...screenLinks(), topUp: href('topUp') }}
      />
    );
  const shared: SharedProps = {
    ...settings,
    returnTo,
    now,
    onBack: back,
    links: { ...screenLinks(), topUp: href('topUp') },
    locale,
    onLocaleChange: setLocale,
    onCreate: (amount) => open.mutate(amount),
    creating: open.isPending,
  };
  return query.id === undefined ? (
    <TopUpScreen
      {...shared}
      topUp={null}
      onCancel={noop}
      onRetry={noop}
      error={error?.code}
      errorParams={error?.params}
      fieldErrors={error?.fields}
    />
  ) : (
    <OpenedTopUp id={query.id} shared={shared} />
  );
}

/** A top-up opened: its code while it waits, its receipt once credited. */
function OpenedTopUp({ id, shared }: { id: number; shared: SharedProps }) {
  const topUp = useQuery(topUpQuery(id));
  const cancel = useCancelTopUp(id);
  const error = screenErrorOf(cancel.error);
  return (
    <TopUpScreen
      {...shared}
      topUp={loadableOf(topUp, (data) => data)}
      onCancel={() => cancel.mutate({ id })}
      cancelling={cancel.isPending}
      error={error?.code}
      errorParams={error?.params}
      onRetry={() => void topUp.refetch()}
    />
  );
}
