import { useTranslation } from 'react-i18next';
import { formatMoney, isNegative, isZero } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { useLocale } from '../../i18n/useLocale';
import { AmountRoot, AmountSuffix, toneOfSign } from './Amount.styles';
import type { AmountSize, AmountTone } from './Amount.styles';

export type { AmountSize, AmountTone };

export interface AmountProps {
  /** The amount of Singapore dollars, shown as `S$1,234.50`. */
  value: Money;
  /** `sm` 14 px in lists, `md` 16 px, `lg` 20 px for totals, `xl` 30 px for a balance. @default 'md' */
  size?: AmountSize;
  /**
   * Colour: `positive` for money coming in, `negative` for money going out, `muted` for
   * secondary figures. @default 'default', or with `signed` the tone of the sign
   */
  tone?: AmountTone;
  /** Writes `+` before amounts above zero (amounts below zero always carry `-`), as ledger entries do. @default false */
  signed?: boolean;
  /** Adds the translated per-ton unit after the amount, for prices. @default false */
  perTon?: boolean;
}

/** An SGD amount with tabular figures, formatted by the domain for the current language. */
export function Amount({ value, size = 'md', tone, signed = false, perTon = false }: AmountProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sign = isNegative(value) ? -1 : isZero(value) ? 0 : 1;
  const text = `${signed && sign > 0 ? '+' : ''}${formatMoney(value, locale)}`;
  return (
    <AmountRoot $size={size} $tone={tone ?? (signed ? toneOfSign(sign) : 'default')}>
      <span>{text}</span>
      {perTon ? <AmountSuffix $size={size}>{t('display.amount.perTon')}</AmountSuffix> : null}
    </AmountRoot>
  );
}
