import type { DomainContext } from '../../domain/context';
import type { JobDefinition } from '../../jobs/job-definition';
import { LOAN_PAYOUT_JOB } from '../../loans/payout-job';
import { recordStep } from './application-steps';
import { DECISION_TEXT as T } from './decision-text';
import { markPaidOut, payoutMatches } from './staff-queries';

/**
 * Every approved application whose contract the core system has sent is paid out: its status, the contract named,
 * the timeline's step and the member's message, one application per transaction. Idempotent: an application
 * already moved is left alone, and a contract pays out one application only (a unique column).
 */
export async function matchPayouts(context: DomainContext): Promise<number> {
  let paid = 0;
  for (;;) {
    const matches = await payoutMatches(context.db);
    let marked = 0;
    for (const match of matches) {
      const done = await context.db.transaction().execute(async (trx) => {
        if (!(await markPaidOut(trx, match.id, match.contract_no, context.now()))) return false;
        await recordStep(context, trx, match, { kind: 'paid_out', actor: 'import', params: { note: T.paidOutNote(match.contract_no) } });
        return true;
      });
      if (done) marked += 1;
    }
    paid += marked;
    // a contract two applications fitted went to the older: the other is looked at again against the rest
    if (marked === 0) return paid;
  }
}

export const payoutMatchJob: JobDefinition = { name: LOAN_PAYOUT_JOB, singleton: true, handler: async (context) => void (await matchPayouts(context)) };
