import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatTons } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Skeleton } from '../../../components/Skeleton/Skeleton';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';
import type { Loadable } from '../../../components/loadable';
import { formatDate } from '../../../i18n/formatDate';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { BreakdownTable } from './parts/BreakdownTable';
import { FootprintChart } from './parts/FootprintChart';
import { OffsetAction } from './parts/OffsetAction';
import { RetiredSummary } from './parts/RetiredSummary';
import type { FootprintResult, OffsetChoice, RetiredTons } from './footprintResult';

export type { FootprintResult, OffsetChoice, RetiredTons } from './footprintResult';

/** The places FootprintResultScreen links to: the questionnaire, the purchase, the way in. */
export type FootprintResultScreenLinks = Pick<
  ScreenLinks,
  'footprint' | 'purchaseWith' | 'register' | 'login' | 'projects'
>;

export interface FootprintResultScreenProps {
  /** The visitor's latest result; null before the first questionnaire. */
  result: Loadable<FootprintResult | null>;
  /** The member's retired tons; null for a guest (who holds none). */
  retired: Loadable<RetiredTons> | null;
  /** What "Offset it" offers: registering (guests) or the chosen purchase (members). */
  offset: OffsetChoice;
  /** Loads the result again after a failure. */
  onRetry: () => void;
  onBack: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: FootprintResultScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
  padding-bottom: ${({ theme }) => theme.space[600]};
`;

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const Figure = styled.figure`
  margin: 0;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
`;

/** A titled part of the result. */
function ResultBlock({
  title,
  children,
}: {
  title: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = `${useId()}-heading`;
  return (
    <Block aria-labelledby={headingId}>
      <Heading id={headingId} level={2} size="md" weight="semibold">
        {title}
      </Heading>
      {children(headingId)}
    </Block>
  );
}

/** The result: the yearly total, the comparison, the parts, what is offset and "Offset it". */
function ResultBody({
  result,
  retired,
  offset,
  links,
}: Pick<FootprintResultScreenProps, 'retired' | 'offset' | 'links'> & {
  result: FootprintResult;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const totalId = `${useId()}-total`;
  return (
    <Body>
      <Block aria-labelledby={totalId}>
        <Heading id={totalId} level={2} size="3xl" weight="bold" tabularNumbers>
          {formatTons(result.tonsPerYear, locale)}
        </Heading>
        <Text size="md" tone="secondary">
          {t('footprint.result.perYear')}
        </Text>
        <Text size="sm" tone="secondary">
          {t('footprint.result.submittedAt', { date: formatDate(result.submittedAt, locale) })}
        </Text>
      </Block>
      <ResultBlock title={t('footprint.result.compare.title')}>
        {() => (
          <Figure>
            <FootprintChart result={result} />
          </Figure>
        )}
      </ResultBlock>
      <ResultBlock title={t('footprint.result.breakdown.title')}>
        {(headingId) => <BreakdownTable result={result} labelledBy={headingId} />}
      </ResultBlock>
      {retired === null ? null : (
        <ResultBlock title={t('footprint.result.retired.title')}>
          {() => <RetiredSummary retired={retired} result={result} />}
        </ResultBlock>
      )}
      <ResultBlock title={t('footprint.result.offset.title')}>
        {() => <OffsetAction choice={offset} offsetTons={result.offsetTons} links={links} />}
      </ResultBlock>
      <ButtonLink href={links.footprint} variant="secondary" icon="refresh" fullWidth>
        {t('footprint.result.retake')}
      </ButtonLink>
      <Text size="xs" tone="secondary">
        {t('footprint.result.sources')}
      </Text>
    </Body>
  );
}

/**
 * The visitor's carbon footprint: tons of CO2e a year, drawn beside the Singapore and world
 * averages (an SVG image with its figures in words, and a table of the parts), the tons the member
 * already retired this year, and "Offset it", the purchase of a chosen project with the footprint's
 * whole tons filled in (a guest is asked to register first). Before any answer, an invitation to
 * the questionnaire.
 */
export function FootprintResultScreen({
  result,
  retired,
  offset,
  onRetry,
  onBack,
  links,
  locale,
  onLocaleChange,
}: FootprintResultScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  const body = () => {
    switch (result.status) {
      case 'loading':
        return (
          <Body role="status" aria-label={t('feedback.skeleton.label')}>
            <Skeleton label={null} variant="rect" height={120} radius={12} />
            <Skeleton label={null} variant="rect" height={200} radius={12} />
            <Skeleton label={null} variant="rect" height={220} radius={12} />
          </Body>
        );
      case 'error':
        return (
          <ErrorState
            title={t('footprint.result.loadError')}
            message={result.error === undefined ? undefined : errorText(result.error)}
            icon={result.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        );
      case 'ready':
        if (result.data === null) {
          return (
            <Empty>
              <EmptyState
                icon="leaf"
                title={t('footprint.result.empty.title')}
                description={t('footprint.result.empty.description')}
              />
              <ButtonLink href={links.footprint}>{t('footprint.result.empty.action')}</ButtonLink>
            </Empty>
          );
        }
        return <ResultBody result={result.data} retired={retired} offset={offset} links={links} />;
      default:
        return result satisfies never;
    }
  };

  return (
    <Page
      navBar={
        <NavBar
          title={t('footprint.result.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      {body()}
    </Page>
  );
}
