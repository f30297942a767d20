import type { BroadcastAudience } from '@coop/contract';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { findGroupName, listHeldLoanTypes } from './broadcast-queries';
import { BROADCAST_TEXT as T } from './broadcast-text';

/** The audience as stored: the value only where the kind has one, and a group or loan type that exists. */
export async function checkedAudience(db: Db, audience: BroadcastAudience): Promise<BroadcastAudience> {
  const value = audience.value.trim();
  switch (audience.kind) {
    case 'group':
      if (value === '') throw new ApiFailure(400, 'GROUP_NEEDED', T.groupNeeded);
      if (!(await findGroupName(db, value))) throw new ApiFailure(400, 'NO_GROUP', T.noSuchGroup);
      return { kind: 'group', value };
    case 'loan_type':
      if (value === '') throw new ApiFailure(400, 'LOAN_TYPE_NEEDED', T.loanTypeNeeded);
      if (!(await listHeldLoanTypes(db)).some((t) => t.code === value)) throw new ApiFailure(400, 'NO_LOAN_TYPE', T.noSuchLoanType);
      return { kind: 'loan_type', value };
    default:
      return { kind: audience.kind, value: '' };
  }
}

