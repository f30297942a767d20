import type { StaffRole } from '@coop/contract';

/** Who sees campaigns, answers and cases and exports them: the auditor role reads only (decision 034). */
export const CONFIRMATION_READERS: StaffRole[] = ['admin', 'support', 'auditor'];
/** Who answers dispute cases. */
export const DISPUTE_ANSWERERS: StaffRole[] = ['admin', 'support'];
