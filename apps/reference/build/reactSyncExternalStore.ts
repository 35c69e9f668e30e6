/*
 * What react-i18next imports as `use-sync-external-store/shim`: the shim exists for React before
 * 18 and carries a fallback implementation; the React the app runs has the hook built in, so the
 * build resolves the shim to React's own (see vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
