import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { isVisitorData, shareAcrossVisitors } from './visitorScope';
import { keyOf } from './endpointKeys';

describe('visitor scope', () => {
  it('a visitor change removes every query but those shared across visitors', () => {
    const client = new QueryClient();
    shareAcrossVisitors(client, keyOf(endpoints.config.base));
    client.setQueryData(keyOf(endpoints.config.base, {}), {} as never);
    client.setQueryData(keyOf(endpoints.wallet.balances, {}), {} as never);
    client.removeQueries({ predicate: isVisitorData });
    expect(client.getQueryData(keyOf(endpoints.config.base, {}))).toEqual({});
    expect(client.getQueryData(keyOf(endpoints.wallet.balances, {}))).toBeUndefined();
  });
});
