import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_PERIODS, MEMBERSHIP_LEVELS } from '@carbonmarket/domain';
import type { MembershipLevel } from '@carbonmarket/domain';
import { Button } from '../../../../components/Button/Button';
import { Dialog } from '../../../../components/Dialog/Dialog';
import { Form } from '../../../../forms/Form';
import { FormSelect } from '../../../../forms/FormSelect';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { ActionState } from '../../shared/itemActions';
import type { MembershipChange } from '../memberTypes';
import { membershipChangeOf, membershipFormSchema } from './membershipForm';
import type { MembershipValues } from './membershipForm';

/** The level and its period, and the dialog's two buttons; a fresh form each time. */
function MembershipForm({
  current,
  now,
  onConfirm,
  onBack,
}: {
  current: MembershipLevel;
  now: Date;
  onConfirm: (change: MembershipChange) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useDomainForm<MembershipValues, MembershipValues>(membershipFormSchema, {
    level: current,
    period: '',
  });
  const paid = form.watch('level') !== 'P0';
  return (
    <Form
      form={form}
      onSubmit={(values) => onConfirm(membershipChangeOf(values, now))}
      actions={
        <>
          <Button type="submit" fullWidth>
            {t('console.members.membership.confirm')}
          </Button>
          <Button variant="secondary" fullWidth onClick={onBack}>
            {t('console.reasonDialog.back')}
          </Button>
        </>
      }
    >
      <FormSelect
        control={form.control}
        name="level"
        label={t('console.members.membership.level')}
        options={MEMBERSHIP_LEVELS.map((level) => ({ value: level, label: level }))}
        required
      />
      {paid ? (
        <FormSelect
          control={form.control}
          name="period"
          label={t('console.members.membership.period')}
          placeholder={t('console.members.membership.choosePeriod')}
          options={BILLING_PERIODS.map((period) => ({
            value: period,
            label: t(`console.members.membership.periods.${period}`),
          }))}
          required
        />
      ) : null}
    </Form>
  );
}

export interface MembershipDialogProps extends ActionState {
  /** The member's level now: chosen when the dialog opens. */
  current: MembershipLevel;
  /** The member's name, for the dialog's question. */
  name: string;
  /** The server's time now: a paid level runs its period from it. */
  now: Date;
  /** Called with the level and its expiry (none for P0). */
  onConfirm: (change: MembershipChange) => void;
}

/**
 * Set the membership: its button, then a dialog with the level (P0 to P5) and, for a paid level,
 * how long it runs from now (a month or a year, as a member's own plan). No money moves.
 */
export function MembershipDialog({
  current,
  name,
  now,
  onConfirm,
  loading,
  disabled,
}: MembershipDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('console.members.membership.title', { name })}
      description={t('console.members.membership.message')}
      trigger={
        <Button variant="secondary" size="sm" loading={loading} disabled={disabled}>
          {t('console.members.membership.action')}
        </Button>
      }
    >
      <MembershipForm
        current={current}
        now={now}
        onConfirm={(change) => {
          setOpen(false);
          onConfirm(change);
        }}
        onBack={() => setOpen(false)}
      />
    </Dialog>
  );
}
