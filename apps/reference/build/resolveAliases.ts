import path from 'node:path';
import type { Alias } from 'vite';

/**
 * The module replacements both builds (the member app's and the console's) make: every
 * `import … from 'zod'` of the app and its packages gets zod set to parse without eval (the CSP
 * allows no eval), and the `use-sync-external-store` shim gets React's own hook.
 */
export const resolveAliases = (appDir: string): Alias[] => [
  { find: /^zod$/, replacement: path.join(appDir, 'build/zodWithoutEval.ts') },
  {
    find: /^use-sync-external-store\/shim$/,
    replacement: path.join(appDir, 'build/reactSyncExternalStore.ts'),
  },
];
