import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../auth/session-cache';
import { listenForSessionRevocations } from '../auth/session-revocation';
import { bearerToken } from '../auth/session-token';
import { type LiveSession, resolveSession, type SessionKind } from '../auth/sessions';
import { ApiFailure, SESSION_ENDED_MESSAGE } from '../http/api-failure';

export interface MemberSession {
  membershipNo: string;
  tokenHash: string;
  expiresAt: Date;
  /** The staff user seeing this member's view (impersonation), who may look but not act; null for the member. */
  impersonator: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's live sessions; `revokeSession` and `revokeOtherSessions` take it to forget what they end. */
    sessionCache: SessionCache;
    /** The live session of the area a request's bearer token opens, or undefined (a token of another area opens none). */
    findSession(request: FastifyRequest, kind: SessionKind): Promise<LiveSession | undefined>;
    /** The member session a request's bearer token opens, or undefined. */
    findMemberSession(request: FastifyRequest): Promise<LiveSession | undefined>;
    /** onRequest guard of the member area: sets `request.member` or answers 401. */
    requireMember(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    member: MemberSession;
  }
}

export default fp(
  async (app) => {
    const sessionCache = new SessionCache();
    app.decorate('sessionCache', sessionCache);
    // listening before the first request, so no revocation by another process can slip past; one lost while the
    // LISTEN connection is down is trusted for at most FRESH_MS
    const unlisten = await listenForSessionRevocations(app.db, (revocation) => sessionCache.revoke(revocation));
    app.addHook('onClose', () => unlisten());
    app.decorateRequest('member', undefined as unknown as MemberSession);
    app.decorate('findSession', async (request: FastifyRequest, kind: SessionKind) => {
      const token = bearerToken(request.headers.authorization);
      return token ? resolveSession(app.db, sessionCache, app.now(), kind, token) : undefined;
    });
    app.decorate('findMemberSession', (request: FastifyRequest) => app.findSession(request, 'member'));
    app.decorate('requireMember', async (request: FastifyRequest) => {
      const session = await app.findMemberSession(request);
      if (!session) throw new ApiFailure(401, 'UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
      request.member = {
        membershipNo: session.subject,
        tokenHash: session.tokenHash,
        expiresAt: session.expiresAt,
        impersonator: session.impersonator,
      };
    });
  },
  { name: 'member-session', dependencies: ['context'] },
);
