export const ADMIN_LOGON_PATH = '/admin/logon';
export const ADMIN_HOME_PATH = '/admin';
/** The console's API: its calls carry the staff token, never a member's. */
export { ADMIN_API_PREFIX } from '@coop/contract';
/** Member support: where an impersonation starts and where it comes back to. */
export const ADMIN_MEMBERS_PATH = '/admin/members';
