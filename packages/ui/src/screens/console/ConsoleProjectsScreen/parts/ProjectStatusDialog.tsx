import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_TRANSITIONS } from '@carbonmarket/domain';
import type { ProjectStatus } from '@carbonmarket/domain';
import { projectStatusFormSchema } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Dialog } from '../../../../components/Dialog/Dialog';
import { Form } from '../../../../forms/Form';
import { FormSelect } from '../../../../forms/FormSelect';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { ActionState } from '../../shared/itemActions';

/** What the dialog's form holds while it is filled in: the status picked, `''` before. */
interface StatusValues {
  status: string;
}

/** The statuses a booking project takes: only one created with its presale terms may. */
const BOOKING_STATUSES: readonly ProjectStatus[] = ['presale', 'reservation_waiting'];

/**
 * The statuses a project may move to from `status` (the domain's `PROJECT_TRANSITIONS`), the
 * booking ones only for a project with presale terms (as the server decides).
 */
export const nextStatuses = (status: ProjectStatus, presale: boolean): ProjectStatus[] =>
  PROJECT_TRANSITIONS[status].filter((next) => presale || !BOOKING_STATUSES.includes(next));

/** The new status's choice and the dialog's two buttons; a fresh form each time it opens. */
function StatusForm({
  status,
  presale,
  onConfirm,
  onBack,
}: {
  status: ProjectStatus;
  presale: boolean;
  onConfirm: (status: ProjectStatus) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useDomainForm<StatusValues, { status: ProjectStatus }>(projectStatusFormSchema, {
    status: '',
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => onConfirm(values.status)}
      actions={
        <>
          <Button type="submit" fullWidth>
            {t('console.projects.status.confirm')}
          </Button>
          <Button variant="secondary" fullWidth onClick={onBack}>
            {t('console.projects.back')}
          </Button>
        </>
      }
    >
      <FormSelect
        control={form.control}
        name="status"
        label={t('console.projects.status.field')}
        placeholder={t('console.projects.status.field')}
        options={nextStatuses(status, presale).map((next) => ({
          value: next,
          label: t(`display.status.project.${next}`),
        }))}
        required
      />
    </Form>
  );
}

export interface ProjectStatusDialogProps extends ActionState {
  /** The project's name, in the dialog's question. */
  name: string;
  /** Where the project stands: only the statuses it may move to are offered. */
  status: ProjectStatus;
  /** Whether it was created with presale terms: only then may it take bookings. */
  presale: boolean;
  /** Called with the status picked. */
  onConfirm: (status: ProjectStatus) => void;
}

/**
 * Change status: a button, then a dialog offering only the statuses the project may move to from
 * where it stands, and saying that members see the change at once. A closed project has none,
 * and no button.
 */
export function ProjectStatusDialog({
  name,
  status,
  presale,
  onConfirm,
  loading,
  disabled,
}: ProjectStatusDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (nextStatuses(status, presale).length === 0) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('console.projects.status.title', { name })}
      description={t('console.projects.status.message')}
      trigger={
        <Button variant="secondary" size="sm" loading={loading} disabled={disabled}>
          {t('console.projects.status.action')}
        </Button>
      }
    >
      <StatusForm
        status={status}
        presale={presale}
        onConfirm={(next) => {
          setOpen(false);
          onConfirm(next);
        }}
        onBack={() => setOpen(false)}
      />
    </Dialog>
  );
}
