import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { BILLING_PERIODS, money } from '@carbonmarket/domain';
import type { BillingPeriod, ErrorCode, ErrorParams, Money } from '@carbonmarket/domain';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Page } from '../../../components/Page/Page';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import { Heading } from '../../../components/Typography/Heading';
import type { Loadable } from '../../../components/loadable';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { CurrentMembership } from './parts/CurrentMembership';
import { JoinConfirm } from './parts/JoinConfirm';
import type { PlanToConfirm } from './parts/JoinConfirm';
import { MembershipDone } from './parts/MembershipDone';
import { PlanCard } from './parts/PlanCard';
import { planChoice } from './planChoice';
import type { ChosenPlan, MembershipOffer, MembershipReceipt } from './membershipTypes';

export type { ChosenPlan, MembershipOffer, MembershipReceipt };

/** The places MembershipScreen links to. */
export type MembershipScreenLinks = Pick<ScreenLinks, 'projects' | 'topUp' | 'topUpForPlan'>;

export interface MembershipScreenProps {
  /** The plans with their prices, and the level the member holds and its end. */
  membership: Loadable<MembershipOffer>;
  /** The available balance, which pays for a plan. */
  available: Loadable<Money>;
  /** The server's current time: a plan bought now starts (and so ends) from it. */
  now: Date;
  /** The period the plans show first (the plan a top-up was for). @default 'monthly' */
  initialPeriod?: BillingPeriod;
  /** Called with the plan once the member confirmed paying for it. */
  onJoin: (plan: ChosenPlan) => void;
  /** The plan last sent to be paid for: its card shows the payment under way or refused. */
  sent?: ChosenPlan | null;
  /** The payment is under way: the plan's button is busy and the others wait. @default false */
  joining?: boolean;
  /**
   * Why the last payment was refused: the balance no longer covers it, a lower level than the
   * one held, a locked account, the network. Shown on the plan sent (above the plans without one).
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  /** The plan paid for: the page gives way to its receipt. */
  receipt?: MembershipReceipt | null;
  onBack: () => void;
  /** Loads the plans and the balance again after a failure. */
  onRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: MembershipScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Plans = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const PlanItems = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PLACEHOLDER_OFFER: MembershipOffer = {
  plans: BILLING_PERIODS.flatMap((period) =>
    (['P1', 'P2', 'P3', 'P4', 'P5'] as const).map((level) => ({
      level,
      period,
      price: money('99.00'),
    })),
  ),
  level: 'P0',
  expiresAt: null,
  presaleSellLevel: 'P3',
};
const PLACEHOLDER_AVAILABLE = money('1000.00');

interface PlanListProps {
  offer: MembershipOffer;
  available: Money;
  now: Date;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  onChoose: (asked: PlanToConfirm) => void;
  /** The plan last sent to be paid for, if any. */
  sent: ChosenPlan | null;
  /** Its payment is under way: every plan waits. */
  joining: boolean;
  /** The refusal of the plan sent, shown on its card. */
  refusal: string | null;
  links: MembershipScreenLinks;
}

/** The period switch and a card per level, each with what buying it would do now. */
function PlanList({
  offer,
  available,
  now,
  period,
  onPeriodChange,
  onChoose,
  sent,
  joining,
  refusal,
  links,
}: PlanListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Plans aria-labelledby={titleId}>
      <Heading id={titleId} level={2} size="lg" weight="semibold">
        {t('profile.membership.plans')}
      </Heading>
      <SegmentedControl<BillingPeriod>
        label={t('profile.membership.period.label')}
        options={BILLING_PERIODS.map((value) => ({
          value,
          label: t(`profile.membership.period.${value}`),
        }))}
        value={period}
        onChange={onPeriodChange}
        disabled={joining}
      />
      <PlanItems>
        {offer.plans
          .filter((plan) => plan.period === period)
          .map((plan) => {
            const choice = planChoice(plan, offer, available, now);
            const isSent = sent?.level === plan.level && sent.period === plan.period;
            return (
              <li key={plan.level}>
                <PlanCard
                  plan={plan}
                  choice={choice}
                  held={offer.level}
                  presaleSellLevel={offer.presaleSellLevel}
                  onChoose={() => {
                    if (choice.kind !== 'lower') onChoose({ plan, choice });
                  }}
                  joining={isSent && joining}
                  disabled={joining}
                  refusal={isSent && !joining ? refusal : null}
                  links={links}
                />
              </li>
            );
          })}
      </PlanItems>
    </Plans>
  );
}

/**
 * `/pages/profile/apply`, the membership: the level held and its end, and the plans P1 to P5,
 * monthly or annual, each with its price and what it opens (projects up to its level, selling
 * presale credits from the operator's level). A plan is joined, upgraded or renewed from the
 * available balance after a confirmation that names the price, the level and its new end; a
 * lower level than the one held says why not yet; a plan above the balance says by how much, with
 * the way to top up. Once paid, the receipt.
 */
export function MembershipScreen({
  membership,
  available,
  now,
  initialPeriod = 'monthly',
  onJoin,
  sent = null,
  joining = false,
  error,
  errorParams,
  receipt = null,
  onBack,
  onRetry,
  links,
  locale,
  onLocaleChange,
}: MembershipScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const [asked, setAsked] = useState<PlanToConfirm | null>(null);
  const navBar = (
    <NavBar
      title={t('profile.membership.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  const refusal = error === undefined ? null : errorText(error, errorParams);

  if (receipt !== null)
    return (
      <Page navBar={navBar}>
        <MembershipDone receipt={receipt} projectsHref={links.projects} />
      </Page>
    );
  if (membership.status === 'loading' || available.status === 'loading')
    return (
      <Page navBar={navBar}>
        <SkeletonOutline label={t('profile.membership.loading')}>
          <CurrentMembership level="P0" expiresAt={null} available={PLACEHOLDER_AVAILABLE} />
          <PlanList
            offer={PLACEHOLDER_OFFER}
            available={PLACEHOLDER_AVAILABLE}
            now={now}
            period={period}
            onPeriodChange={() => undefined}
            onChoose={() => undefined}
            sent={null}
            joining={false}
            refusal={null}
            links={links}
          />
        </SkeletonOutline>
      </Page>
    );
  if (membership.status === 'error' || available.status === 'error') {
    const failure =
      (membership.status === 'error' ? membership.error : undefined) ??
      (available.status === 'error' ? available.error : undefined);
    return (
      <Page navBar={navBar}>
        <ErrorState
          title={t('profile.membership.loadError')}
          message={errorText(failure ?? 'OPERATION_FAILED')}
          icon={failure === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      </Page>
    );
  }
  const offer = membership.data;
  return (
    <Page navBar={navBar}>
      <CurrentMembership
        level={offer.level}
        expiresAt={offer.expiresAt}
        available={available.data}
      />
      {refusal !== null && sent === null ? <ErrorState variant="inline" message={refusal} /> : null}
      <PlanList
        offer={offer}
        available={available.data}
        now={now}
        period={period}
        onPeriodChange={setPeriod}
        onChoose={setAsked}
        sent={sent}
        joining={joining}
        refusal={refusal}
        links={links}
      />
      <JoinConfirm
        asked={asked}
        held={offer.level}
        onConfirm={(plan) => {
          setAsked(null);
          onJoin({ level: plan.level, period: plan.period });
        }}
        onCancel={() => setAsked(null)}
      />
    </Page>
  );
}
