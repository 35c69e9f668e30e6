import type { FastifyInstance } from 'fastify';
import { isApiPath } from './origins';

/**
 * Every reply under `/h5/api` says `Cache-Control: no-store`: replies carry sessions, balances
 * and personal data, so no browser or proxy cache may keep them. Set when the reply goes out, so
 * success, refusal, error, not-found and idempotent replay are all covered by one hook.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
