import { gzipSync } from 'node:zlib';
import { replaceAt, sampleOf, stringPaths } from './schema-samples';

/** A route as Fastify registered it, with the names of the fields its schema reads. */
export interface RouteUnderTest {
  method: string;
  url: string;
  bodyFields: string[];
  queryFields: string[];
  /** The route's body schema, from which a body it accepts is sampled. */
  bodySchema?: unknown;
}

export interface HostileRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const JSON_TYPE = 'application/json';
const ONE_MB = 1024 * 1024;

/** Values put in path parameters (already URL-encoded as a client would send them). */
export const PATH_VALUES: [string, string][] = [
  ['a plain id', '1'],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['plain traversal', '..'],
  ['a negative number', '-1'],
  ['a huge number', '99999999999999999999999'],
  ['a NUL byte', '1%00'],
  ['a right-to-left override', '%E2%80%AE1'],
  ['a zero-width space', '1%E2%80%8B'],
  ['a year 0000 date', '0000-01-01'],
  ['SQL', "1'%20or%20'1'='1"],
  ['a broken percent-escape', '%E0%B8'],
  ['a 1 MB value', 'a'.repeat(ONE_MB)],
];

/** Values put in each field of a body and of a query string: wrong types, edges and characters that break things. */
export const FIELD_VALUES: [string, unknown][] = [
  ['an object', { nested: { deeper: 1 } }],
  ['an array', [1, 'two', null]],
  ['null', null],
  ['a boolean', true],
  ['a negative number', -1],
  ['a fraction', 0.5],
  ['a huge number', 1e308],
  ['an integer beyond 2^53', 2 ** 60],
  ['an empty string', ''],
  ['a long Thai string', 'ก'.repeat(20_000)],
  ['a NUL byte', 'a\u0000b'],
  ['control characters', '\u0001\u001b[31m\u007f'],
  ['a C1 control character', 'a\u0085b'],
  ['a right-to-left override', '\u202Eabc'],
  ['zero-width characters', 'a\u200Bb\uFEFF'],
  ['a lone surrogate', '\uD800x'],
  ['year 0000', '0000-01-01'],
  ['year 9999', '9999-12-31'],
  ['a day that does not exist', '2026-02-30'],
  ['SQL', "1' or '1'='1"],
];

/**
 * Text put in each string of an otherwise acceptable body, at any depth: what PostgreSQL cannot store (a NUL, a lone
 * surrogate) and what no field means (a C1 control). Each field alone takes every value of FIELD_VALUES, invisible
 * characters among them.
 */
export const TEXT_FAULTS: [string, string][] = [
  ['a lone surrogate', 'ข\uD800x'],
  ['a NUL byte', 'a\u0000b'],
  ['a C1 control character', 'a\u009Bb'],
];

/** Whole bodies of every kind a JSON API should refuse politely. */
const RAW_BODIES: [string, string | Buffer, Record<string, string>][] = [
  ['a body that is not JSON', 'hello', { 'content-type': JSON_TYPE }],
  ['cut-off JSON', '{"a":', { 'content-type': JSON_TYPE }],
  ['a JSON array', '[1,2]', { 'content-type': JSON_TYPE }],
  ['JSON null', 'null', { 'content-type': JSON_TYPE }],
  ['a JSON string', '"x"', { 'content-type': JSON_TYPE }],
  ['a number too big for a double', '1e999', { 'content-type': JSON_TYPE }],
  ['deep nesting', `${'['.repeat(10_000)}${']'.repeat(10_000)}`, { 'content-type': JSON_TYPE }],
  ['a __proto__ key', '{"__proto__":{"admin":true}}', { 'content-type': JSON_TYPE }],
  ['a constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}', { 'content-type': JSON_TYPE }],
  ['a UTF-16 body', Buffer.from('{"page":1}', 'utf16le'), { 'content-type': `${JSON_TYPE}; charset=utf-16le` }],
  ['bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), { 'content-type': JSON_TYPE }],
  ['a gzip body', gzipSync('{"page":1}'), { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' }],
  ['a 1 MB string', JSON.stringify({ a: 'x'.repeat(ONE_MB) }), { 'content-type': JSON_TYPE }],
  ['plain text', 'hello', { 'content-type': 'text/plain' }],
  ['a form', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
  ['no content type', '{"page":1}', {}],
];

const readsBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

/** The route's URL with every parameter (and wildcard) set to `value`. */
export function fillPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*$/, value);
}

/** A value as a query string carries it; a lone surrogate has no UTF-8 form, so it goes as the bytes one would have. */
function queryValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80x';
  }
}

const json = (label: string, method: string, url: string, body: unknown): HostileRequest => ({
  label,
  method,
  url,
  headers: { 'content-type': JSON_TYPE },
  payload: JSON.stringify(body),
});

/** Every hostile request for one route: its parameters, its body or query fields, whole bodies, another method. */
export function hostileRequests(route: RouteUnderTest): HostileRequest[] {
  const { method } = route;
  const url = fillPath(route.url, '1');
  const requests: HostileRequest[] = [];
  if (route.url !== url) {
    for (const [label, value] of PATH_VALUES) {
      requests.push({ label: `path: ${label}`, method, url: fillPath(route.url, value), headers: readsBody(method) ? { 'content-type': JSON_TYPE } : {}, ...(readsBody(method) ? { payload: '{}' } : {}) });
    }
  }
  if (readsBody(method)) {
    requests.push(json('missing fields', method, url, {}));
    requests.push(json('an extra field', method, url, { unexpected_field: 1 }));
    for (const field of route.bodyFields.length > 0 ? route.bodyFields : ['x']) {
      for (const [label, value] of FIELD_VALUES) requests.push(json(`body ${field}: ${label}`, method, url, { [field]: value }));
    }
    const sample = sampleOf(route.bodySchema as Parameters<typeof sampleOf>[0]);
    if (sample !== null && typeof sample === 'object') {
      requests.push(json('a sampled body the schema accepts', method, url, sample));
      for (const at of stringPaths(sample)) {
        for (const [label, text] of TEXT_FAULTS) requests.push(json(`sampled body, ${at.join('.')}: ${label}`, method, url, replaceAt(sample, at, text)));
      }
    }
    for (const [label, payload, headers] of RAW_BODIES) requests.push({ label, method, url, headers, payload });
  } else {
    for (const field of route.queryFields.length > 0 ? route.queryFields : ['x']) {
      for (const [label, value] of FIELD_VALUES) {
        requests.push({ label: `query ${field}: ${label}`, method, url: `${url}?${field}=${queryValue(value)}`, headers: {} });
      }
    }
    requests.push({ label: 'a 1 MB query string', method, url: `${url}?x=${'a'.repeat(ONE_MB)}`, headers: {} });
    requests.push({ label: 'a query key __proto__', method, url: `${url}?__proto__[admin]=1&constructor[prototype][admin]=1`, headers: {} });
  }
  requests.push({ label: 'a method the route does not take', method: 'DELETE', url, headers: {} });
  return requests;
}
