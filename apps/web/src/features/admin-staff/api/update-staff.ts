import { ADMIN_STAFF_PATHS, type StaffUpdateBody } from '@coop/contract';
import { useStaffChange } from './staff-change';

export const useUpdateStaff = () =>
  useStaffChange<{ username: string; change: StaffUpdateBody }>(
    ({ username }) => ADMIN_STAFF_PATHS.update.replace(':username', username),
    ({ change }) => change,
  );
