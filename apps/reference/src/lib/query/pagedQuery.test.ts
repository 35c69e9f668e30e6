import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { itemsOf, nextPageOf, pagedQuery } from './pagedQuery';
import { keyOf } from './endpointKeys';
import { api } from '../api/api';

vi.mock('../api/api', () => ({ api: { call: vi.fn() } }));
const call = vi.mocked(api.call);

beforeEach(() => {
  call.mockReset();
});

const page = (number: number, items: number[], hasMore: boolean) => ({
  items,
  page: number,
  pageSize: 2,
  total: 5,
  hasMore,
});

describe('next page', () => {
  it('is the one after, while the reply says there are more', () => {
    expect(nextPageOf(page(1, [1, 2], true))).toBe(2);
    expect(nextPageOf(page(2, [3, 4], true))).toBe(3);
  });

  it('is none after the last page or an empty one', () => {
    expect(nextPageOf(page(3, [5], false))).toBeUndefined();
    expect(nextPageOf(page(1, [], false))).toBeUndefined();
    expect(nextPageOf(page(4, [], true))).toBeUndefined();
  });
});

describe('pagedQuery', () => {
  it('is keyed under the endpoint and its input, apart from single pages', () => {
    const options = pagedQuery(endpoints.wallet.fundRecords, { pageSize: 2, type: 'top_up' });
    expect(options.queryKey).toEqual([
      'wallet',
      'fundRecords',
      { pageSize: 2, type: 'top_up' },
      'pages',
    ]);
    expect(options.queryKey.slice(0, 2)).toEqual(keyOf(endpoints.wallet.fundRecords));
    expect(options.initialPageParam).toBe(1);
  });

  it('loads page 1, then the next pages with the signal, and flattens their items', async () => {
    const replies = [page(1, [1, 2], true), page(2, [3, 4], true), page(3, [5], false)];
    call.mockImplementation(async () => replies.shift());
    const client = new QueryClient();
    const options = pagedQuery(endpoints.projects.list, { pageSize: 2 });
    const observer = new InfiniteQueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    unsubscribe();
    expect(result.hasNextPage).toBe(false);
    expect(itemsOf(result.data)).toEqual([1, 2, 3, 4, 5]);
    expect(call.mock.calls.map(([, input]) => input)).toEqual([
      { pageSize: 2, page: 1 },
      { pageSize: 2, page: 2 },
      { pageSize: 2, page: 3 },
    ]);
    expect(call.mock.calls.every(([, , o]) => o?.signal instanceof AbortSignal)).toBe(true);
  });

  it('flattens nothing before the first page is in', () => {
    expect(itemsOf(undefined)).toEqual([]);
  });
});
