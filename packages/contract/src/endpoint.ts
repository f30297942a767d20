import type { Static, TSchema } from 'typebox';
import type { StaffRole } from './admin-auth';

/**
 * Who may call an endpoint: anyone, the signed-in member, the signed-in member group, any staff user, or staff
 * users of the roles named. The server turns it into the guard; the web into the session a call carries.
 */
export type Access = 'public' | 'member' | 'member-group' | 'staff' | { readonly staffRoles: readonly StaffRole[] };

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** One endpoint of the API, written once: the server registers it and the web calls it from this. */
export interface Endpoint {
  readonly method: HttpMethod;
  /** The spec's path; `:name` segments are filled from `params`. */
  readonly path: string;
  readonly access: Access;
  readonly body?: TSchema;
  readonly query?: TSchema;
  readonly params?: TSchema;
  /** The 200 answer. A file download names its media type instead. */
  readonly response?: TSchema;
  readonly file?: string;
  /** Answers beyond the shared error answers that this endpoint documents (409 for a conflict, say). */
  readonly otherResponses?: Readonly<Record<number, TSchema>>;
}

/** Declares an endpoint, keeping its literal types so both sides are typed from it. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** Staff users of these roles only. */
export const staffRoles = <const R extends readonly StaffRole[]>(...roles: R) => ({ staffRoles: roles });

/** Member support, member-group accounts and their payroll files: support staff and admins. */
export const MEMBER_SUPPORT_STAFF = staffRoles('admin', 'support');

type StaticOr<S, Otherwise> = S extends TSchema ? Static<S> : Otherwise;

export type EndpointBody<E extends Endpoint> = StaticOr<E['body'], undefined>;
export type EndpointQuery<E extends Endpoint> = StaticOr<E['query'], undefined>;
export type EndpointParams<E extends Endpoint> = StaticOr<E['params'], undefined>;
export type EndpointResponse<E extends Endpoint> = StaticOr<E['response'], never>;

/** What a caller gives an endpoint: only the parts it declares. */
export type EndpointInput<E extends Endpoint> = (E['body'] extends TSchema ? { body: EndpointBody<E> } : unknown) &
  (E['query'] extends TSchema ? { query: EndpointQuery<E> } : unknown) &
  (E['params'] extends TSchema ? { params: EndpointParams<E> } : unknown);

/** The path with its `:name` segments filled in, each value encoded. */
export function endpointPath(e: Endpoint, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return e.path;
  return e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The path and query string a GET call asks for. */
export function endpointUrl(e: Endpoint, input: { params?: Readonly<Record<string, string | number>>; query?: object }): string {
  const path = endpointPath(e, input.params);
  if (!input.query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}
