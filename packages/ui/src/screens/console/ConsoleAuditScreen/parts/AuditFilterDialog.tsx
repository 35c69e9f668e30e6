import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_TARGET_TYPES } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Dialog } from '../../../../components/Dialog/Dialog';
import { FormLayout } from '../../../../components/FormLayout/FormLayout';
import { Select } from '../../../../components/Select/Select';
import { TextField } from '../../../../components/TextField/TextField';
import type { AuditFilters } from '../auditTypes';
import { AUDIT_ACTIONS, actionName } from './auditActions';
import { actionLabel, targetTypeLabel } from './auditLabels';
import { activeFilterCount, auditFiltersOf, filterInputOf } from './auditFilters';
import type { AuditFilterInput } from './auditFilters';

/** Ids are whole numbers: anything else typed is dropped as it is typed. */
const digitsOf = (text: string) => text.replace(/\D/g, '');
const ID_MAX_LENGTH = 9;

/** The form, filled with the filters in force each time the dialog opens. */
function FilterForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState<AuditFilterInput>(() => filterInputOf(filters));
  const set = (field: keyof AuditFilterInput) => (value: string) =>
    setInput((current) => ({ ...current, [field]: value }));
  return (
    <FormLayout
      onSubmit={() => onApply(auditFiltersOf(input))}
      actions={
        <>
          <Button type="submit" fullWidth>
            {t('console.audit.filters.apply')}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => onApply({})}>
            {t('console.audit.filters.clear')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('console.audit.filters.operatorId')}
        hint={t('console.audit.filters.operatorIdHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ID_MAX_LENGTH}
        value={input.operatorId}
        onChange={(typed) => set('operatorId')(digitsOf(typed))}
      />
      <Select
        label={t('console.audit.filters.action')}
        value={input.action}
        onChange={set('action')}
        options={[
          { value: '', label: t('console.audit.filters.anyAction') },
          ...AUDIT_ACTIONS.map((action) => ({
            value: actionName(action),
            label: actionLabel(t, actionName(action)),
          })),
        ]}
      />
      <Select
        label={t('console.audit.filters.targetType')}
        value={input.targetType}
        onChange={set('targetType')}
        options={[
          { value: '', label: t('console.audit.filters.anyTarget') },
          ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: targetTypeLabel(t, type) })),
        ]}
      />
      <TextField
        label={t('console.audit.filters.targetId')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ID_MAX_LENGTH}
        value={input.targetId}
        onChange={(typed) => set('targetId')(digitsOf(typed))}
      />
    </FormLayout>
  );
}

export interface AuditFilterDialogProps {
  /** The filters in force: the form opens with them, and the button counts them. */
  filters: AuditFilters;
  /** Called with the filters chosen (none, after Clear filters); the dialog then closes. */
  onFilter: (filters: AuditFilters) => void;
}

/**
 * The Filter button (with the number of filters in force) and its dialog: a staff member's id,
 * an action, a kind of target and a target's id, any of them left empty. Apply narrows the trail
 * to what is filled in; Clear filters shows it all.
 */
export function AuditFilterDialog({ filters, onFilter }: AuditFilterDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('console.audit.filters.title')}
      showClose
      trigger={
        <Button variant="secondary" size="sm" icon="search">
          {count === 0
            ? t('console.audit.filters.open')
            : t('console.audit.filters.openActive', { count })}
        </Button>
      }
    >
      <FilterForm
        filters={filters}
        onApply={(chosen) => {
          setOpen(false);
          onFilter(chosen);
        }}
      />
    </Dialog>
  );
}
