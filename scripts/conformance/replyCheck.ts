import type { z } from 'zod';
import type { Endpoint } from '@carbonmarket/domain/contract';
import {
  refusalEnvelope,
  sessionEndedEnvelope,
  successEnvelope,
} from '@carbonmarket/domain/openapi';

/** How a reply read: one of the envelope's three shapes, or why it is none of them. */
export type ReplyReading =
  | { kind: 'success'; data: unknown }
  | { kind: 'refusal'; code: string }
  | { kind: 'sessionEnded'; code: string }
  | { kind: 'mismatch'; problem: string };

const describe = (error: z.ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`)
    .join('; ');

/**
 * Reads one reply of `endpoint` as the contract has it: HTTP 200, JSON, and the envelope with
 * the endpoint's data on success (parsed with the endpoint's own reply schema), a catalogue code
 * on a refusal, or the end of the session.
 */
export function readReply(
  endpoint: Endpoint,
  status: number,
  contentType: string | null,
  body: string,
): ReplyReading {
  if (status !== 200) return { kind: 'mismatch', problem: `HTTP ${status}, not 200` };
  if (!contentType?.startsWith('application/json'))
    return { kind: 'mismatch', problem: `content type ${contentType ?? 'missing'}, not JSON` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: 'mismatch', problem: 'the body is not JSON' };
  }
  const code = (json as { code?: unknown } | null)?.code;
  if (code === 0) {
    const success = successEnvelope(endpoint.response).safeParse(json);
    return success.success
      ? { kind: 'success', data: success.data.data }
      : { kind: 'mismatch', problem: describe(success.error) };
  }
  if (typeof code === 'number' && code > 0) {
    const refusal = refusalEnvelope.safeParse(json);
    return refusal.success
      ? { kind: 'refusal', code: refusal.data.msg }
      : { kind: 'mismatch', problem: describe(refusal.error) };
  }
  const ended = sessionEndedEnvelope.safeParse(json);
  return ended.success
    ? { kind: 'sessionEnded', code: ended.data.msg }
    : { kind: 'mismatch', problem: describe(ended.error) };
}
