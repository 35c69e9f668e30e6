import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointQuery } from './endpointQuery';
import { api } from '../api/api';

vi.mock('../api/api', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

beforeEach(() => {
  call.mockReset();
});

describe('endpointQuery', () => {
  it('keys the query by the endpoint and its input', () => {
    const input = { page: 1, pageSize: 3, lang: 'en' } as const;
    expect(endpointQuery(endpoints.news.list, input).queryKey).toEqual(['news', 'list', input]);
    expect(endpointQuery(endpoints.wallet.balances, {}).queryKey).toEqual([
      'wallet',
      'balances',
      {},
    ]);
  });

  it('calls the endpoint with its input and the abort signal of the query', async () => {
    call.mockResolvedValue({ available: '1.00' });
    const client = new QueryClient();
    const input = { page: 1, pageSize: 3, lang: 'cn' } as const;
    await expect(client.fetchQuery(endpointQuery(endpoints.news.list, input))).resolves.toEqual({
      available: '1.00',
    });
    expect(call).toHaveBeenCalledTimes(1);
    const [endpoint, sent, options] = call.mock.calls[0] ?? [];
    expect(endpoint).toBe(endpoints.news.list);
    expect(sent).toEqual(input);
    expect(options?.signal).toBeInstanceOf(AbortSignal);
  });

  it('aborts the call when the query is cancelled', async () => {
    let signal: AbortSignal | undefined;
    call.mockImplementation(
      (_endpoint, _input, options) =>
        new Promise((_resolve, reject) => {
          signal = options?.signal;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const client = new QueryClient();
    const options = endpointQuery(endpoints.wallet.balances, {});
    void client.fetchQuery(options).catch(() => undefined);
    await vi.waitFor(() => expect(signal).toBeDefined());
    await client.cancelQueries({ queryKey: options.queryKey });
    expect(signal?.aborted).toBe(true);
  });

  it('passes other options through', () => {
    const select = (data: { available: unknown }) => data.available;
    const options = endpointQuery(
      endpoints.wallet.balances,
      {},
      { enabled: false, staleTime: 5, select },
    );
    expect(options.enabled).toBe(false);
    expect(options.staleTime).toBe(5);
    expect(options.select).toBe(select);
  });
});
