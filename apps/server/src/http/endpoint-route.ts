import { type Endpoint, type EndpointBody, type EndpointParams, type EndpointQuery, type EndpointResponse, ErrorResponses } from '@coop/contract';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler, RouteShorthandOptions } from 'fastify';
import { auditImpersonatedRequest } from './impersonation-audit-hook';

type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Body: EndpointBody<E>; Querystring: EndpointQuery<E>; Params: EndpointParams<E> }>;

/** A route's handler: the request typed from its endpoint; it answers the endpoint's response, or sends a file on `reply`. */
export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResponse<E> | FastifyReply>;

/** What a route may add to its endpoint: a body limit, hooks that run after the guard, and set-up of its own scope. */
export interface RouteExtras {
  bodyLimit?: number;
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Runs once the input passed its schema, before the handler: a limit that a refused input should not spend. */
  preHandler?: preHandlerHookHandler;
  /** Runs in the route's own scope before it is added: a content-type parser or a hook that only it needs. */
  setup?: (scope: FastifyInstance) => void | Promise<void>;
}

export interface EndpointRoute {
  readonly endpoint: Endpoint;
  readonly handler: EndpointHandler<Endpoint>;
  readonly extras: RouteExtras;
}

/** One endpoint of the table served by one handler; a feature lists its routes and the app registers them all. */
export const route = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, extras: RouteExtras = {}): EndpointRoute => ({
  endpoint,
  handler: handler as unknown as EndpointHandler<Endpoint>,
  extras,
});

/** The guard an endpoint's access asks for, run before anything else of the route. */
function guards(app: FastifyInstance, access: Endpoint['access']): onRequestHookHandler[] {
  if (access === 'public') return [];
  if (access === 'member') return [app.requireMember];
  if (access === 'member-group') return [app.requireMemberGroup];
  if (access === 'staff') return [app.requireStaff];
  return [app.requireStaff, app.requireRole(...access.staffRoles)];
}

function responses(endpoint: Endpoint) {
  const ok = endpoint.file ? Type.Unsafe<Buffer>({ description: endpoint.file }) : endpoint.response;
  // an endpoint's own answer for a status (a session check's 400, a throttle's 429) replaces the shared one
  return { ...ErrorResponses, ...(ok ? { 200: ok } : {}), ...endpoint.otherResponses };
}

const named = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * Registers every route, each in its own scope with its endpoint's schemas and guard, and refuses to start unless
 * the routes serve the table exactly: an endpoint without a handler, or served twice, is a programming error.
 */
export async function registerEndpoints(app: FastifyInstance, table: Readonly<Record<string, Endpoint>>, routes: readonly EndpointRoute[]): Promise<void> {
  const served = new Set<Endpoint>();
  for (const { endpoint, handler, extras } of routes) {
    if (served.has(endpoint)) throw new Error(`${named(endpoint)} is served twice`);
    served.add(endpoint);
    await app.register(async (scope) => {
      await extras.setup?.(scope);
      const options: RouteShorthandOptions = {
        // only the parts the endpoint declares: Fastify warns of a schema key left undefined
        schema: {
          ...(endpoint.body ? { body: endpoint.body } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          ...(endpoint.params ? { params: endpoint.params } : {}),
          response: responses(endpoint),
        },
        onRequest: [...guards(scope, endpoint.access), ...[extras.onRequest ?? []].flat()],
        // every call through an impersonated member session is audited, whatever it asks for
        ...(endpoint.access === 'member' ? { onSend: auditImpersonatedRequest } : {}),
        ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
        ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
      };
      scope.route({ method: endpoint.method, url: endpoint.path, ...options, handler });
    });
  }
  const declared = new Set(Object.values(table));
  const missing = [...declared].filter((endpoint) => !served.has(endpoint));
  if (missing.length > 0) throw new Error(`endpoints without a route: ${missing.map(named).join(', ')}`);
  const strays = [...served].filter((endpoint) => !declared.has(endpoint));
  if (strays.length > 0) throw new Error(`routes outside the endpoint table: ${strays.map(named).join(', ')}`);
}
