import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import {
  getBalances,
  getTopUp,
  listFundRecords,
  newsList,
  orderDetail,
  orderList,
} from '@carbonmarket/domain';
import { areaKeyOf, keyOf } from './endpointKeys';

describe('keys derived from the contract', () => {
  it('are the parts of the name, then the input ({} when there is none)', () => {
    expect(keyOf(getBalances, {})).toEqual(['wallet', 'balances', {}]);
    expect(keyOf(newsList, { page: 2, lang: 'en' })).toEqual([
      'news',
      'list',
      { page: 2, lang: 'en' },
    ]);
    expect(keyOf({ name: 'wallet.balances' } as typeof getBalances, undefined as never)).toEqual([
      'wallet',
      'balances',
      {},
    ]);
  });

  it('shorten to the endpoint and to its area', () => {
    expect(keyOf(getBalances)).toEqual(['wallet', 'balances']);
    expect(areaKeyOf(getBalances)).toEqual(['wallet']);
    expect(areaKeyOf(orderDetail)).toEqual(['orders']);
  });

  it('follow the name, whatever the endpoint is called in code', () => {
    const renamed = { ...getBalances, name: 'purse.totals' };
    expect(keyOf(renamed, {})).toEqual(['purse', 'totals', {}]);
  });

  it('invalidate by prefix: an endpoint hits all its inputs, an area all its endpoints', async () => {
    const client = new QueryClient();
    const entries: QueryKey[] = [
      keyOf(orderList, { page: 1 }),
      keyOf(orderList, { page: 2 }),
      keyOf(orderDetail, { id: 5 }),
      keyOf(getBalances, {}),
      keyOf(listFundRecords, { page: 1 }),
      keyOf(getTopUp, { id: 2 }),
    ];
    for (const key of entries) client.setQueryData(key, {});
    const invalidated = () => entries.map((key) => client.getQueryState(key)?.isInvalidated);

    await client.invalidateQueries({ queryKey: keyOf(orderList) });
    expect(invalidated()).toEqual([true, true, false, false, false, false]);

    await client.invalidateQueries({ queryKey: keyOf(listFundRecords) });
    expect(invalidated()).toEqual([true, true, false, false, true, false]);

    await client.invalidateQueries({ queryKey: areaKeyOf(orderList) });
    expect(invalidated()).toEqual([true, true, true, false, true, false]);

    await client.invalidateQueries({ queryKey: areaKeyOf(getBalances) });
    expect(invalidated()).toEqual([true, true, true, true, true, true]);
  });

  it('reach one entry exactly with its input', () => {
    const client = new QueryClient();
    client.setQueryData(keyOf(orderDetail, { id: 5 }), { id: 5 } as never);
    expect(client.getQueryData(keyOf(orderDetail, { id: 5 }))).toEqual({ id: 5 });
    expect(client.getQueryData(keyOf(orderDetail, { id: 6 }))).toBeUndefined();
  });
});
