import { formatTons } from '@carbonmarket/domain';
import type { Tons } from '@carbonmarket/domain';
import { useLocale } from '../../i18n/useLocale';
import { AmountRoot, toneOfSign } from './Amount.styles';
import type { AmountSize, AmountTone } from './Amount.styles';

export interface TonsAmountProps {
  /** The quantity of carbon credits, shown as `1,250 t`. */
  value: Tons;
  /** `sm` 14 px in lists, `md` 16 px, `lg` 20 px, `xl` 30 px for a holding. @default 'md' */
  size?: AmountSize;
  /** Colour of the figure. @default 'default', or with `signed` the tone of the sign */
  tone?: AmountTone;
  /** Writes `+` before quantities above zero (below zero always carries `-`), for credit movements. @default false */
  signed?: boolean;
}

/** Sign of a quantity read from its exact text, so no float is involved. */
const signOf = (value: Tons): -1 | 0 | 1 => {
  const text = value.toString();
  if (/^-?0$/.test(text)) return 0;
  return text.startsWith('-') ? -1 : 1;
};

/** A quantity of tons with tabular figures, formatted by the domain for the current language. */
export function TonsAmount({ value, size = 'md', tone, signed = false }: TonsAmountProps) {
  const locale = useLocale();
  const sign = signOf(value);
  const text = `${signed && sign > 0 ? '+' : ''}${formatTons(value, locale)}`;
  return (
    <AmountRoot $size={size} $tone={tone ?? (signed ? toneOfSign(sign) : 'default')}>
      <span>{text}</span>
    </AmountRoot>
  );
}
