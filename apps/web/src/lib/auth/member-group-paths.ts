export const MEMBER_GROUP_LOGON_PATH = '/membergroup/logon';
export const MEMBER_GROUP_HOME_PATH = '/membergroup/dashboard';
/** The member-group API: its calls carry the group's token, never a member's. */
export { MEMBER_GROUP_API_PREFIX } from '@coop/contract';
