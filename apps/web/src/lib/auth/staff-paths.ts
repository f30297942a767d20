export const ADMIN_LOGON_PATH = '/admin/logon';
export const ADMIN_HOME_PATH = '/admin';
/** Each staff user's own account: their passkeys for the second step (decision 074). */
export const ADMIN_ACCOUNT_PATH = '/admin/account';
/** The console's API: its calls carry the staff token, never a member's. */
export { ADMIN_API_PREFIX } from '@coop/contract';
/** Member support: where an impersonation starts and where it comes back to. */
export const ADMIN_MEMBERS_PATH = '/admin/members';
