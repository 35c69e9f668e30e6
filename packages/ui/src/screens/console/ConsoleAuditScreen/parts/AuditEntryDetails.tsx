import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import type { AuditEvent, AuditJson } from '../auditTypes';
import { changedFields } from './changedFields';
import { jsonText } from './jsonText';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  &[hidden] {
    display: none;
  }
`;

const Changes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One changed field on a tinted plate: its name, then its value before and after. */
const Change = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const Values = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[300]};
  row-gap: ${({ theme }) => theme.space['050']};
  align-items: baseline;
  margin: 0;
`;

const Term = styled(Text).attrs({ as: 'dt', size: 'xs', tone: 'secondary' })``;

/** A stored value: figures of one width, long ones broken anywhere. */
const Value = styled(Text).attrs({
  as: 'dd',
  size: 'sm',
  breakAnywhere: true,
  tabularNumbers: true,
})``;

/** Each top-level field of what was sent as a row; anything else as one line of JSON. */
function SentInput({ input }: { input: AuditJson }) {
  const { t } = useTranslation();
  const empty = t('console.audit.entry.empty');
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const fields = Object.entries(input);
    if (fields.length === 0)
      return (
        <Text size="sm" tone="secondary">
          {t('console.audit.entry.noInput')}
        </Text>
      );
    return (
      <FactRows
        label={t('console.audit.entry.input')}
        facts={fields.map(([field, value]) => ({
          key: field,
          term: field,
          detail: jsonText(value, empty),
        }))}
      />
    );
  }
  return (
    <Text size="sm" breakAnywhere>
      {jsonText(input, empty)}
    </Text>
  );
}

export interface AuditEntryDetailsProps {
  event: AuditEvent;
  /** The id the entry's disclosure button controls. */
  id: string;
  /** Shown (the disclosure is open). */
  open: boolean;
}

/**
 * What an entry did, opened from the entry: every top-level field of the target that changed,
 * with its value before and after (every field, for a target the action created or deleted),
 * then what the operator sent.
 */
export function AuditEntryDetails({ event, id, open }: AuditEntryDetailsProps) {
  const { t } = useTranslation();
  const empty = t('console.audit.entry.empty');
  const changes = open ? changedFields(event.before, event.after) : [];
  return (
    <Panel id={id} hidden={!open}>
      {open ? (
        <>
          <Heading level={4} size="sm" weight="semibold">
            {t('console.audit.entry.changes')}
          </Heading>
          {changes.length === 0 ? (
            <Text size="sm" tone="secondary">
              {t('console.audit.entry.noChanges')}
            </Text>
          ) : (
            <Changes aria-label={t('console.audit.entry.changesLabel')}>
              {changes.map((change) => (
                <Change key={change.field ?? ''}>
                  <Text size="sm" weight="semibold" breakAnywhere>
                    {change.field ?? t('console.audit.entry.whole')}
                  </Text>
                  <Values>
                    <Term>{t('console.audit.entry.before')}</Term>
                    <Value tone="secondary">{jsonText(change.before, empty)}</Value>
                    <Term>{t('console.audit.entry.after')}</Term>
                    <Value tone="primary" weight="medium">
                      {jsonText(change.after, empty)}
                    </Value>
                  </Values>
                </Change>
              ))}
            </Changes>
          )}
          <Heading level={4} size="sm" weight="semibold">
            {t('console.audit.entry.input')}
          </Heading>
          <SentInput input={event.input} />
        </>
      ) : null}
    </Panel>
  );
}
