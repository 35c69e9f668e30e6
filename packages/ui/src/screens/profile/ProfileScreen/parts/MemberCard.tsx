import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CreditScore, Member, StatusTone } from '@carbonmarket/domain';
import { Avatar } from '../../../../components/Avatar/Avatar';
import { AvatarFrame } from '../../../../components/Avatar/AvatarFrame';
import { breakableAddress } from '../../../../components/text/breakableAddress';
import { formatDate } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { Link } from '../../../../providers/LinkProvider';
import { VisuallyHidden } from '../../../../theme/visuallyHidden';

/** How a credit score reads at a glance: the operator's assessment, good to bad. */
const SCORE_TONES: Readonly<Record<CreditScore, StatusTone>> = {
  excellent: 'success',
  medium: 'warning',
  poor: 'critical',
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

/** The picture as the way to a new one: round, its own touch target. */
const PhotoLink = styled(Link)`
  display: flex;
  flex: none;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.full};
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[400]};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  & > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[100]};
    min-width: 0;
  }
  & dd {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space['050']};
    margin: 0;
  }
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

const Level = styled.strong`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Until = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

const Score = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space['050']} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface MemberCardProps {
  /** The member's profile. */
  member: Member;
  /** The name to show (a company's name or the person's, see `memberName`). */
  name: string;
  /** Where a new picture is chosen; with it, tapping the picture goes there. */
  photoHref?: string;
}

/**
 * Who is signed in: avatar (the way to a new one, with `photoHref`), name and email, then the membership level (with its end date) and the
 * credit score the operator gave. The name, a heading, names the card.
 */
export function MemberCard({ member, name, photoHref }: MemberCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameId = useId();
  const { level, membershipExpiresAt, creditScore } = member;
  const hasMembership = level !== 'P0';
  const avatar = <Avatar src={member.avatarUrl ?? undefined} name={name} size="lg" decorative />;
  return (
    <Root aria-labelledby={nameId}>
      <Identity>
        {photoHref === undefined ? (
          <AvatarFrame>{avatar}</AvatarFrame>
        ) : (
          <PhotoLink href={photoHref}>
            <AvatarFrame>{avatar}</AvatarFrame>
            <VisuallyHidden>{t('profile.details.changePhoto')}</VisuallyHidden>
          </PhotoLink>
        )}
        <Names>
          <Heading id={nameId} level={2} size="xl" weight="semibold" breakAnywhere>
            {name}
          </Heading>
          {/* After the @ and before a dot of the domain first; inside a word only when nothing else fits. */}
          <Text size="sm" tone="secondary" breakAnywhere>
            {breakableAddress(member.email)}
          </Text>
        </Names>
      </Identity>
      <Facts>
        <div>
          <Label>{t('profile.hub.membership.label')}</Label>
          <dd>
            <Level>
              {hasMembership
                ? t('profile.hub.membership.level', { level })
                : t('profile.hub.membership.none')}
            </Level>
            {hasMembership && membershipExpiresAt !== null ? (
              <Until>
                {t('profile.hub.membership.until', {
                  date: formatDate(membershipExpiresAt, locale),
                })}
              </Until>
            ) : null}
          </dd>
        </div>
        <div>
          <Label>{t('profile.hub.creditScore.label')}</Label>
          <dd>
            <Score $tone={SCORE_TONES[creditScore]} data-tone={SCORE_TONES[creditScore]}>
              {t(`profile.hub.creditScore.${creditScore}`)}
            </Score>
          </dd>
        </div>
      </Facts>
    </Root>
  );
}
