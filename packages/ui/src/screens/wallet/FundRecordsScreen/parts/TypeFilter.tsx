import { useTranslation } from 'react-i18next';
import { FUND_RECORD_TYPES } from '@carbonmarket/domain';
import type { FundRecordType } from '@carbonmarket/domain';
import { Select } from '../../../../components/Select/Select';

/** The value of "All types" among the options: no type is named so. */
const ALL = 'all';

/** The type an option stands for, or null for all of them. */
const typeOf = (value: string): FundRecordType | null =>
  FUND_RECORD_TYPES.find((type) => type === value) ?? null;

export interface TypeFilterProps {
  /** The type shown, or null for every type. */
  value: FundRecordType | null;
  onChange: (type: FundRecordType | null) => void;
}

/**
 * Which records the list shows: every type, or one of the thirteen. A native select, so that a
 * phone offers its own picker for so many choices.
 */
export function TypeFilter({ value, onChange }: TypeFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('wallet.fundRecords.filter.label')}
      options={[
        { value: ALL, label: t('wallet.fundRecords.filter.all') },
        ...FUND_RECORD_TYPES.map((type) => ({
          value: type,
          label: t(`wallet.fundRecords.types.${type}`),
        })),
      ]}
      value={value ?? ALL}
      onChange={(picked) => onChange(typeOf(picked))}
    />
  );
}
