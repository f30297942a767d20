import { ADMIN_STAFF_PATHS } from '@coop/contract';
import { useStaffChange } from './staff-change';

/** Lifts a staff account's login lock (decision 037). */
export const useUnlockStaff = () =>
  useStaffChange<string>(
    (username) => ADMIN_STAFF_PATHS.unlock.replace(':username', username),
    () => ({}),
  );
