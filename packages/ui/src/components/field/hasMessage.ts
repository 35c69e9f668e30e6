import type { ReactNode } from 'react';

/** True when a message prop has something to show (not undefined, null, false or ''). */
export const hasMessage = (value: ReactNode): boolean =>
  value !== undefined && value !== null && value !== false && value !== '';
