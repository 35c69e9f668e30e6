import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button/Button';
import { Heading } from '../../../../components/Typography/Heading';
import { Notice } from '../../../../components/Notice/Notice';
import { Text } from '../../../../components/Typography/Text';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { EnrolmentLink } from '../operatorsTypes';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** The link on a tinted plate, selected whole with one tap, to check or copy it. */
const Url = styled(Text).attrs({ size: 'sm', breakAnywhere: true, tabularNumbers: true })`
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  user-select: all;
`;

export interface EnrolmentLinkPanelProps {
  link: EnrolmentLink;
  /** Copies the link (the app writes it to the clipboard and says so). */
  onCopy: (url: string) => void;
}

/**
 * The enrolment link an invitation or a re-enrolment answered, shown once at the top of the
 * screen: whose it is, the link, Copy, and that it works once, until when, and must be passed on
 * privately, since the server sends no e-mail.
 */
export function EnrolmentLinkPanel({ link, onCopy }: EnrolmentLinkPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Heading level={2} size="md" weight="semibold" id={headingId} breakAnywhere>
        {t('console.operators.link.heading', { name: link.name })}
      </Heading>
      <Url>{link.url}</Url>
      <Button fullWidth onClick={() => onCopy(link.url)}>
        {t('console.operators.link.copy')}
      </Button>
      <Notice tone="warning">
        {t('console.operators.link.note', {
          name: link.name,
          date: formatDateTime(link.expiresAt, locale),
        })}
      </Notice>
    </Panel>
  );
}
