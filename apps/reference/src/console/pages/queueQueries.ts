import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, adminEndpoints } from '@carbonmarket/domain/contract';
import type { ConsolePush } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/domain';
import { consoleApi } from '../consoleServices';

/** The first key part of every console query. */
export const CONSOLE_QUERY_ROOT = 'console';

/** A payment queue's key: what a push of that queue makes stale. */
export const queueKey = (queue: ConsolePush['queue']) => [CONSOLE_QUERY_ROOT, queue] as const;

/** The oldest items of each queue, as many as one page holds: the work to do first. */
const FIRST_PAGE = { page: 1, pageSize: MAX_PAGE_SIZE } as const;

export const topUpsQuery = () =>
  queryOptions({
    queryKey: queueKey('topUps'),
    queryFn: ({ signal }) => consoleApi.call(adminEndpoints.pendingTopUps, FIRST_PAGE, { signal }),
  });

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: queueKey('withdrawals'),
    queryFn: ({ signal }) =>
      consoleApi.call(adminEndpoints.processingWithdrawals, FIRST_PAGE, { signal }),
  });

/** The pending sales, with the projects' names in the console's language. */
export const salesQuery = (lang: Locale) =>
  queryOptions({
    queryKey: [...queueKey('sales'), lang],
    queryFn: ({ signal }) =>
      consoleApi.call(adminEndpoints.pendingSales, { ...FIRST_PAGE, lang }, { signal }),
  });

/** The payouts' approval threshold, read again with the withdrawals (four eyes' amount). */
export const payoutSettingsQuery = () =>
  queryOptions({
    queryKey: [...queueKey('withdrawals'), 'threshold'] as const,
    queryFn: ({ signal }) => consoleApi.call(adminEndpoints.payoutSettings, {}, { signal }),
  });
