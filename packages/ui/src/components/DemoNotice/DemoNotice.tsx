import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../icons/StatusIcon';
import { Text } from '../Typography/Text';

const Bar = styled.aside`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[100]};
  /* The top of a notched screen belongs to the first thing on the page: this bar. */
  padding: ${({ theme }) => `${theme.space['050']} ${theme.layout.pagePadding}`};
  padding-top: calc(${({ theme }) => theme.space['050']} + env(safe-area-inset-top, 0px));
  background: ${({ theme }) => theme.color.status.warning.bg};
  color: ${({ theme }) => theme.color.status.warning.fg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
`;

const Line = styled(Text)`
  min-width: 0;
`;

/**
 * A slim bar that says the server runs a demo: payments are simulated, no money moves. It sits
 * in the page flow at the top of the app shell, so it takes its own height and never covers the
 * page; it scrolls away with the page (the nav bar stays sticky). A labelled `aside`, so screen
 * readers list it among the landmarks.
 */
export function DemoNotice() {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('feedback.demoNotice.label')}>
      <StatusIcon name="info" size={16} />
      <Line>{t('feedback.demoNotice.text')}</Line>
    </Bar>
  );
}
