import { ADMIN_MEMBER_GROUP_PATHS } from '@coop/contract';
import { useGroupPasswordCall } from './group-password-call';

/** A new password for a group's login; its sessions end. */
export const useResetGroupPassword = () => useGroupPasswordCall(ADMIN_MEMBER_GROUP_PATHS.resetPassword);
