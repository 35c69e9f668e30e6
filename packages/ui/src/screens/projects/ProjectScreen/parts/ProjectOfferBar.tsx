import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorParams } from '@carbonmarket/domain';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Countdown } from '../../../../components/Countdown/Countdown';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { ProjectOffer } from '../../shared/projectOffer';
import type { ScreenLinks } from '../../../../links/screenLinks';
import { Text } from '../../../../components/Typography/Text';

const Bar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  width: 100%;
`;

const Note = styled(Text).attrs({
  size: 'sm',
  tone: 'secondary',
  align: 'center',
  breakAnywhere: true,
})``;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};

  & > * {
    flex: 1 1 0;
    min-width: 0;
  }
`;

const CountdownRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/**
 * Where the offers lead. Without `membership` (no such page in the app) a member below the
 * project's level is told in words how to upgrade instead of given a link.
 */
export type ProjectOfferLinks = Pick<
  ScreenLinks,
  'purchase' | 'presale' | 'login' | 'register' | 'membership'
>;

export interface ProjectOfferBarProps {
  /** The project on the page, whose purchase or booking the offer leads to. */
  projectId: number;
  /** Where the offers lead (`ScreenLinks`: ADR 034). */
  links: ProjectOfferLinks;
  offer: ProjectOffer;
  /** The lowest level the project takes, for the upgrade note. */
  minLevel: string;
  /** The server's current time, for the countdown to the sale's start. */
  now: Date;
}

/**
 * The bottom of the project's page: the one thing the viewer may do next. Buy or book; log in or
 * register; upgrade the membership (a link, or how to in words); wait for the sale's start (counting down); or, refused, the
 * catalogue's reason.
 */
export function ProjectOfferBar({ offer, minLevel, now, projectId, links }: ProjectOfferBarProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refusal = (reason: Parameters<typeof errorText>[0], params?: ErrorParams) => (
    <Note role="status">{errorText(reason, params)}</Note>
  );
  const content = (() => {
    switch (offer.kind) {
      case 'order':
        return offer.order === 'purchase' ? (
          <ButtonLink href={links.purchase(projectId)} fullWidth>
            {t('projects.project.offer.buy')}
          </ButtonLink>
        ) : (
          <ButtonLink href={links.presale(projectId)} fullWidth>
            {t('projects.project.offer.book')}
          </ButtonLink>
        );
      case 'signIn':
      case 'guest':
        return (
          <>
            <Note>
              {t(
                offer.kind === 'signIn'
                  ? 'projects.project.offer.signInHint'
                  : 'projects.project.offer.guestHint',
              )}
            </Note>
            <Buttons>
              <ButtonLink href={links.login} variant="secondary">
                {t('projects.project.offer.logIn')}
              </ButtonLink>
              <ButtonLink href={links.register}>{t('projects.project.offer.register')}</ButtonLink>
            </Buttons>
          </>
        );
      case 'upgrade':
        return (
          <>
            <Note>{t('projects.project.offer.upgradeHint', { level: minLevel })}</Note>
            {links.membership !== undefined ? (
              <ButtonLink href={links.membership} fullWidth>
                {t('projects.project.offer.upgrade')}
              </ButtonLink>
            ) : (
              <Note>{t('projects.project.offer.upgradeContact')}</Note>
            )}
          </>
        );
      case 'startsLater':
        return offer.startsAt === null ? (
          refusal('PROJECT_NOT_BEGUN')
        ) : (
          <CountdownRow>
            <span>{t('projects.project.offer.startsIn')}</span>
            <Countdown
              now={now}
              deadline={offer.startsAt}
              variant="blocks"
              label={t('projects.project.offer.startsIn')}
            />
          </CountdownRow>
        );
      case 'refused':
        return refusal(offer.reason, offer.params);
      default:
        return offer satisfies never;
    }
  })();
  return <Bar aria-label={t('projects.project.offer.label')}>{content}</Bar>;
}
