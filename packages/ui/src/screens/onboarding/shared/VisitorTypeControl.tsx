import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/SegmentedControl/SegmentedControl';
import type { SegmentedControlOption } from '../../../components/SegmentedControl/SegmentedControl';

/** The account types that log in or register with credentials (guests need none). */
export type MemberVisitorType = 'personal' | 'corporate';

export interface VisitorTypeControlProps {
  /** The group's visible name ("Log in as", "Account type"). */
  label: string;
  /** The selected type. */
  value: MemberVisitorType;
  /** Called with the newly selected type. */
  onChange: (value: MemberVisitorType) => void;
  /** Greys out both segments. @default false */
  disabled?: boolean;
}

/** The two member types as segments, personal first. */
export function useVisitorTypeOptions(): readonly SegmentedControlOption<MemberVisitorType>[] {
  const { t } = useTranslation();
  return [
    { value: 'personal', label: t('forms.visitorType.personal') },
    { value: 'corporate', label: t('forms.visitorType.corporate') },
  ];
}

/** Personal or corporate, side by side: the first choice of the login and registration forms. */
export function VisitorTypeControl({ label, value, onChange, disabled }: VisitorTypeControlProps) {
  const options = useVisitorTypeOptions();
  return (
    <SegmentedControl<MemberVisitorType>
      label={label}
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={options}
    />
  );
}
