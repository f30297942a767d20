/** Where the path of every console endpoint starts: its calls carry the staff token, never a member's. */
export const ADMIN_API_PREFIX = '/api/admin/';
