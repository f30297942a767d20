import { MEMBER_GROUP_API_PREFIX } from '@/lib/auth/member-group-paths';
import { memberGroupToken } from '@/lib/auth/member-group-session';
import { memberToken } from '@/lib/auth/member-session';
import { ADMIN_API_PREFIX } from '@/lib/auth/staff-paths';
import { staffToken } from '@/lib/auth/staff-session';
import { antiForgeryHeaders } from './anti-forgery';
import { sendRequest } from './transport';

/** Spec 8: what a failed call shows when the server gave no message of its own. */
export const CANNOT_CONNECT_MESSAGE = 'ไม่สามารถเชื่อมต่อได้';

/** A call that did not succeed. `status` is 0 when no HTTP answer arrived; `serverMessage` is the server's Thai text. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
    fallback: string,
  ) {
    super(serverMessage ?? fallback);
    this.name = 'ApiRequestError';
  }
}

/**
 * The headers of spec 6 and 7: JSON both ways, the Bearer token when a session exists, X-Requested-With and the
 * anti-forgery header. A form-data body names its own type (with its boundary), so it gets no Content-Type here.
 */
export function requestHeaders(token: string | undefined, { form = false }: { form?: boolean } = {}): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(form ? {} : { 'Content-Type': 'application/json' }),
    'X-Requested-With': 'XMLHttpRequest',
    ...antiForgeryHeaders(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** The text a failed answer carries for people: `error` first (ApiError), else `message`. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error !== '') return error;
  if (typeof message === 'string' && message !== '') return message;
  return undefined;
}

/**
 * The token a call to `path` carries: the member-group area's calls the group's (spec 6), the staff console's (and
 * its impersonation call, spec 7) the staff user's, all others the member's.
 */
export const tokenFor = (path: string): string | undefined =>
  path.startsWith(MEMBER_GROUP_API_PREFIX)
    ? memberGroupToken()
    : path.startsWith(ADMIN_API_PREFIX) || path.startsWith('/admin/')
      ? staffToken()
      : memberToken();

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Spec 7's third generic call: a POST of form data (files and fields) instead of a JSON body. */
  form?: FormData;
  signal?: AbortSignal;
}

function bodyOf({ method, body, form }: RequestOptions): BodyInit | undefined {
  if (method !== 'POST') return undefined;
  return form ?? JSON.stringify(body ?? {});
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One JSON call to the API, without side effects: resolves with the body of a 2xx answer and rejects with an
 * ApiRequestError otherwise. Aborts are passed through untouched so cancelled queries stay silent.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.form ? 'POST' : (options.method ?? 'GET');
  let response: Response;
  try {
    response = await sendRequest(path, {
      method,
      headers: requestHeaders(tokenFor(path), { form: options.form !== undefined }),
      credentials: 'same-origin',
      body: bodyOf({ ...options, method }),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiRequestError(0, undefined, undefined, CANNOT_CONNECT_MESSAGE);
  }
  const body = await readJson(response);
  if (!response.ok) {
    throw new ApiRequestError(response.status, messageOf(body), body, response.statusText || CANNOT_CONNECT_MESSAGE);
  }
  if (body === undefined) throw new ApiRequestError(response.status, undefined, undefined, CANNOT_CONNECT_MESSAGE);
  return body as T;
}

/**
 * No answer came, or a gateway or the server said it cannot serve for now (503: its database is down): the
 * cannot-connect case of spec 8. It says nothing about the session, which must outlive it.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiRequestError && [0, 502, 503, 504].includes(error.status);
}

/** The server answered 404: what was asked for is not there (or not the member's). */
export function isNotFound(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 404;
}
