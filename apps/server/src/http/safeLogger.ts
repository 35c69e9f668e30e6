import type { FastifyServerOptions } from 'fastify';

/** The `logger` option of Fastify: off, on, or pino options (level, stream, ...). */
export type LoggerOption = FastifyServerOptions['logger'];

/** A URL without its query string: `/h5/ws?mem_id=1&token=abc` -> `/h5/ws`. */
export const withoutQuery = (url: string): string => url.split('?')[0] ?? '';

/** Query parameter names that carry a session token, as the server's query parser reads them. */
const SECRET_NAMES = /^(?:access_)?token$/i;

/** A parameter name as the query parser reads it: percent-decoded (`%74oken` is `token`). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Replaces the value of any `token`-like query parameter in free text, whatever the spelling of
 * its name (any case, percent-encoded). The socket carries the session token in its URL (the
 * browser WebSocket API cannot send headers), so any log line that quotes a URL must not print it.
 */
export const scrubSecrets = (text: string): string =>
  text.replace(/([?&;])([^=&?;\s"'#]+)=([^&\s"'#;]*)/g, (whole, separator: string, name: string) =>
    SECRET_NAMES.test(decodedName(name)) ? `${separator}${name}=[redacted]` : whole,
  );

/** How deep nested log fields are searched for URLs; deeper values are logged as they are. */
const MAX_SCRUB_DEPTH = 6;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A log field with every string in it scrubbed: strings, arrays and plain objects, to a fixed
 * depth. Class instances (requests, errors) are left to their serializers.
 */
function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubSecrets(value);
  if (depth >= MAX_SCRUB_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
    );
  return value;
}

/**
 * Fastify logger options that never write a session token: requests are logged with their path
 * only (no query string), errors and free-text messages have token parameters scrubbed, and so do
 * the fields other plugins log (`url`, `path`, and strings nested in objects). `false` stays off.
 */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (request) => ({
        method: request.method,
        url: withoutQuery(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error) => ({
        type: error.name,
        message: scrubSecrets(error.message),
        stack: scrubSecrets(error.stack ?? ''),
        ...(error.code ? { code: error.code } : {}),
        ...(error.statusCode ? { statusCode: error.statusCode } : {}),
      }),
    },
    formatters: {
      ...base.formatters,
      log: (object: Record<string, unknown>) => {
        const formatted = base.formatters?.log ? base.formatters.log(object) : object;
        return Object.fromEntries(
          Object.entries(formatted).map(([key, value]) => [key, scrubValue(value, 0)]),
        );
      },
    },
    hooks: {
      ...base.hooks,
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) =>
          typeof arg === 'string' ? scrubSecrets(arg) : arg,
        ) as typeof args;
        return method.apply(this, scrubbed);
      },
    },
  };
}
