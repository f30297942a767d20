import { ADMIN_MEMBER_GROUP_PATHS, type GroupPasswordBody, type GroupPasswordResponse } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { ADMIN_GROUP_KEYS } from './admin-group-keys';

/** A new password for a group's login; its sessions end. */
export const useResetGroupPassword = () =>
  useConsoleChange<GroupPasswordBody, GroupPasswordResponse>({ path: ADMIN_MEMBER_GROUP_PATHS.resetPassword, invalidates: [ADMIN_GROUP_KEYS.all] });
