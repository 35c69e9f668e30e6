import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { ProjectOffer } from '../../shared/projectOffer';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/** Why the project's offer is not a purchase, as a catalogue code with its values. */
function reasonOf(offer: Exclude<ProjectOffer, { kind: 'order' }>): {
  reason: ErrorCode;
  params?: ErrorParams;
} {
  switch (offer.kind) {
    case 'signIn':
      return { reason: 'SESSION_EXPIRED' };
    case 'guest':
      return { reason: 'GUEST_RESTRICTED' };
    case 'upgrade':
      return { reason: 'MEMBERSHIP_LEVEL_TOO_LOW' };
    case 'startsLater':
      return { reason: 'PROJECT_NOT_BEGUN' };
    case 'refused':
      return offer.params === undefined
        ? { reason: offer.reason }
        : { reason: offer.reason, params: offer.params };
    default:
      return offer satisfies never;
  }
}

export interface PurchaseUnavailableProps {
  /** The project's offer to this member, when it is not a purchase. */
  offer: Exclude<ProjectOffer, { kind: 'order'; order: 'purchase' }>;
  projectHref: string;
  bookHref: string;
}

/**
 * The project takes no purchase from this member now: the reason (the catalogue's words), the way
 * to book instead for a presale, and the way back to the project's page, which shows what the
 * member may do (upgrade, wait for the countdown, register).
 */
export function PurchaseUnavailable({ offer, projectHref, bookHref }: PurchaseUnavailableProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const presale = offer.kind === 'order';
  const description = presale
    ? t('projects.purchase.unavailable.presale')
    : errorText(reasonOf(offer).reason, reasonOf(offer).params);
  return (
    <>
      <EmptyState
        icon="info"
        title={t('projects.purchase.unavailable.title')}
        description={description}
        headingLevel={2}
      />
      <Actions>
        {presale ? (
          <ButtonLink href={bookHref} fullWidth>
            {t('projects.purchase.unavailable.book')}
          </ButtonLink>
        ) : null}
        <ButtonLink href={projectHref} variant={presale ? 'secondary' : 'primary'} fullWidth>
          {t('projects.purchase.unavailable.toProject')}
        </ButtonLink>
      </Actions>
    </>
  );
}
