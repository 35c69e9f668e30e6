import type { FastifyServerOptions } from 'fastify';

/** The `logger` option of Fastify: off, on, or pino options (level, stream, ...). */
export type LoggerOption = FastifyServerOptions['logger'];

/** A URL without its query string: `/h5/ws?mem_id=1&token=abc` -> `/h5/ws`. */
export const withoutQuery = (url: string): string => url.split('?')[0] ?? '';

/**
 * Replaces the value of any `token`-like query parameter in free text. The socket carries the
 * session token in its URL (the browser WebSocket API cannot send headers), so any log line
 * that quotes a URL must not print it.
 */
export const scrubSecrets = (text: string): string =>
  text.replace(/([?&;](?:access_)?token=)[^&\s"'#]*/gi, '$1[redacted]');

/**
 * Fastify logger options that never write a session token: requests are logged with their path
 * only (no query string), errors and free-text messages have token parameters scrubbed, and so do
 * the `url` and `path` fields other plugins log. `false` stays off.
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
          Object.entries(formatted).map(([key, value]) => [
            key,
            typeof value === 'string' ? scrubSecrets(value) : value,
          ]),
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
