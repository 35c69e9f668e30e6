import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointMutation } from './endpointMutation';
import { api } from '../api/api';

vi.mock('../api/api', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({});
});

const run = <V>(options: ReturnType<typeof endpointMutation<never, V>>, variables: V) => {
  const client = new QueryClient();
  return client.getMutationCache().build(client, options).execute(variables);
};

describe('endpointMutation', () => {
  it('calls the endpoint with the input built from the variables and the call options', async () => {
    const answers = { q1: 'a' };
    const options = endpointMutation(endpoints.faq.answer, {
      input: (given: typeof answers) => ({ lang: 'cn' as const, answers: given }),
    });
    expect(options.mutationKey).toEqual(['faq', 'answer']);
    await run(options as never, answers);
    expect(call).toHaveBeenCalledWith(endpoints.faq.answer, { lang: 'cn', answers }, undefined);

    await run(
      endpointMutation(endpoints.auth.logout, { call: { feedback: 'silent' } }) as never,
      {},
    );
    expect(call).toHaveBeenLastCalledWith(endpoints.auth.logout, {}, { feedback: 'silent' });
  });

  it('fails with the error of the call', async () => {
    call.mockRejectedValueOnce(new Error('refused'));
    await expect(run(endpointMutation(endpoints.auth.logout) as never, {})).rejects.toThrow(
      'refused',
    );
  });
});
