import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { useErrorText } from '../../../i18n/useErrorText';
import type { ProjectOffer } from './projectOffer';

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

export interface OrderUnavailableProps {
  /** The order this page places: a purchase or a presale booking. */
  kind: 'purchase' | 'presale';
  /** The project's offer to this member, when it is not an order of this kind. */
  offer: ProjectOffer;
  projectHref: string;
  /** The page of the project's other kind of order (booking for a presale, buying otherwise). */
  otherOrderHref: string;
}

/**
 * The project takes no order of this kind from this member now: the reason (the catalogue's
 * words), the way to the other kind of order when the project takes that (a presale is booked,
 * a project in progress is bought), and the way back to the project's page, which shows what the
 * member may do (upgrade, wait for the countdown, register).
 */
export function OrderUnavailable({
  kind,
  offer,
  projectHref,
  otherOrderHref,
}: OrderUnavailableProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const other = offer.kind === 'order' ? offer : null;
  const title =
    kind === 'purchase'
      ? t('projects.purchase.unavailable.title')
      : t('projects.presale.unavailable.title');
  let description: string;
  if (offer.kind === 'order')
    description =
      offer.order === 'presale'
        ? t('projects.purchase.unavailable.presale')
        : t('projects.presale.unavailable.inProgress');
  else {
    const { reason, params } = reasonOf(offer);
    description = errorText(reason, params);
  }
  return (
    <>
      <EmptyState icon="info" title={title} description={description} headingLevel={2} />
      <Actions>
        {other !== null ? (
          <ButtonLink href={otherOrderHref} fullWidth>
            {other.order === 'presale'
              ? t('projects.purchase.unavailable.book')
              : t('projects.presale.unavailable.buy')}
          </ButtonLink>
        ) : null}
        <ButtonLink href={projectHref} variant={other !== null ? 'secondary' : 'primary'} fullWidth>
          {t('projects.purchase.unavailable.toProject')}
        </ButtonLink>
      </Actions>
    </>
  );
}
