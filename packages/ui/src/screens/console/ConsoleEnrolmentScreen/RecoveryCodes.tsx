import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: ${({ theme }) => theme.space[300]};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const Code = styled(Text).attrs({ as: 'li', size: 'md' })`
  font-family: ${({ theme }) => theme.font.family.numeric};
  letter-spacing: 0.06em;
`;

/** The recovery codes, shown once at the end of an enrolment. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="recovery-heading">
      <Heading level={2} size="lg" weight="semibold" id="recovery-heading">
        {t('console.enrolment.recoveryHeading')}
      </Heading>
      <Text size="sm" tone="secondary">
        {t('console.enrolment.recoveryDescription')}
      </Text>
      <Codes aria-label={t('console.enrolment.recoveryListLabel')}>
        {codes.map((code) => (
          <Code key={code}>{code}</Code>
        ))}
      </Codes>
      <Button fullWidth onClick={onDone}>
        {t('console.enrolment.recoveryDone')}
      </Button>
    </Panel>
  );
}
