import { useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { consoleApi, operatorSession } from '../consoleServices';

/**
 * Signs the operator out: the server ends the session (it would end anyway after 15 minutes
 * unused, so a failure there does not keep the operator in), the tab forgets it and the cache of
 * queues and members is dropped.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void consoleApi.request(adminEndpoints.signOut, {}, { feedback: 'silent' }).finally(() => {
      operatorSession.clear();
      queryClient.clear();
    });
  };
}
