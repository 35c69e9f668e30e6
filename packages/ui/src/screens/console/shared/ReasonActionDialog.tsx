import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { Button } from '../../../components/Button/Button';
import type { ButtonVariant } from '../../../components/Button/Button';
import { Dialog } from '../../../components/Dialog/Dialog';
import { Form } from '../../../forms/Form';
import { FormTextField } from '../../../forms/FormTextField';
import { useDomainForm } from '../../../forms/useDomainForm';
import type { ActionState } from './itemActions';

/**
 * A change the console asks a reason for, each an endpoint taking one (kept in the audit trail):
 * an admin's to another staff member, an operator's to a member's access.
 */
export type ReasonChange =
  'reenrolOperator' | 'disableOperator' | 'unlockOperator' | 'unlockMember';

/** What the dialog's form holds while it is filled in. */
interface ReasonValues {
  reason: string;
}

const buildSchema = (change: ReasonChange) =>
  z.object({ reason: adminEndpoints[change].request.shape.reason });
const builtSchemas = new Map<ReasonChange, ReturnType<typeof buildSchema>>();

/**
 * The reason of the change, as the server checks it (the domain's `reasonSchema`: required,
 * trimmed, text characters only, at most `REASON_MAX_LENGTH`), read from the endpoint's request;
 * built on first use, as the endpoints' schemas are.
 */
function reasonSchemaOf(change: ReasonChange) {
  const built = builtSchemas.get(change) ?? buildSchema(change);
  builtSchemas.set(change, built);
  return built;
}

/** The reason's field and the dialog's two buttons; a fresh form each time the dialog opens. */
function ReasonForm({
  change,
  confirmLabel,
  critical,
  onConfirm,
  onBack,
}: {
  change: ReasonChange;
  confirmLabel: string;
  critical: boolean;
  onConfirm: (reason: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const schema = reasonSchemaOf(change);
  const form = useDomainForm<ReasonValues, { reason: string }>(schema, { reason: '' });
  return (
    <Form
      form={form}
      onSubmit={({ reason }) => onConfirm(reason)}
      actions={
        <>
          <Button type="submit" variant={critical ? 'critical' : 'primary'} fullWidth>
            {confirmLabel}
          </Button>
          <Button variant="secondary" fullWidth onClick={onBack}>
            {t('console.reasonDialog.back')}
          </Button>
        </>
      }
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={t('console.reasonDialog.reason')}
        maxLength={schema.shape.reason.maxLength ?? undefined}
        required
      />
    </Form>
  );
}

export interface ReasonActionDialogProps extends ActionState {
  /** Which change: the endpoint whose reason rule the form applies. */
  change: ReasonChange;
  /** The button's label. */
  label: string;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** The dialog's question. */
  title: string;
  /** What the change does. */
  message: string;
  /** The confirming button's label. */
  confirmLabel: string;
  /** A change that cannot be undone: the confirming button is red. @default false */
  critical?: boolean;
  /** Called with the reason, trimmed, once it passes the domain's rule. */
  onConfirm: (reason: string) => void;
}

/**
 * An action on a staff member or a member: its button, then a dialog that says what it does and
 * asks for the reason kept in the audit trail.
 */
export function ReasonActionDialog({
  change,
  label,
  variant = 'secondary',
  title,
  message,
  confirmLabel,
  critical = false,
  onConfirm,
  loading,
  disabled,
}: ReasonActionDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={message}
      trigger={
        <Button variant={variant} size="sm" loading={loading} disabled={disabled}>
          {label}
        </Button>
      }
    >
      <ReasonForm
        change={change}
        confirmLabel={confirmLabel}
        critical={critical}
        onConfirm={(reason) => {
          setOpen(false);
          onConfirm(reason);
        }}
        onBack={() => setOpen(false)}
      />
    </Dialog>
  );
}
