import { keyOf } from '../../lib/query/endpointKeys';
import { endpoints } from '@carbonmarket/domain/contract';
import { shareAcrossVisitors } from '../../lib/query/visitorScope';
import { api } from '../../lib/api/api';
import { baseSettingsStore, log } from '../../lib/services';
import { queryClient } from '../../lib/query/queryCache';

/**
 * GET /login/baseconfig at start-up (spec section 7): the settings are kept under `baseSettings`
 * (wire form, so the version and socket host survive a reload) and in the query cache. A failure
 * is only logged: the last stored settings, if any, stay in use.
 */
export async function loadBaseConfig(): Promise<void> {
  const result = await api.request(endpoints.config.base, {}, { feedback: 'silent' });
  if (!result.ok) {
    log(`base config not loaded (${result.error.kind}: ${result.error.code})`);
    return;
  }
  shareAcrossVisitors(queryClient, keyOf(endpoints.config.base));
  queryClient.setQueryData(keyOf(endpoints.config.base, {}), result.data);
  // Money and dates serialise back to their wire text, so this is what the server sent.
  baseSettingsStore.set(JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>);
}
