/** What came back from one attempt, before the reply is read. */
export type Transmission =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'failure'; error: unknown }
  | { kind: 'aborted' };

/** A response body: JSON when it parses, the text otherwise, undefined when empty. */
export function readBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
