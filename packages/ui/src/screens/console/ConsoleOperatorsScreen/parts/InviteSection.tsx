import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button/Button';
import { Card } from '../../../../components/Card/Card';
import type { OperatorInviteForm } from '../operatorsTypes';
import { InviteForm } from './InviteForm';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

export interface InviteSectionProps {
  onInvite: (form: OperatorInviteForm) => void;
  /** The invitation is being sent: the form stays open, busy. */
  inviting: boolean;
}

/**
 * Invite a member of staff: a button that opens the invitation's form under it (open from the
 * start while an invitation is being sent). The screen gives it a new key when an invitation's
 * link arrives, which closes and empties it.
 */
export function InviteSection({ onInvite, inviting }: InviteSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(inviting);
  const buttonId = useId();
  const formId = `${buttonId}-form`;
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Section>
      <Button
        ref={button}
        id={buttonId}
        variant="secondary"
        icon="plus"
        fullWidth
        aria-expanded={open}
        aria-controls={formId}
        disabled={inviting}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('console.operators.invite.open')}
      </Button>
      <div id={formId} hidden={!open}>
        {open ? (
          <Card>
            <InviteForm
              labelledBy={buttonId}
              onInvite={onInvite}
              inviting={inviting}
              onCancel={() => {
                setOpen(false);
                button.current?.focus();
              }}
            />
          </Card>
        ) : null}
      </div>
    </Section>
  );
}
