import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Order } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { Card } from '../../../components/Card/Card';
import { Cell } from '../../../components/Cell/Cell';
import { FactRows } from '../../../components/FactRows/FactRows';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { ProjectPicture } from '../../../components/ProjectCard/ProjectPicture';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import { useErrorText } from '../../../i18n/useErrorText';
import { useLocale } from '../../../i18n/useLocale';
import { formatDateTime } from '../../../i18n/formatDate';
import type { Locale } from '../../../i18n/locale';
import { finalPaymentState } from '../shared/finalPayment';
import { amountFacts, finalFacts, timelineFacts } from '../shared/orderFacts';
import {
  AwaitingPriceNotice,
  FinalPaymentCountdown,
  ForfeitedNotice,
} from '../shared/FinalPaymentParts';
import { PLACEHOLDER_ORDER } from '../shared/placeholderOrder';
import type { ScreenLinks } from '../../../links/screenLinks';

/**
 * The places OrderDetailScreen links to. For an order that is not the member's or does not exist
 * it offers `orders()`: the app gives the list the order was opened from.
 */
export type OrderDetailScreenLinks = Pick<ScreenLinks, 'finalPayment' | 'project' | 'orders'>;
import { Heading } from '../../../components/Typography/Heading';

export interface OrderDetailScreenProps {
  /** The order, as the server sends it (`orders.detail`). */
  order: Loadable<Order>;
  /** The server's current time, for the countdown to the final payment's deadline. */
  now: Date;
  onBack: () => void;
  /** Loads the order again after a failure. */
  onRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: OrderDetailScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

/** The page's sections, spaced as the page spaces its children (also inside the placeholder). */
const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
`;

/** The project's name on the whole width: one line for most names, so the page holds its layout. */
const Name = styled(Heading)`
  margin: ${({ theme }) => theme.space[200]} 0 0;
`;

const StatusRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** The order's content once it is in (also drawn, as bars, while it loads). */
function OrderBody({ order, now, projectHref }: { order: Order; now: Date; projectHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = finalPaymentState(order, now);
  const final = [
    ...finalFacts(order, state, t, { size: 'md' }),
    ...timelineFacts(order, locale, t),
  ];
  return (
    <Sections>
      <Header>
        <ProjectPicture src={order.projectImageUrl} priority />
        <Name level={2} size="lg" weight="bold" tone="primary" breakAnywhere>
          {order.projectName}
        </Name>
        <StatusRow>
          <StatusTag kind="order" status={order.status} />
          <span>{t(`orders.kind.${order.kind}`)}</span>
        </StatusRow>
      </Header>
      {order.kind === 'presale' ? (
        <Card title={t('orders.detail.presale')} headingLevel={3}>
          {state === 'awaitingPrice' ? <AwaitingPriceNotice /> : null}
          {state === 'due' && order.finalPaymentDeadline !== null ? (
            <FinalPaymentCountdown
              now={now}
              deadline={order.finalPaymentDeadline}
              variant="blocks"
            />
          ) : null}
          {state === 'expired' ? <ForfeitedNotice /> : null}
          {final.length > 0 ? <FactRows label={t('orders.detail.presale')} facts={final} /> : null}
        </Card>
      ) : null}
      <Card title={t('orders.facts.label')} headingLevel={3}>
        <FactRows
          label={t('orders.facts.label')}
          facts={[
            { key: 'orderNo', term: t('orders.facts.orderNo'), detail: order.orderNo },
            { key: 'kind', term: t('orders.facts.kind'), detail: t(`orders.kind.${order.kind}`) },
            {
              key: 'status',
              term: t('orders.facts.status'),
              detail: t(`display.status.order.${order.status}`),
            },
            {
              key: 'createdAt',
              term: t('orders.facts.createdAt'),
              detail: formatDateTime(order.createdAt, locale),
            },
          ]}
        />
      </Card>
      <Card title={t('orders.detail.amounts')} headingLevel={3}>
        <FactRows
          label={t('orders.detail.amounts')}
          facts={amountFacts(order, t, { size: 'md' })}
        />
      </Card>
      <Card padding="none">
        <Cell
          title={t('orders.detail.project')}
          description={order.projectName}
          href={projectHref}
        />
      </Card>
    </Sections>
  );
}

/**
 * One of the member's orders with every figure: its project, status and kind, its number and
 * when it was placed, the price, tons and total (for a booking, the expected ones and the fee
 * paid), and for a booking its final tons, price and amount, the deadline with its countdown and
 * the way to pay, when it was paid, or that the period expired and the booking fee is kept.
 */
export function OrderDetailScreen({
  order,
  now,
  onBack,
  onRetry,
  links,
  locale,
  onLocaleChange,
}: OrderDetailScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('orders.detail.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  if (order.status === 'loading')
    return (
      <Page navBar={navBar}>
        <SkeletonOutline label={t('orders.detail.loading')}>
          <OrderBody order={PLACEHOLDER_ORDER} now={new Date(0)} projectHref="#" />
        </SkeletonOutline>
      </Page>
    );
  if (order.status === 'error')
    return order.error === 'NOT_FOUND' ? (
      <Page
        navBar={navBar}
        footer={
          <ButtonLink href={links.orders()} fullWidth>
            {t('orders.detail.toOrders')}
          </ButtonLink>
        }
      >
        <EmptyState
          icon="inbox"
          title={t('orders.detail.notFoundTitle')}
          description={t('orders.detail.notFoundDescription')}
          headingLevel={2}
        />
      </Page>
    ) : (
      <Page navBar={navBar}>
        <ErrorState
          title={t('orders.detail.loadError')}
          message={order.error === undefined ? undefined : errorText(order.error)}
          icon={order.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      </Page>
    );
  const { data } = order;
  const due = finalPaymentState(data, now) === 'due';
  return (
    <Page
      navBar={navBar}
      footer={
        due ? (
          <ButtonLink href={links.finalPayment(data)} fullWidth>
            {t('orders.finalPayment.pay')}
          </ButtonLink>
        ) : undefined
      }
    >
      <OrderBody order={data} now={now} projectHref={links.project(data.projectId)} />
    </Page>
  );
}
