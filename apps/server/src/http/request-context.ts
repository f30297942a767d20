import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, DomainContext, Services } from '../domain/context';

const built = new WeakMap<FastifyInstance, Services>();

/** The app's services, as feature logic takes them: made once per app (route scope), not per request. */
export function servicesOf(app: FastifyInstance): Services {
  let services = built.get(app);
  if (!services) {
    services = {
      db: app.db,
      now: () => app.now(),
      log: app.log,
      config: app.config,
      sessionCache: app.sessionCache,
      mailer: app.mailer,
      siteDefaults: app.siteDefaults,
      publicSiteChanged: () => app.publicSiteChanged(),
      channels: app.channels,
      jobs: app.jobs,
    };
    built.set(app, services);
  }
  return services;
}

/** Who a request acts for: the session its guard opened, else a visitor. */
function actorOf(request: FastifyRequest): Actor {
  if (request.staff) return { kind: 'staff', username: request.staff.username };
  if (request.member) return { kind: 'member', membershipNo: request.member.membershipNo, impersonator: request.member.impersonator };
  if (request.memberGroup) return { kind: 'member-group', memberGroupNo: request.memberGroup.memberGroupNo };
  return { kind: 'visitor' };
}

/** A route adapts its request to this and hands it to the feature; what the feature logs carries the request's id. */
export const contextOf = (request: FastifyRequest): DomainContext => ({
  ...servicesOf(request.server),
  log: request.log,
  actor: actorOf(request),
  client: { address: request.ip, userAgent: request.headers['user-agent'] ?? '' },
});
