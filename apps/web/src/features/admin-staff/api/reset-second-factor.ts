import { ADMIN_STAFF_PATHS } from '@coop/contract';
import { useStaffChange } from './staff-change';

export const useResetSecondFactor = () =>
  useStaffChange<string>(
    (username) => ADMIN_STAFF_PATHS.resetSecondFactor.replace(':username', username),
    () => ({}),
  );
