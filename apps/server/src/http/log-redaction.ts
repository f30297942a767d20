import { FILTERED, scrubString, scrubValue } from '@coop/error-reporting';
import type { FastifyServerOptions } from 'fastify';

/**
 * Keys whose values never reach the log, beyond error reporting's (passwords, tokens, secrets, cookies): one-time
 * codes, national IDs as the forms name them, recovery codes and authenticator codes.
 */
const LOG_SECRET_KEY = /otp|one_time|id_card|national_id|recovery|totp/i;

const scrubField = (value: unknown, key: string): unknown => (LOG_SECRET_KEY.test(key) && value !== undefined && value !== null ? FILTERED : scrubValue(value, key));

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as a log field: its type, message, stack, own fields (a driver's `detail` may quote a row) and causes, scrubbed. */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubString(String(error)), stack: '' };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) fields[key] = scrubField(value, key);
  const cause = error.cause === undefined ? {} : { cause: depth < 3 ? serializeError(error.cause, depth + 1) : scrubString(String(error.cause)) };
  return { ...fields, type: error.name, message: scrubString(error.message), stack: scrubString(error.stack ?? ''), ...cause };
}

/**
 * What every log line goes through (decision 082): fields and the message are scrubbed as error reports are, so a
 * password, token, national ID or one-time code logged by mistake, or quoted in an error, leaves as [Filtered].
 */
export const logRedaction = {
  formatters: {
    log: (fields: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value instanceof Error ? value : scrubField(value, key)])),
  },
  serializers: {
    err: (error: unknown) => serializeError(error),
    error: (error: unknown) => serializeError(error),
    msg: (msg: unknown) => (typeof msg === 'string' ? scrubString(msg) : msg),
  },
} satisfies Pick<Exclude<FastifyServerOptions['logger'], boolean | undefined>, 'formatters' | 'serializers'>;
