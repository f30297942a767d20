import type { LoanApplicationEventKind, LoanApplicationStatus } from '@coop/contract';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import type { LoanProduct } from '../../loans/loan-rules';
import { oneMember, publishMemberEvent } from '../../notify/publish-member-event';
import { type ApplicationRow, insertEvent } from './loan-application-queries';

/** Where an application goes once its guarantors have all signed (at once when it needs none): the unit clerk, or staff. */
export const afterGuarantors = (product: Pick<LoanProduct, 'salaryCertificate'>): LoanApplicationStatus =>
  product.salaryCertificate ? 'awaiting_certification' : 'awaiting_decision';

export interface Step {
  kind: LoanApplicationEventKind;
  /** A membership number, a staff username or a member group's number. */
  actor: string;
  /** `who`: a guarantor's masked name, or the certifying unit's name; `note`: words the applicant reads. */
  params?: { who?: string; note?: string | null };
}

/**
 * One step of an application's timeline, and the same step in the applicant's inbox (and their chosen channels),
 * in the caller's transaction. An edit by the applicant themselves is recorded without telling them.
 */
export async function recordStep(context: DomainContext, db: Db, application: Pick<ApplicationRow, 'id' | 'application_no' | 'membership_no'>, step: Step, tellApplicant = true): Promise<void> {
  const id = await insertEvent(db, application.id, { kind: step.kind, at: context.now(), actor: step.actor, params: step.params });
  if (!tellApplicant) return;
  await publishMemberEvent(
    context,
    {
      kind: 'loan-application-progress',
      key: `loan-application-progress:${application.application_no}:${id}`,
      params: { application_no: application.application_no, step: step.kind, who: step.params?.who ?? '', note: step.params?.note ?? '' },
    },
    oneMember(db, application.membership_no),
    db,
  );
}
