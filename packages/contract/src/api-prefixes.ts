import { ADMIN_API_PREFIX } from './admin-api';
import { MEMBER_GROUP_API_PREFIX } from './member-group-auth';

/** Where every endpoint of the API lives, but one. */
export const API_PREFIX = '/api/';
/** Where the member area's endpoints start (spec 6). */
export const MEMBER_API_PREFIX = '/api/member/';
/** The one console call outside /api/ (spec 7: the impersonation session). */
export const IMPERSONATION_API_PREFIX = '/admin/impersonate/';
/** The areas whose answers belong to one signed-in person: a member, a member group or a staff user. */
export const PRIVATE_API_PREFIXES = [MEMBER_API_PREFIX, MEMBER_GROUP_API_PREFIX, ADMIN_API_PREFIX, IMPERSONATION_API_PREFIX] as const;
