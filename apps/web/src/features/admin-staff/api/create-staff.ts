import { ADMIN_STAFF_PATHS, type StaffChangeResponse, type StaffCreateBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { STAFF_KEY } from './get-staff';

export const useCreateStaff = () => useConsoleChange<StaffCreateBody, StaffChangeResponse>({ path: ADMIN_STAFF_PATHS.create, invalidates: [STAFF_KEY] });
