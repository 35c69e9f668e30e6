// The app's API requests as a journey sees them: each named after the contract's endpoint it
// calls, counted from a moment the journey chooses until the page has been quiet for a while.
import { expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { API_BASE_PATH } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Endpoint } from '@carbonmarket/domain/contract';

/** How long no request may be under way before the page counts as settled. */
const QUIET_MS = 1_500;

const allEndpoints: Endpoint[] = Object.values(endpoints).flatMap(
  (area) => Object.values(area) as Endpoint[],
);

/** `GET wallet.balances`: the endpoint a request calls, or its method and path when none. */
function endpointOf(request: Request): string | null {
  const { pathname } = new URL(request.url());
  if (!pathname.startsWith(API_BASE_PATH)) return null;
  const path = pathname.slice(API_BASE_PATH.length);
  const endpoint = allEndpoints.find(
    (candidate) => candidate.path === path && candidate.method === request.method(),
  );
  return `${request.method()} ${endpoint?.name ?? path}`;
}

export interface RequestLog {
  /** How many requests went to each endpoint since `start` (`GET orders.list`: 1). */
  counts: () => Record<string, number>;
  /** The requests to `GET` endpoints (the queries) that went out more than once. */
  repeatedQueries: () => Record<string, number>;
  /** Resolves once no API request has been under way for QUIET_MS. */
  settled: () => Promise<void>;
  stop: () => void;
}

/** Starts recording the page's API requests (the socket is not a request and is not counted). */
export function recordRequests(page: Page): RequestLog {
  const seen: string[] = [];
  const open = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    const name = endpointOf(request);
    if (name === null) return;
    seen.push(name);
    open.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    if (!open.delete(request)) return;
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const counts = () => {
    const result: Record<string, number> = {};
    for (const name of seen) result[name] = (result[name] ?? 0) + 1;
    return result;
  };
  return {
    counts,
    repeatedQueries: () =>
      Object.fromEntries(
        Object.entries(counts()).filter(([name, count]) => name.startsWith('GET ') && count > 1),
      ),
    settled: () =>
      expect
        .poll(() => open.size === 0 && Date.now() - lastActivity >= QUIET_MS, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(true),
    stop: () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}
