import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@carbonmarket/domain';
import { IconButton } from '../IconButton/IconButton';
import { ActionSheet } from '../ActionSheet/ActionSheet';
import { toLocale } from '../../i18n/locale';
import type { Locale } from '../../i18n/locale';

export interface LanguageSwitchProps {
  /** The language in use. */
  value: Locale;
  /** Called with the language chosen (also when it is the current one). */
  onChange: (locale: Locale) => void;
}

/**
 * A globe button for the navigation bar that opens a sheet listing the languages, each named in
 * its own language (English, 中文).
 */
export function LanguageSwitch({ value, onChange }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ActionSheet
      // As the sheet's trigger, the globe gets the focus back when the sheet closes.
      trigger={<IconButton icon="globe" label={t('screens.languageSwitch.label')} />}
      open={open}
      onOpenChange={setOpen}
      title={t('screens.languageSwitch.title')}
      description={t('screens.languageSwitch.current', {
        language: t(`common.languages.${value}`),
      })}
      actions={LOCALES.map((locale) => ({ key: locale, label: t(`common.languages.${locale}`) }))}
      onSelect={(key) => onChange(toLocale(key))}
    />
  );
}
