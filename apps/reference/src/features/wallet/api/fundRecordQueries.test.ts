import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { balancesWire, endpoints } from '@carbonmarket/domain/contract';
import { keyOf } from '../../../lib/query/endpointKeys';
import { balancesChanged } from '../../../lib/query/cacheChanges';
import { fundRecordPagesQuery } from './fundRecordQueries';

const balances = balancesWire.parse({
  available: '1145.95',
  frozen: '0.00',
  pending: '0.00',
  declined: '0.00',
  credits: { normal: '12', presale: '3' },
});

describe('fundRecordPagesQuery', () => {
  it('keys every type and each type apart, under the endpoint, naming no type for every type', () => {
    const all = fundRecordPagesQuery(undefined).queryKey;
    const topUps = fundRecordPagesQuery('top_up').queryKey;
    expect(all).toEqual([...keyOf(endpoints.wallet.fundRecords, { pageSize: 20 }), 'pages']);
    expect(topUps).toEqual([
      ...keyOf(endpoints.wallet.fundRecords, { pageSize: 20, type: 'top_up' }),
      'pages',
    ]);
    expect(Object.keys(all[2] as object)).toEqual(['pageSize']);
  });

  it('asks from the first page, and for a guest not at all', () => {
    expect(fundRecordPagesQuery('sale').initialPageParam).toBe(1);
    expect(fundRecordPagesQuery('sale').enabled).toBe(true);
    expect(fundRecordPagesQuery('sale', false).enabled).toBe(false);
  });

  it('is marked stale, filtered or not, when the balances change', () => {
    const client = new QueryClient();
    const lists = [fundRecordPagesQuery(undefined), fundRecordPagesQuery('withdrawal')];
    for (const { queryKey } of lists) client.setQueryData(queryKey, { pages: [], pageParams: [] });
    balancesChanged(client, balances, 'push');
    for (const { queryKey } of lists)
      expect(client.getQueryState(queryKey)?.isInvalidated, String(queryKey)).toBe(true);
  });
});
