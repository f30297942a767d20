import { ADMIN_STAFF_PATHS, type StaffUpdateBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { STAFF_KEY } from './get-staff';

/** A staff account's role, or its being disabled. */
export const useUpdateStaff = () =>
  useConsoleChange<{ username: string; change: StaffUpdateBody }>({
    path: ({ username }) => ADMIN_STAFF_PATHS.update.replace(':username', username),
    body: ({ change }) => change,
    invalidates: [STAFF_KEY],
  });
