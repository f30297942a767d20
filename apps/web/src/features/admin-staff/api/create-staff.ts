import { ADMIN_STAFF_PATHS, type StaffCreateBody } from '@coop/contract';
import { useStaffChange } from './staff-change';

export const useCreateStaff = () => useStaffChange<StaffCreateBody>(() => ADMIN_STAFF_PATHS.create);
