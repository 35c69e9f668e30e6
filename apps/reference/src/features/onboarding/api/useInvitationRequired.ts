import { useSyncExternalStore } from 'react';
import { baseSettingsStore } from '../../../lib/services';
import { invitationRequired } from './invitationRequired';

/** Whether the operator requires an invitation code to register, following base config. */
export function useInvitationRequired(): boolean {
  // The prerendered page (and its hydration) assumes no base config yet: no invitation field.
  return useSyncExternalStore(
    baseSettingsStore.subscribe,
    () => invitationRequired(baseSettingsStore.get()),
    () => false,
  );
}
