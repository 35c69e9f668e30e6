import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../icons/Icon';
import { Text } from '../../../../components/Typography/Text';

const Root = styled(Text)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.status.warning.bg};
  /* A status pair: the text's colour goes with the notice's fill. */
  color: ${({ theme }) => theme.color.status.warning.fg};

  & > svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space['050']};
  }
`;

/** Tells a member flagged as a risk that buying and selling are paused, and whom to contact. */
export function RiskNotice() {
  const { t } = useTranslation();
  return (
    <Root size="sm">
      <Icon name="warning" size={16} />
      {t('profile.hub.risk')}
    </Root>
  );
}
