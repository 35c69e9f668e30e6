import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../icons/Icon';

const Root = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.status.warning.bg};
  color: ${({ theme }) => theme.color.status.warning.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};

  & > svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space['050']};
  }
`;

/** Tells a member flagged as a risk that buying and selling are paused, and whom to contact. */
export function RiskNotice() {
  const { t } = useTranslation();
  return (
    <Root>
      <Icon name="warning" size={16} />
      {t('profile.hub.risk')}
    </Root>
  );
}
