import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { areaKeyOf, keyOf } from './endpointKeys';

describe('keys derived from the contract', () => {
  it('are the parts of the name, then the input ({} when there is none)', () => {
    expect(keyOf(endpoints.wallet.balances, {})).toEqual(['wallet', 'balances', {}]);
    expect(keyOf(endpoints.news.list, { page: 2, lang: 'en' })).toEqual([
      'news',
      'list',
      { page: 2, lang: 'en' },
    ]);
    expect(
      keyOf({ name: 'wallet.balances' } as typeof endpoints.wallet.balances, undefined as never),
    ).toEqual(['wallet', 'balances', {}]);
  });

  it('shorten to the endpoint and to its area', () => {
    expect(keyOf(endpoints.wallet.balances)).toEqual(['wallet', 'balances']);
    expect(areaKeyOf(endpoints.wallet.balances)).toEqual(['wallet']);
    expect(areaKeyOf(endpoints.orders.detail)).toEqual(['orders']);
  });

  it('follow the name, whatever the endpoint is called in code', () => {
    const renamed = { ...endpoints.wallet.balances, name: 'purse.totals' };
    expect(keyOf(renamed, {})).toEqual(['purse', 'totals', {}]);
  });

  it('invalidate by prefix: an endpoint hits all its inputs, an area all its endpoints', async () => {
    const client = new QueryClient();
    const entries: QueryKey[] = [
      keyOf(endpoints.orders.list, { page: 1 }),
      keyOf(endpoints.orders.list, { page: 2 }),
      keyOf(endpoints.orders.detail, { id: 5 }),
      keyOf(endpoints.wallet.balances, {}),
      keyOf(endpoints.wallet.fundRecords, { page: 1 }),
      keyOf(endpoints.wallet.topUp, { id: 2 }),
    ];
    for (const key of entries) client.setQueryData(key, {});
    const invalidated = () => entries.map((key) => client.getQueryState(key)?.isInvalidated);

    await client.invalidateQueries({ queryKey: keyOf(endpoints.orders.list) });
    expect(invalidated()).toEqual([true, true, false, false, false, false]);

    await client.invalidateQueries({ queryKey: keyOf(endpoints.wallet.fundRecords) });
    expect(invalidated()).toEqual([true, true, false, false, true, false]);

    await client.invalidateQueries({ queryKey: areaKeyOf(endpoints.orders.list) });
    expect(invalidated()).toEqual([true, true, true, false, true, false]);

    await client.invalidateQueries({ queryKey: areaKeyOf(endpoints.wallet.balances) });
    expect(invalidated()).toEqual([true, true, true, true, true, true]);
  });

  it('reach one entry exactly with its input', () => {
    const client = new QueryClient();
    client.setQueryData(keyOf(endpoints.orders.detail, { id: 5 }), { id: 5 } as never);
    expect(client.getQueryData(keyOf(endpoints.orders.detail, { id: 5 }))).toEqual({ id: 5 });
    expect(client.getQueryData(keyOf(endpoints.orders.detail, { id: 6 }))).toBeUndefined();
  });
});
