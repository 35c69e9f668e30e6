import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatTons } from '@carbonmarket/domain';
import type { Tons } from '@carbonmarket/domain';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Skeleton } from '../../../../components/Skeleton/Skeleton';
import { Text } from '../../../../components/Typography/Text';
import { useLocale } from '../../../../i18n/useLocale';
import type { ScreenLinks } from '../../../../links/screenLinks';
import type { OffsetChoice } from '../footprintResult';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

/** The places the offset action leads to. */
export type OffsetActionLinks = Pick<
  ScreenLinks,
  'purchaseWith' | 'register' | 'login' | 'projects'
>;

/**
 * "Offset it": for a member, the purchase of the chosen project with the tons filled in (saying
 * when the project's bounds cut them); for a guest, registering or logging in first; when no
 * project is open, the project list.
 */
export function OffsetAction({
  choice,
  offsetTons,
  links,
}: {
  choice: OffsetChoice;
  /** The footprint rounded up to whole tons. */
  offsetTons: Tons;
  links: OffsetActionLinks;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const description = (
    <Text size="md">
      {t('footprint.result.offset.description', { tons: formatTons(offsetTons, locale) })}
    </Text>
  );
  if (choice.kind === 'guest') {
    return (
      <>
        {description}
        <Text size="sm" tone="secondary">
          {t('footprint.result.offset.guest')}
        </Text>
        <Actions>
          <ButtonLink href={links.register} fullWidth>
            {t('footprint.result.offset.register')}
          </ButtonLink>
          <ButtonLink href={links.login} variant="secondary" fullWidth>
            {t('footprint.result.offset.login')}
          </ButtonLink>
        </Actions>
      </>
    );
  }
  if (choice.offer.status === 'loading') {
    return (
      <>
        {description}
        <Skeleton label={t('footprint.result.offset.loading')} variant="rect" height={44} />
      </>
    );
  }
  const offer = choice.offer.data;
  if (offer === null) {
    return (
      <>
        {description}
        <Text size="sm" tone="secondary">
          {t('footprint.result.offset.noProject')}
        </Text>
        <ButtonLink href={links.projects} variant="secondary" fullWidth>
          {t('footprint.result.offset.browse')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      {description}
      {offer.coversFootprint ? null : (
        <Text size="sm" tone="secondary">
          {t('footprint.result.offset.partial', { tons: formatTons(offer.quantity, locale) })}
        </Text>
      )}
      <ButtonLink
        href={links.purchaseWith({ projectId: offer.projectId, quantity: offer.quantity })}
        icon="leaf"
        fullWidth
      >
        {t('footprint.result.offset.action')}
      </ButtonLink>
    </>
  );
}
