import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';
import { QrCode } from '../../../components/QrCode/QrCode';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
`;

const Key = styled(Text).attrs({ as: 'code', size: 'sm' })`
  font-family: ${({ theme }) => theme.font.family.numeric};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

/** The key in groups of four, as authenticator apps ask it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step one of an enrolment: the authenticator key as a QR code and as text. */
export function EnrolmentAuthenticator({
  secret,
  qrRows,
}: {
  secret: string;
  qrRows: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="enrolment-app">
      <Heading level={3} size="md" weight="semibold" id="enrolment-app">
        {t('console.enrolment.stepApp')}
      </Heading>
      <Text size="sm" tone="secondary">
        {t('console.enrolment.stepAppHint')}
      </Text>
      <QrCode rows={qrRows} label={t('console.enrolment.qrLabel')} />
      <Text size="sm" tone="secondary">
        {t('console.enrolment.secret')}: <Key>{grouped(secret)}</Key>
      </Text>
    </Section>
  );
}
