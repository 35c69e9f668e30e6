import { SELL_STEP_PARAMS, tonUnit } from '@carbonmarket/domain';
import type { SellForm } from '@carbonmarket/domain/contract';
import { TextField } from '../../../../components/TextField/TextField';
import type { TextFieldProps } from '../../../../components/TextField/TextField';
import { useBoundField } from '../../../../forms/useBoundField';
import { useLocale } from '../../../../i18n/useLocale';

/** What the sale form holds while it is filled in. */
export interface SellValues {
  quantity: string;
}

/**
 * The tons to sell, typed as a decimal (a phone shows its decimal keyboard), with the ton unit
 * after it. Its messages carry the step (SELL_QUANTITY_INVALID says "in steps of 0.001 t").
 */
export function SellQuantityField(
  props: Pick<TextFieldProps, 'label' | 'hint' | 'disabled' | 'trailingAction'>,
) {
  const locale = useLocale();
  const { ref, name, onChange, onBlur, text, message } = useBoundField<
    SellValues,
    SellForm,
    string
  >({ name: 'quantity' });
  return (
    <TextField
      {...props}
      ref={ref}
      name={name}
      value={text}
      onChange={(typed) => onChange(typed.replace(',', '.'))}
      onBlur={onBlur}
      inputMode="decimal"
      autoComplete="off"
      maxLength={16}
      required
      suffix={tonUnit(locale)}
      error={message(SELL_STEP_PARAMS)}
    />
  );
}
