import { type Access, type Endpoint, type EndpointInput, type EndpointResponse, endpointUrl } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { MEMBER_GROUP_QUERY_PREFIX, MEMBER_QUERY_PREFIX } from '@/lib/query-client';
import { type ApiCallOptions, apiCall } from './api-call';
import { apiRequest } from './api-request';

/** The session a call runs in, so that a 401 ends the right one (spec 8). */
const sessionOf = (access: Access): ApiCallOptions =>
  access === 'public' ? {} : access === 'member' ? { memberSession: true } : access === 'member-group' ? { memberGroupSession: true } : { staffSession: true };

/** The first part of every query key of an area: dropping it drops all of the area's data when its session changes hands. */
const STAFF_QUERY_PREFIX = 'admin';
const PUBLIC_QUERY_PREFIX = 'info';
const prefixOf = (access: Access): string =>
  access === 'public' ? PUBLIC_QUERY_PREFIX : access === 'member' ? MEMBER_QUERY_PREFIX : access === 'member-group' ? MEMBER_GROUP_QUERY_PREFIX : STAFF_QUERY_PREFIX;

type Parts = { body?: unknown; query?: object; params?: Record<string, string | number> };

function requestOf(endpoint: Endpoint, input: unknown, signal: AbortSignal | undefined) {
  const parts = (input ?? {}) as Parts;
  return {
    path: endpointUrl(endpoint, parts),
    options: { method: endpoint.method === 'GET' ? ('GET' as const) : ('POST' as const), body: parts.body, signal },
  };
}

/**
 * Calls an endpoint of the table with the error handling of spec 8 (a toast, or the end of the session on a 401):
 * the path, method and answer type all come from the endpoint.
 */
export function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, signal?: AbortSignal): Promise<EndpointResponse<E>> {
  const { path, options } = requestOf(endpoint, input, signal);
  return apiCall<EndpointResponse<E>>(path, { ...options, ...sessionOf(endpoint.access) });
}

/** A query of the member area loads one of its feeds, whose failures spec 8 words as one (see `ApiCallOptions.feed`). */
function loadFeed<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, signal: AbortSignal): Promise<EndpointResponse<E>> {
  const { path, options } = requestOf(endpoint, input, signal);
  return apiCall<EndpointResponse<E>>(path, { ...options, ...sessionOf(endpoint.access), feed: endpoint.access === 'member' });
}

/** The same call without side effects, for forms that show the server's refusal in place (logins, registration). */
export function requestEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, signal?: AbortSignal): Promise<EndpointResponse<E>> {
  const { path, options } = requestOf(endpoint, input, signal);
  return apiRequest<EndpointResponse<E>>(path, options);
}

/** The key every query of this endpoint starts with: invalidate it to refetch them all. */
export const endpointKey = (endpoint: Endpoint) => [prefixOf(endpoint.access), endpoint.method, endpoint.path] as const;

/** The query options of one endpoint: keyed under its area's prefix, its path and what was asked. */
export const endpointQuery = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) =>
  queryOptions({
    queryKey: [...endpointKey(endpoint), input] as const,
    queryFn: ({ signal }) => loadFeed(endpoint, input, signal),
  });

/** The same query without side effects, for pages that show a failure themselves (a letter not found, a quiet layout). */
export const endpointQuietQuery = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) =>
  queryOptions({
    queryKey: [...endpointKey(endpoint), input] as const,
    queryFn: ({ signal }) => requestEndpoint(endpoint, input, signal),
  });
