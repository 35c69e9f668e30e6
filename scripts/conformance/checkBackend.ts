import { z } from 'zod';
import { API_BASE_PATH } from '@carbonmarket/domain';
import { ENDPOINTS, endpoints } from '@carbonmarket/domain/contract';
import type { Endpoint } from '@carbonmarket/domain/contract';
import { readReply } from './replyCheck';
import type { ReplyReading } from './replyCheck';

/** A reply that does not read as the contract says. */
export interface Mismatch {
  endpoint: string;
  /** What was sent, as JSON. */
  input: string;
  problem: string;
}

export interface ConformanceReport {
  /** Requests sent. */
  calls: number;
  /** Endpoints that answered a success, its data read by their reply schema. */
  succeeded: string[];
  mismatches: Mismatch[];
}

/** Values for the inputs the tour knows how to fill: paging, an id of a listed project, a language. */
type Samples = Record<string, string | number>;

/** The input of `endpoint` filled from `samples`, or null when a required field has no sample. */
function sampleInput(endpoint: Endpoint, samples: Samples): Record<string, unknown> | null {
  const schema = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(schema.properties ?? {}))
    if (samples[name] !== undefined) input[name] = samples[name];
  return (schema.required ?? []).every((name) => name in input) ? input : null;
}

/**
 * Runs a backend at `baseUrl` through the contract and reports every reply that does not read as
 * the contract says. The tour: the base configuration, a guest session, then each endpoint a guest
 * may read with an input it can fill (paging, a listed project's id), then every endpoint of the
 * contract with an empty input, whose answer must still be the envelope (a success, a refusal with
 * a catalogue code, or the session's end). Nothing is sent that could move money or change an
 * account: no admin key, no idempotency key, only a guest's session, and its sign-out last.
 */
export async function checkBackend(baseUrl: string): Promise<ConformanceReport> {
  const report: ConformanceReport = { calls: 0, succeeded: [], mismatches: [] };
  let token: string | null = null;

  const call = async (
    endpoint: Endpoint,
    input: Record<string, unknown>,
  ): Promise<ReplyReading> => {
    const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const query = inQuery
      ? `?${new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)]))}`
      : '';
    const url = `${baseUrl.replace(/\/+$/, '')}${API_BASE_PATH}${endpoint.path}${query}`;
    report.calls += 1;
    let reading: ReplyReading;
    try {
      const res = await fetch(url, {
        method: endpoint.method,
        headers: {
          ...(token ? { Authorization: token } : {}),
          ...(inQuery ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(inQuery ? {} : { body: JSON.stringify(input) }),
      });
      reading = readReply(endpoint, res.status, res.headers.get('content-type'), await res.text());
    } catch (error) {
      reading = { kind: 'mismatch', problem: `no reply: ${String(error)}` };
    }
    if (reading.kind === 'mismatch')
      report.mismatches.push({
        endpoint: endpoint.name,
        input: JSON.stringify(input),
        problem: reading.problem,
      });
    if (reading.kind === 'success' && !report.succeeded.includes(endpoint.name))
      report.succeeded.push(endpoint.name);
    return reading;
  };

  await call(endpoints.config.base, {});
  const guest = await call(endpoints.auth.guestLogin, {});
  if (guest.kind === 'success') token = (guest.data as { token: string }).token;
  const listed = await call(endpoints.projects.list, { page: 1, pageSize: 10 });
  const projects = listed.kind === 'success' ? (listed.data as { items: { id: number }[] }) : null;
  const samples: Samples = { page: 1, pageSize: 10, lang: 'en' };
  if (projects?.items[0]) samples['id'] = projects.items[0].id;

  const readable = ENDPOINTS.filter(
    (endpoint) =>
      endpoint.method === 'GET' && (endpoint.access === 'public' || endpoint.access === 'visitor'),
  );
  for (const endpoint of readable) {
    const input = sampleInput(endpoint, samples);
    if (input !== null) await call(endpoint, input);
  }
  const last = (endpoint: Endpoint) => (endpoint === endpoints.auth.logout ? 1 : 0);
  for (const endpoint of [...ENDPOINTS].sort((a, b) => last(a) - last(b))) await call(endpoint, {});
  return report;
}
