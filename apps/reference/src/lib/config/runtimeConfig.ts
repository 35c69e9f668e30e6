/** Settings read at run time from `config.json` next to index.html, so one build serves any backend. */
export interface RuntimeConfig {
  /**
   * Origin (optionally with a path prefix) of the API; requests go to `<apiOrigin>/h5/api/...`.
   * Empty: the origin the app is served from.
   */
  apiOrigin: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiOrigin: '' };

/** Where the file is served: next to index.html (the app's base is `/`). */
export const RUNTIME_CONFIG_URL = '/config.json';

/** The config, or why the defaults apply instead. */
export type RuntimeConfigReading =
  { ok: true; config: RuntimeConfig } | { ok: false; config: RuntimeConfig; problem: string };

/** An http(s) URL without query or fragment, trailing slashes removed; null when it is not one. */
function apiOriginOf(value: string): string | null {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash || url.username || url.password) return null;
    return trimmed;
  } catch {
    return null;
  }
}

/** Reads the parsed `config.json`; anything missing or malformed falls back to the same origin. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfigReading {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, config: DEFAULT_RUNTIME_CONFIG, problem: 'config.json is not an object' };
  const value = (raw as Record<string, unknown>)['apiOrigin'];
  if (value === undefined) return { ok: true, config: DEFAULT_RUNTIME_CONFIG };
  const apiOrigin = typeof value === 'string' ? apiOriginOf(value) : null;
  if (apiOrigin === null)
    return {
      ok: false,
      config: DEFAULT_RUNTIME_CONFIG,
      problem: `apiOrigin must be empty or an http(s) URL, got ${JSON.stringify(value)}`,
    };
  return { ok: true, config: { apiOrigin } };
}

/**
 * Fetches and reads `config.json` once. A missing file, a network failure or a malformed file is
 * not fatal: the app talks to the origin it was served from, and the problem is logged.
 */
export async function loadRuntimeConfig(
  fetchFn: typeof fetch,
  log: (message: string) => void,
  url: string = RUNTIME_CONFIG_URL,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) {
      log(`${url}: HTTP ${response.status}, using the same origin for the API`);
      return DEFAULT_RUNTIME_CONFIG;
    }
    const reading = parseRuntimeConfig(await response.json());
    if (!reading.ok) log(`${url}: ${reading.problem}; using the same origin for the API`);
    return reading.config;
  } catch (error) {
    log(`${url}: ${error instanceof Error ? error.message : String(error)}; using the same origin`);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
