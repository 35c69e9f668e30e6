import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@carbonmarket/domain';
import type { ErrorCode, Order, OrderStatus } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { Tabs } from '../../../components/Tabs/Tabs';
import { List } from '../../../components/List/List';
import type { ListStatus } from '../../../components/List/List';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { OrderCard, OrderCardSkeleton } from './parts/OrderCard';
import type { ScreenLinks } from '../../../links/screenLinks';

/** The list's pages loaded so far, and where the loading stands. */
export interface OrderPages {
  /** The orders of the pages loaded so far, newest first (the server's order). */
  items: readonly Order[];
  /** A page is loading (the first, or the next), or the last load failed. */
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  /** Whether the server has more pages. */
  hasMore: boolean;
}

/** The places OrdersScreen links to. */
export type OrdersScreenLinks = Pick<ScreenLinks, 'order' | 'finalPayment' | 'projects'>;

export interface OrdersScreenProps {
  /** The orders of the selected status. */
  orders: OrderPages;
  /** The server's current time, for the countdowns to the final payments' deadlines. */
  now: Date;
  /** The selected tab: the status whose orders are listed (the app keeps it in the address). */
  status: OrderStatus;
  /** Called with the tab the member picks. */
  onStatusChange: (status: OrderStatus) => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: OrdersScreenLinks;
  onBack: () => void;
  /** Loads the next page (the end of the list came within 80 px of the screen's bottom). */
  onReachBottom: () => void;
  /** Loads the failed page again. */
  onRetry: () => void;
  /** Pull to refresh: loads the list again from its first page. */
  onRefresh: () => Promise<void> | void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** How many placeholder cards the first load shows: more than a phone's screen holds. */
const PLACEHOLDER_CARDS = 3;

const Placeholders = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding-bottom: ${({ theme }) => theme.space[600]};
`;

/**
 * The member's orders, one status per tab (Applying, In Progress, Completed, Pending Final
 * Payment, Final Payment Made), newest first, a page at a time as the member scrolls, pulled down
 * to refresh. Each card leads to the order's details; a booking pending its final payment counts
 * down to its deadline beside the way to pay, and one past it says the booking fee is kept.
 */
export function OrdersScreen({
  orders,
  now,
  status,
  onStatusChange,
  links,
  onBack,
  onReachBottom,
  onRetry,
  onRefresh,
  locale,
  onLocaleChange,
}: OrdersScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const firstLoadFailed = orders.status === 'error' && orders.items.length === 0;
  return (
    <Page
      navBar={
        <NavBar
          title={t('orders.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      <Tabs<OrderStatus>
        label={t('orders.tabs.label')}
        items={ORDER_STATUSES.map((value) => ({
          value,
          label: t(`display.status.order.${value}`),
        }))}
        value={status}
        onChange={onStatusChange}
      />
      {firstLoadFailed ? (
        <ErrorState
          title={t('orders.list.loadError')}
          message={orders.error === undefined ? undefined : errorText(orders.error)}
          icon={orders.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      ) : (
        <List
          label={t('orders.list.label')}
          items={orders.items}
          getKey={(order) => order.id}
          renderItem={(order) => (
            <OrderCard
              order={order}
              now={now}
              href={links.order(order.id, status)}
              payFinalHref={links.finalPayment(order)}
            />
          )}
          status={orders.status}
          hasMore={orders.hasMore}
          onReachBottom={onReachBottom}
          onRetry={onRetry}
          onRefresh={onRefresh}
          gap="md"
          loading={
            <Placeholders>
              {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
                <OrderCardSkeleton key={`placeholder-${index}`} />
              ))}
            </Placeholders>
          }
          empty={
            <Empty>
              <EmptyState
                icon="inbox"
                title={t(`orders.list.empty.${status}.title`)}
                description={t(`orders.list.empty.${status}.description`)}
              />
              <ButtonLink href={links.projects} variant="secondary">
                {t('orders.list.toProjects')}
              </ButtonLink>
            </Empty>
          }
        />
      )}
    </Page>
  );
}
