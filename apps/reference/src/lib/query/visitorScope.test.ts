import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getBalances, getBaseConfig } from '@carbonmarket/domain';
import { isVisitorData, shareAcrossVisitors } from './visitorScope';
import { keyOf } from './endpointKeys';

describe('visitor scope', () => {
  it('a visitor change removes every query but those shared across visitors', () => {
    const client = new QueryClient();
    shareAcrossVisitors(client, keyOf(getBaseConfig));
    client.setQueryData(keyOf(getBaseConfig, {}), {} as never);
    client.setQueryData(keyOf(getBalances, {}), {} as never);
    client.removeQueries({ predicate: isVisitorData });
    expect(client.getQueryData(keyOf(getBaseConfig, {}))).toEqual({});
    expect(client.getQueryData(keyOf(getBalances, {}))).toBeUndefined();
  });
});
