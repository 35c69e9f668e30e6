import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDIT_SCORES } from '@carbonmarket/domain';
import type { CreditScore } from '@carbonmarket/domain';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Dialog } from '../../../../components/Dialog/Dialog';
import { Form } from '../../../../forms/Form';
import { FormSegmentedControl } from '../../../../forms/FormSegmentedControl';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { ActionState } from '../../shared/itemActions';

/** What the dialog's form holds: the score chosen. */
interface CreditScoreValues {
  creditScore: CreditScore;
}

const buildSchema = () => adminEndpoints.setCreditScore.request.pick({ creditScore: true });
let built: ReturnType<typeof buildSchema> | undefined;

/** The score as `admin.setCreditScore` checks it; built on first use, as the endpoints' are. */
function creditScoreSchema() {
  built ??= buildSchema();
  return built;
}

/** The choice and the dialog's two buttons; a fresh form, on the member's score, each time. */
function CreditScoreForm({
  current,
  onConfirm,
  onBack,
}: {
  current: CreditScore;
  onConfirm: (score: CreditScore) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useDomainForm<CreditScoreValues, CreditScoreValues>(creditScoreSchema(), {
    creditScore: current,
  });
  return (
    <Form
      form={form}
      onSubmit={({ creditScore }) => onConfirm(creditScore)}
      actions={
        <>
          <Button type="submit" fullWidth>
            {t('console.members.creditScore.confirm')}
          </Button>
          <Button variant="secondary" fullWidth onClick={onBack}>
            {t('console.reasonDialog.back')}
          </Button>
        </>
      }
    >
      <FormSegmentedControl
        control={form.control}
        name="creditScore"
        label={t('console.members.profile.creditScore')}
        options={CREDIT_SCORES.map((score) => ({
          value: score,
          label: t(`console.members.creditScores.${score}`),
        }))}
      />
    </Form>
  );
}

export interface CreditScoreDialogProps extends ActionState {
  /** The member's score now: chosen when the dialog opens. */
  current: CreditScore;
  /** The member's name, for the dialog's question. */
  name: string;
  /** Called with the score chosen. */
  onConfirm: (score: CreditScore) => void;
}

/** Set the credit score: its button, then a dialog with the three scores, the member's chosen. */
export function CreditScoreDialog({
  current,
  name,
  onConfirm,
  loading,
  disabled,
}: CreditScoreDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('console.members.creditScore.title', { name })}
      description={t('console.members.creditScore.message')}
      trigger={
        <Button variant="secondary" size="sm" loading={loading} disabled={disabled}>
          {t('console.members.creditScore.action')}
        </Button>
      }
    >
      <CreditScoreForm
        current={current}
        onConfirm={(score) => {
          setOpen(false);
          onConfirm(score);
        }}
        onBack={() => setOpen(false)}
      />
    </Dialog>
  );
}
