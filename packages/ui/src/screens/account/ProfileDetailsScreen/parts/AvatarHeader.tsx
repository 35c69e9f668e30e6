import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Member } from '@carbonmarket/domain';
import { Avatar } from '../../../../components/Avatar/Avatar';
import { AvatarFrame } from '../../../../components/Avatar/AvatarFrame';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Text } from '../../../../components/Typography/Text';
import { memberName } from '../../../../components/text/memberName';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export interface AvatarHeaderProps {
  member: Member;
  /** Where a new picture is chosen and cropped; without it (the loading outline), no link shows. */
  changePhoto?: string;
}

/** The member's picture and name at the top of the page, with the way to a new picture beside. */
export function AvatarHeader({ member, changePhoto }: AvatarHeaderProps) {
  const { t } = useTranslation();
  const name = memberName(member);
  return (
    <Root>
      <AvatarFrame>
        <Avatar src={member.avatarUrl ?? undefined} name={name} size="lg" decorative />
      </AvatarFrame>
      <Side>
        <Text size="xl" weight="semibold" breakAnywhere>
          {name}
        </Text>
        {changePhoto === undefined ? null : (
          <ButtonLink href={changePhoto} variant="secondary" size="sm">
            {t('profile.details.changePhoto')}
          </ButtonLink>
        )}
      </Side>
    </Root>
  );
}
