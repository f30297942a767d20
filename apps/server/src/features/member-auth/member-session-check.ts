import { checkSession } from '../../auth/session-check';
import type { LiveSession } from '../../auth/sessions';
import { findMemberIdentity } from '../../db/repositories/member-repository';
import type { DomainContext } from '../../domain/context';

/** The member behind a live session, with its expiry; undefined once the session or the member is gone. */
export const memberSessionCheck = (context: DomainContext, session: LiveSession | undefined) => checkSession(context, session, findMemberIdentity);
