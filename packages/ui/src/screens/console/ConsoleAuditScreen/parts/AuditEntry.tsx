import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button/Button';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import type { Fact } from '../../../../components/FactRows/FactRows';
import { Text } from '../../../../components/Typography/Text';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { AuditEvent } from '../auditTypes';
import { AuditEntryDetails } from './AuditEntryDetails';
import { actionLabel, targetLabel } from './auditLabels';

/** An operator: the name, and the e-mail under it. */
const Operator = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
`;

/**
 * The disclosure's button, at the start of the card rather than across it, its label in line
 * with the facts above it (the plain button's padding and border hang into the card's padding).
 */
const Toggle = styled.div`
  display: flex;

  & > button {
    margin-inline-start: calc(-1px - ${({ theme }) => theme.space[400]});
  }
`;

/** Who acted: the operator by name and e-mail, the automation key, or a server command. */
function Actor({ actor }: { actor: AuditEvent['actor'] }) {
  const { t } = useTranslation();
  switch (actor.kind) {
    case 'operator':
      return (
        <Operator>
          <span>{actor.name}</span>
          <Text as="span" size="xs" tone="secondary" breakAnywhere>
            {actor.email}
          </Text>
        </Operator>
      );
    case 'key':
      return <span>{t('console.audit.entry.key')}</span>;
    case 'command':
      return <span>{t('console.audit.entry.command')}</span>;
    default:
      return actor satisfies never;
  }
}

/**
 * One entry of the trail: what was done (its action's label), when, by whom, to what, and the
 * reason given. It opens to show what changed and what was sent.
 */
export function AuditEntry({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const detailsId = `${useId()}-details`;
  const target = targetLabel(t, event);
  const facts: Fact[] = [
    { key: 'by', term: t('console.audit.entry.by'), detail: <Actor actor={event.actor} /> },
    ...(target === undefined
      ? []
      : [{ key: 'target', term: t('console.audit.entry.target'), detail: <span>{target}</span> }]),
    ...(event.reason === null
      ? []
      : [
          {
            key: 'reason',
            term: t('console.audit.entry.reason'),
            detail: <span>{event.reason}</span>,
          },
        ]),
  ];
  return (
    <Card
      title={actionLabel(t, event.action)}
      headingLevel={3}
      extra={
        <span>
          <time dateTime={event.at.toISOString()}>{formatDateTime(event.at, locale)}</time>
        </span>
      }
    >
      <FactRows facts={facts} />
      <Toggle>
        <Button
          variant="plain"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t('console.audit.entry.hide') : t('console.audit.entry.show')}
        </Button>
      </Toggle>
      <AuditEntryDetails event={event} id={detailsId} open={open} />
    </Card>
  );
}
