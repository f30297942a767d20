import type { StaffRole } from '@coop/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findStaffIdentity } from '../db/repositories/staff-user-repository';
import { ApiFailure, SESSION_ENDED_MESSAGE } from '../http/api-failure';
import { STAFF_TEXT } from '../auth/staff-text';

export interface StaffSession {
  username: string;
  displayName: string;
  role: StaffRole;
  tokenHash: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest guard of the staff console: sets `request.staff` or answers 401 (a member's or group's token opens nothing). */
    requireStaff(request: FastifyRequest): Promise<void>;
    /** An onRequest hook, after requireStaff, that answers 403 unless the staff user has one of `roles`. */
    requireRole(...roles: StaffRole[]): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    staff: StaffSession;
  }
}

/**
 * Staff sessions: the same store, cache and sliding expiry as members' (kind `staff`), opened only by the second
 * factor. The role is read at every request, so a disabled account or a changed role takes effect at once.
 */
export default fp(
  async (app) => {
    app.decorateRequest('staff', undefined as unknown as StaffSession);
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const session = await app.findSession(request, 'staff');
      const identity = session && (await findStaffIdentity(app.db, session.subject));
      if (!session || !identity) throw new ApiFailure(401, 'UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
      request.staff = {
        username: identity.username,
        displayName: identity.display_name,
        role: identity.role,
        tokenHash: session.tokenHash,
        expiresAt: session.expiresAt,
      };
    });
    app.decorate('requireRole', (...roles: StaffRole[]) => async (request: FastifyRequest) => {
      if (!roles.includes(request.staff.role)) throw new ApiFailure(403, 'FORBIDDEN', STAFF_TEXT.forbidden);
    });
  },
  { name: 'staff-session', dependencies: ['member-session'] },
);
