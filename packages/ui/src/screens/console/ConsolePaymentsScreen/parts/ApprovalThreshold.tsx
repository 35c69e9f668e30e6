import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Dialog } from '../../../../components/Dialog/Dialog';
import { Notice } from '../../../../components/Notice/Notice';
import { Form } from '../../../../forms/Form';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import { useLocale } from '../../../../i18n/useLocale';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

/** What the threshold's form holds while it is filled in. */
interface ThresholdValues {
  approvalThreshold: string;
}

/** The new threshold, with the endpoint's own rule; a fresh form each time the dialog opens. */
function ThresholdForm({
  current,
  onSave,
  onBack,
}: {
  current: Money;
  onSave: (amount: Money) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useDomainForm<ThresholdValues, { approvalThreshold: Money }>(
    adminEndpoints.setPayoutSettings.request,
    { approvalThreshold: current.toString() },
  );
  return (
    <Form
      form={form}
      onSubmit={({ approvalThreshold }) => onSave(approvalThreshold)}
      actions={
        <>
          <Button type="submit" fullWidth>
            {t('console.payments.threshold.confirm')}
          </Button>
          <Button variant="secondary" fullWidth onClick={onBack}>
            {t('console.payments.back')}
          </Button>
        </>
      }
    >
      <FormTextField
        control={form.control}
        name="approvalThreshold"
        label={t('console.payments.threshold.field')}
        inputMode="decimal"
        required
      />
    </Form>
  );
}

export interface ApprovalThresholdProps {
  /** Withdrawals of this amount or more need a second operator. */
  threshold: Money;
  /** Sets a new threshold (admins); without it, the threshold is only shown. */
  onChange?: (amount: Money) => void;
  /** The new threshold is being saved. @default false */
  saving?: boolean;
}

/**
 * Four eyes' threshold above the withdrawals: what needs a second operator, and for admins a way
 * to change it (an amount checked by the endpoint's rule).
 */
export function ApprovalThreshold({ threshold, onChange, saving = false }: ApprovalThresholdProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <Row>
      <Notice>
        {t('console.payments.threshold.note', { amount: formatMoney(threshold, locale) })}
      </Notice>
      {onChange === undefined ? null : (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t('console.payments.threshold.title')}
          description={t('console.payments.threshold.message')}
          trigger={
            <Button variant="secondary" size="sm" loading={saving}>
              {t('console.payments.threshold.change')}
            </Button>
          }
        >
          <ThresholdForm
            current={threshold}
            onSave={(amount) => {
              setOpen(false);
              onChange(amount);
            }}
            onBack={() => setOpen(false)}
          />
        </Dialog>
      )}
    </Row>
  );
}
