import { useLayoutEffect, useMemo } from 'react';
import { OrderDetailScreen } from '@carbonmarket/ui/screens/orders/OrderDetailScreen';
import { OrdersScreen } from '@carbonmarket/ui/screens/orders/OrdersScreen';
import type { OrderStatus } from '@carbonmarket/domain';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useSession } from '../../../lib/session/sessionContext';
import { useNavigate, useNavigationType } from '../../../lib/router/RouterContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { useBack, useCanGoBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { loadableOf } from '../../../shared/data/loadable';
import { useOrderPages } from '../api/useOrderPages';
import { useOrderDetail } from '../api/useOrderDetail';
import { runningDeadline } from '../api/runningDeadline';
import { ordersTab } from '../api/ordersTab';
import { screenLinks } from '../../../shared/routing/screenLinks';

/** The member's orders of one status, a page at a time; the tab is the address's `?status=`. */
function OrderList({ status, member }: { status: OrderStatus; member: boolean }) {
  const { locale, setLocale } = useLanguage();
  const navigate = useNavigate();
  const back = useBack();
  const { list, nextPage, retry, refresh } = useOrderPages(status, locale, member);
  // Ticks every second while a booking counts down to its final payment's deadline, not after.
  const now = useServerNow(runningDeadline(list.items));
  return (
    <OrdersScreen
      orders={list}
      now={now}
      status={status}
      onStatusChange={(next) => navigate(screenLinks().orders(next), { replace: true })}
      links={screenLinks()}
      onBack={back}
      onReachBottom={nextPage}
      onRetry={retry}
      onRefresh={refresh}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}

/**
 * One order. Back returns to the list it was opened from; on a page opened from a link, to the
 * list of the tab the address names, in place of the order, so that Back never leaves the app.
 */
function OrderDetail({
  id,
  status,
  member,
}: {
  id: number;
  status: OrderStatus | undefined;
  member: boolean;
}) {
  const { locale, setLocale } = useLanguage();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const order = useOrderDetail(id, locale, member);
  const now = useServerNow(order.data === undefined ? undefined : runningDeadline([order.data]));
  // The orders the screen offers for an order that is not there: the tab it was opened from.
  const links = useMemo(() => {
    const app = screenLinks();
    return { ...app, orders: (tab = status) => app.orders(tab) };
  }, [status]);
  return (
    <OrderDetailScreen
      order={loadableOf(order, (data) => data)}
      now={now}
      onBack={() => {
        if (canGoBack) navigate(-1);
        else navigate(links.orders(), { replace: true });
      }}
      onRetry={() => void order.refetch()}
      links={links}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}

/**
 * `/pages/profile/order`: the member's orders by status (`?status=`, the tab, kept in the address
 * so that Back and a shared link keep it), with the countdowns of the final payments on the
 * server's clock; `?id=` shows one order's details. Socket pushes of an order refresh both.
 * A guest, whom the route's guard offers to register, sees the page's placeholders behind the
 * offer: nothing is asked of the server (which would refuse, and offer again with no way home).
 */
export function OrdersRoute({ query }: RouteProps<'orders'>) {
  const member = useSession().status === 'member';
  const navigationType = useNavigationType();
  // The list and an order share the path, so the router's scroll to the top (on a new path) does
  // not happen between them: an order opened from far down the list starts at its top.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [query.id, navigationType]);
  return query.id === undefined ? (
    <OrderList status={ordersTab(query.status)} member={member} />
  ) : (
    <OrderDetail id={query.id} status={query.status} member={member} />
  );
}
