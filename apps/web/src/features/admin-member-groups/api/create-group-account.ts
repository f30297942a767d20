import { ADMIN_MEMBER_GROUP_PATHS, type GroupPasswordBody, type GroupPasswordResponse } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { ADMIN_GROUP_KEYS } from './admin-group-keys';

/** A group's first portal login; the list read again. */
export const useCreateGroupAccount = () =>
  useConsoleChange<GroupPasswordBody, GroupPasswordResponse>({ path: ADMIN_MEMBER_GROUP_PATHS.createAccount, invalidates: [ADMIN_GROUP_KEYS.all] });
