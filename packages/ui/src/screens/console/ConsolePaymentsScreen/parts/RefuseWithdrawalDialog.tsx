import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Dialog } from '../../../../components/Dialog/Dialog';
import { Form } from '../../../../forms/Form';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { ActionState } from '../../shared/itemActions';

/** What the refusal's form holds while it is filled in. */
interface RefusalValues {
  reason: string;
}

const buildSchema = () => adminEndpoints.refuseWithdrawal.request.pick({ reason: true });
let builtSchema: ReturnType<typeof buildSchema> | undefined;

/**
 * The reason of `admin.refuseWithdrawal`, as the server checks it (the domain's `reasonSchema`:
 * required, trimmed, text characters only, at most `REASON_MAX_LENGTH`); built on first use, as
 * the endpoints' schemas are.
 */
const refusalSchema = () => (builtSchema ??= buildSchema());

/** The reason's field and its two buttons; a fresh form each time the dialog opens. */
function RefusalForm({
  onRefuse,
  onBack,
}: {
  onRefuse: (reason: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const schema = refusalSchema();
  const form = useDomainForm<RefusalValues, { reason: string }>(schema, { reason: '' });
  return (
    <Form
      form={form}
      onSubmit={({ reason }) => onRefuse(reason)}
      actions={
        <>
          <Button type="submit" variant="critical" fullWidth>
            {t('console.payments.withdrawal.refuseAction')}
          </Button>
          <Button variant="secondary" fullWidth onClick={onBack}>
            {t('console.payments.back')}
          </Button>
        </>
      }
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={t('console.payments.withdrawal.reason')}
        maxLength={schema.shape.reason.maxLength ?? undefined}
        required
      />
    </Form>
  );
}

export interface RefuseWithdrawalDialogProps extends ActionState {
  /** What the dialog says happens: the amount back in the member's available balance. */
  message: string;
  /** Called with the reason, trimmed, once it passes the domain's rule. */
  onRefuse: (reason: string) => void;
}

/**
 * Refuse, behind a dialog that says the amount returns to the member's available balance and asks
 * for the reason kept in the audit trail.
 */
export function RefuseWithdrawalDialog({
  message,
  onRefuse,
  loading,
  disabled,
}: RefuseWithdrawalDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('console.payments.withdrawal.refuseTitle')}
      description={message}
      trigger={
        <Button variant="secondary" size="sm" loading={loading} disabled={disabled}>
          {t('console.payments.withdrawal.refuse')}
        </Button>
      }
    >
      <RefusalForm
        onRefuse={(reason) => {
          setOpen(false);
          onRefuse(reason);
        }}
        onBack={() => setOpen(false)}
      />
    </Dialog>
  );
}
