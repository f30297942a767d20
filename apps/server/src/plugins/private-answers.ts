import fp from 'fastify-plugin';

/** The areas whose answers belong to one signed-in person: a member, a member group or a staff user. */
const PRIVATE_PREFIXES = ['/api/member/', '/api/membergroup/', '/api/admin/', '/admin/impersonate/'];

const isPrivate = (url: string) => PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Every answer of the signed-in areas, errors and files included, is `private, no-store`: a shared proxy or the
 * browser's cache must never keep one person's balances, the audit log or a session token for the next person at the
 * same computer (a unit's office or a branch counter). Set in one place, after the route, so no route can forget it.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (isPrivate(request.url)) reply.header('cache-control', 'private, no-store');
    });
  },
  { name: 'private-answers' },
);
