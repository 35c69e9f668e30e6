import { RouterProvider } from 'react-router';
import { DesignSystemProvider } from '@carbonmarket/ui';
import { LanguageProvider } from './LanguageContext';
import { RouterLink } from './RouterLink';
import { router } from './router';

/** The reference app: language, design system and routes. */
export function App() {
  return (
    <LanguageProvider>
      {({ locale, i18n }) => (
        <DesignSystemProvider locale={locale} i18n={i18n} linkComponent={RouterLink}>
          <RouterProvider router={router} />
        </DesignSystemProvider>
      )}
    </LanguageProvider>
  );
}
