/**
 * What never leaves for the error-reporting service (decision 019). Both SDKs run `scrubEvent` as their `beforeSend`:
 * the route, the status and the stack stay; credentials, request bodies, query values and national IDs go.
 */

export const FILTERED = '[Filtered]';

/** Keys whose values are secrets wherever they appear: headers, extras, contexts, breadcrumb data. */
const SECRET_KEY = /pass|token|secret|recaptcha|authorization|cookie|csrf|xsrf/i;

/** Keys the SDK writes itself (ids, versions, times): left alone, so an id of digits is not taken for a national ID. */
const SDK_KEYS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'release', 'dist', 'sdk', 'timestamp', 'start_timestamp']);

const STRING_RULES: [RegExp, string][] = [
  // a Thai national ID: 13 digits, also written 1-2345-67890-12-3 or with spaces
  [/(?<![\w-])\d(?:[- ]?\d){12}(?![\w-])/g, FILTERED],
  // `Authorization: Bearer …` quoted in a message
  [/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${FILTERED}`],
  // password=…, "token": "…", recaptcha: … in a message
  [/\b([\w-]*(?:pass|token|secret|recaptcha)[\w-]*)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi, `$1$2${FILTERED}`],
  // query values in any URL: the path is kept, what was asked for is not
  [/([?&][^=&#\s]*)=[^&#\s]*/g, `$1=${FILTERED}`],
  // a bare session token (256 random bits in base64url) or another long secret: letters and digits, 32 or more
  [/(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}(?![\w-])/g, FILTERED],
];

export function scrubString(value: string): string {
  return STRING_RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value);
}

/** A copy of `value` without secrets: those of secret keys filtered, strings scrubbed (the server's log uses it too). */
export function scrubValue(value: unknown, key: string | undefined): unknown {
  if (key !== undefined && SECRET_KEY.test(key)) return value === undefined || value === null ? value : FILTERED;
  if (typeof value === 'string') return scrubString(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, undefined));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) copy[k] = SDK_KEYS.has(k) ? v : scrubValue(v, k);
    return copy;
  }
  return value;
}

interface RequestPart {
  data?: unknown;
  cookies?: unknown;
  query_string?: unknown;
  [key: string]: unknown;
}

/** The event as it may leave: a scrubbed copy; the request keeps its method, URL path and harmless headers. */
export function scrubEvent<E extends object>(event: E): E {
  const scrubbed = scrubValue(event, undefined) as E & { request?: RequestPart };
  const request = scrubbed.request;
  if (request) {
    // a body can hold anything a member typed: none is ever sent
    delete request.data;
    delete request.cookies;
    const query = request.query_string;
    if (query !== undefined) request.query_string = typeof query === 'string' ? scrubString(`?${query}`).slice(1) : FILTERED;
  }
  return scrubbed;
}

/** The SDKs' `dataCollection` option: they gather no user, cookies, bodies or query values of their own. */
export const SDK_DATA_COLLECTION = { userInfo: false, cookies: false, httpBodies: [] as never[], urlQueryParams: false };
