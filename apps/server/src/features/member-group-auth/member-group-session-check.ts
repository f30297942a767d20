import { checkSession } from '../../auth/session-check';
import type { LiveSession } from '../../auth/sessions';
import { findMemberGroupIdentity } from '../../db/repositories/member-group-repository';
import type { DomainContext } from '../../domain/context';

/** The group behind a live session, with its expiry; undefined once the session or the group is gone. */
export const memberGroupSessionCheck = (context: DomainContext, session: LiveSession | undefined) => checkSession(context, session, findMemberGroupIdentity);
