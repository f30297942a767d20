import { ADMIN_STAFF_PATHS } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { STAFF_KEY } from './get-staff';

/** Forgets a staff user's authenticator, so the next login enrols a new one. */
export const useResetSecondFactor = () =>
  useConsoleChange<string>({ path: (username) => ADMIN_STAFF_PATHS.resetSecondFactor.replace(':username', username), body: () => ({}), invalidates: [STAFF_KEY] });
