import { useStaffSession } from '@/lib/auth/staff-session';

/** What the staff user may do here (decision 034); the server refuses the rest anyway (403). */
export interface ConfirmationRights {
  /** Create, open and close campaigns: admins. */
  run: boolean;
  /** Answer disputes: admins and support staff. The auditor reads only. */
  answer: boolean;
  /** Sign off a draft's population and balances: the auditor alone (decision 084). */
  signOff: boolean;
}

export function useConfirmationRights(): ConfirmationRights {
  const role = useStaffSession()?.user?.role;
  return { run: role === 'admin', answer: role === 'admin' || role === 'support', signOff: role === 'auditor' };
}
