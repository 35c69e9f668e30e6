import { useSyncExternalStore } from 'react';
import { baseSettingsStore } from '../../../lib/services';
import { finalPaymentDays } from './finalPaymentDays';

/** The operator's days to pay a booking's final amount, following base config. */
export function useFinalPaymentDays(): number | undefined {
  return useSyncExternalStore(
    baseSettingsStore.subscribe,
    () => finalPaymentDays(baseSettingsStore.get()),
    () => undefined,
  );
}
