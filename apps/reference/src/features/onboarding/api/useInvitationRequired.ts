import { useSyncExternalStore } from 'react';
import { baseSettingsStore } from '../../../lib/services';
import { invitationRequired } from './invitationRequired';

/** Whether the operator requires an invitation code to register, following base config. */
export function useInvitationRequired(): boolean {
  return useSyncExternalStore(baseSettingsStore.subscribe, () =>
    invitationRequired(baseSettingsStore.get()),
  );
}
