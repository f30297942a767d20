import { ADMIN_MEMBER_GROUP_PATHS } from '@coop/contract';
import { useGroupPasswordCall } from './group-password-call';

/** A group's first portal login. */
export const useCreateGroupAccount = () => useGroupPasswordCall(ADMIN_MEMBER_GROUP_PATHS.createAccount);
