import { describe, expect, it, vi } from 'vitest';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';
import { createI18n, errorTextOf } from '@carbonmarket/ui';
import { createFeedbackChannel } from '../../lib/feedback/feedbackChannel';
import { fakeFetch } from '../../testing/fakeFetch';
import type { FakeAnswer } from '../../testing/fakeFetch';
import { createOperatorSessionStore } from '../session/operatorSessionStore';
import { createConsoleApi } from './createConsoleApi';

/** A console client over a fake server, signed in as an operator. */
function setup(answer: FakeAnswer) {
  const memory = new Map<string, string>();
  const session = createOperatorSessionStore({
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  });
  session.set({
    token: 'operator-token',
    operator: { id: 4, name: 'Mei Lin', email: 'mei.lin@greenmarket.sg', role: 'operator' },
  });
  const ended = vi.fn<(reason: ErrorCode) => void>();
  const http = fakeFetch(answer);
  const api = createConsoleApi({
    fetch: http.fetch,
    createXhr: () => {
      throw new Error('no uploads here');
    },
    origin: () => 'https://console.example.com',
    errorText: errorTextOf(createI18n('en').t),
    feedback: createFeedbackChannel(),
    log: vi.fn(),
    session,
    lang: () => 'en',
    onSessionEnded: ended,
  });
  return { api, session, ended, http };
}

const refusal = (code: ErrorCode) => ({ body: { code: 1, msg: code, data: null } });

describe("the console's API client", () => {
  it("sends the operator's token", async () => {
    const { api, http } = setup(refusal('OPERATION_FAILED'));
    await api.request(adminEndpoints.me, {});
    expect(http.seen[0]?.headers['authorization']).toBe('operator-token');
  });

  it.each(['OPERATOR_SESSION_ENDED', 'ADMIN_ACCESS_DENIED', 'OPERATOR_LOCKED'] as const)(
    'clears the session on %s and says so once',
    async (code) => {
      const { api, session, ended } = setup(refusal(code));
      const result = await api.request(adminEndpoints.me, {});
      expect(result.ok).toBe(false);
      expect(session.get()).toBeNull();
      expect(ended).toHaveBeenCalledExactlyOnceWith(code);
      // A second refusal, with no session left, says nothing more.
      await api.request(adminEndpoints.me, {});
      expect(ended).toHaveBeenCalledOnce();
    },
  );

  it('reads a reply without a session as the session ended', async () => {
    const { api, session, ended } = setup({ body: { code: -1, msg: '', data: null } });
    await api.request(adminEndpoints.me, {});
    expect(session.get()).toBeNull();
    expect(ended).toHaveBeenCalledExactlyOnceWith('OPERATOR_SESSION_ENDED');
  });

  it("keeps the session on other refusals, a member's session-ending ones included", async () => {
    for (const code of ['OPERATOR_ROLE_REQUIRED', 'ACCOUNT_LOCKED', 'SESSION_EXPIRED'] as const) {
      const { api, session, ended } = setup(refusal(code));
      await api.request(adminEndpoints.me, {});
      expect(session.get(), code).not.toBeNull();
      expect(ended, code).not.toHaveBeenCalled();
    }
  });
});
