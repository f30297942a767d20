import { ADMIN_STAFF_PATHS } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { STAFF_KEY } from './get-staff';

/** Lifts a staff account's login lock (decision 037). */
export const useUnlockStaff = () =>
  useConsoleChange<string>({ path: (username) => ADMIN_STAFF_PATHS.unlock.replace(':username', username), body: () => ({}), invalidates: [STAFF_KEY] });
