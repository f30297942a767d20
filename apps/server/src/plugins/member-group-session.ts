import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveSession } from '../auth/sessions';
import { ApiFailure, SESSION_ENDED_MESSAGE } from '../http/api-failure';

export interface MemberGroupSession {
  memberGroupNo: string;
  tokenHash: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The member-group session a request's bearer token opens, or undefined; a member's token opens none. */
    findMemberGroupSession(request: FastifyRequest): Promise<LiveSession | undefined>;
    /** onRequest guard of the member-group area: sets `request.memberGroup` or answers 401. */
    requireMemberGroup(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    memberGroup: MemberGroupSession;
  }
}

/** The member-group area's sessions: the same store and cache as members', told apart by kind (spec 6). */
export default fp(
  async (app) => {
    app.decorateRequest('memberGroup', undefined as unknown as MemberGroupSession);
    app.decorate('findMemberGroupSession', (request: FastifyRequest) => app.findSession(request, 'membergroup'));
    app.decorate('requireMemberGroup', async (request: FastifyRequest) => {
      const session = await app.findMemberGroupSession(request);
      if (!session) throw new ApiFailure(401, 'UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
      request.memberGroup = { memberGroupNo: session.subject, tokenHash: session.tokenHash, expiresAt: session.expiresAt };
    });
  },
  { name: 'member-group-session', dependencies: ['member-session'] },
);
