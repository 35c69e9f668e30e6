import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../../components/Countdown/Countdown';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { SellingWindow } from '../sellingWindow';
import { Text } from '../../../../components/Typography/Text';

const Line = styled(Text).attrs({ size: 'sm', tone: 'secondary' })``;

/**
 * The selling window as a countdown: to the opening before it, to the close while it sells (each
 * with the date), or that sales are over.
 */
export function SellingWindowPanel({ selling, now }: { selling: SellingWindow; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (selling.phase === 'over')
    return (
      <>
        <Text size="md" weight="semibold" tone="primary">
          {t('projects.info.window.over')}
        </Text>
        {selling.at !== null ? (
          <Line>
            {t('projects.info.window.closedOn', { date: formatDateTime(selling.at, locale) })}
          </Line>
        ) : null}
      </>
    );
  const opens = selling.phase === 'opens';
  const label = opens ? t('projects.info.window.opensIn') : t('projects.info.window.closesIn');
  return (
    <>
      <Line>{label}</Line>
      <Countdown now={now} deadline={selling.at} variant="blocks" label={label} />
      <Line>
        {t(opens ? 'projects.info.window.opensOn' : 'projects.info.window.closesOn', {
          date: formatDateTime(selling.at, locale),
        })}
      </Line>
    </>
  );
}
