import type { ApplicationNoParam, GuaranteeAnswerBody, GuaranteeRequestResponse, LoanActionResponse } from '@coop/contract';
import { thaiToday } from '@coop/thai-format';
import { claimAttempt, minutesLeft, settleSuccess } from '../../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/database';
import { findPasswordHash } from '../../db/repositories/member-account-repository';
import { clientAddress, type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { baht, percentOf, type Satang, scaledDecimal, timesOf } from '../../loans/loan-arithmetic';
import { productVersion } from '../../loans/loan-queries';
import type { LoanProduct } from '../../loans/loan-rules';
import { maskMemberName } from '../../text/mask-member-name';
import { afterGuarantors, recordStep } from './application-steps';
import { type JudgedGuarantor, judgeGuarantor } from './guarantor-judgement';
import { answerGuarantor, type ApplicationRow, applicationGuarantors, ENDED_STATUSES, findApplication, findGuarantorRow, type GuarantorRow, setApplicationStatus } from './loan-application-queries';
import { CONSENT_TEXT as T } from './loan-application-text';

/** The same throttle as a password change: a stolen session guessing the password is counted as a login would be. */
const PASSWORD_AREA = 'member-pass';

const notFound = () => new ApiFailure(404, 'NOT_FOUND', T.notFound);

/** The application and the acting member's place among its guarantors; any other member answers as not found. */
async function requestOf(db: Db, guarantorNo: string, applicationNo: string, forUpdate = false): Promise<{ application: ApplicationRow; row: GuarantorRow; product: LoanProduct }> {
  const application = await findApplication(db, applicationNo, forUpdate);
  const row = application && (await findGuarantorRow(db, application.id, guarantorNo));
  const product = row && row.status !== 'withdrawn' ? await productVersion(db, application.version_id) : undefined;
  if (!application || !row || !product) throw notFound();
  return { application, row, product };
}

/** The guarantor's load now and after signing this one, against the product's limits. */
function exposureOf(judged: JudgedGuarantor, share: Satang, signed: boolean) {
  const { facts, limits } = judged;
  const others = facts.guarantees.length;
  const total = facts.guarantees.reduce((sum, g) => sum + g.amount, 0);
  const caps = limits
    ? [
        limits.max_salary_multiple === null ? null : timesOf(facts.salary, limits.max_salary_multiple),
        limits.max_share_percent === null ? null : percentOf(facts.shares, limits.max_share_percent),
      ].filter((c): c is Satang => c !== null)
    : [];
  // once signed, this loan is already among the guarantees read
  const adding = signed ? 0 : share;
  return {
    loans_now: signed ? others - 1 : others,
    total_now: baht(total - (signed ? share : 0)),
    loans_after: others + (signed ? 0 : 1),
    total_after: baht(total + adding),
    max_loans: limits ? limits.max_loans : null,
    total_limit: caps.length === 0 ? null : baht(Math.min(...caps)),
    can_guarantee: signed || judged.canGuarantee,
    text: judged.text,
  };
}

/** What the guarantor reads before answering: the applicant, the loan, and their own exposure after signing. */
export async function guaranteeRequest(context: DomainContext, params: ApplicationNoParam): Promise<GuaranteeRequestResponse> {
  const guarantorNo = memberActor(context);
  const { application, row, product } = await requestOf(context.db, guarantorNo, params.application_no);
  const judged = await judgeGuarantor(context.db, product, guarantorNo, thaiToday(context.now().getTime()));
  if (!judged) throw notFound();
  const share = scaledDecimal(row.amount, 2);
  return {
    rc_code: '1' as const,
    request: {
      application_no: application.application_no,
      applicant_no: application.membership_no,
      applicant_name: application.applicant_name,
      product_name: application.product_name,
      amount: scaledDecimal(application.amount, 2) / 100,
      installments: application.installments,
      my_amount: baht(share),
      status: row.status,
      answerable: row.status === 'pending' && !ENDED_STATUSES.includes(application.status),
      exposure: exposureOf(judged, share, row.status === 'accepted' && !ENDED_STATUSES.includes(application.status)),
    },
  };
}

/**
 * The guarantor accepts or declines, signing with their password (counted as a password change counts it). An
 * acceptance is judged again by the application's rules against the guarantor's figures now. The answer is a step
 * of the timeline the applicant is told of; the last acceptance moves the application on to the unit clerk, or to
 * staff where the product asks no certificate.
 */
export async function answerGuarantee(context: DomainContext, body: GuaranteeAnswerBody): Promise<LoanActionResponse> {
  const guarantorNo = memberActor(context);
  const now = context.now();
  const ip = clientAddress(context);
  await requestOf(context.db, guarantorNo, body.application_no);
  const lock = await claimAttempt(context.db, PASSWORD_AREA, guarantorNo, ip, now);
  if (lock) throw new ApiFailure(429, 'PASSWORD_LOCKED', T.locked(minutesLeft(lock, now)));
  const account = await findPasswordHash(context.db, guarantorNo);
  const signed = account ? await verifyPassword(body.password, account.password_hash) : await burnPasswordCheck(body.password);
  if (!signed) throw new ApiFailure(400, 'WRONG_PASSWORD', T.wrongPassword);
  await settleSuccess(context.db, PASSWORD_AREA, guarantorNo, ip);
  const note = body.note?.trim() || null;
  await context.db.transaction().execute(async (trx) => {
    const { application, row, product } = await requestOf(trx, guarantorNo, body.application_no, true);
    if (row.status !== 'pending' || ENDED_STATUSES.includes(application.status)) throw new ApiFailure(409, 'ALREADY_ANSWERED', T.answered);
    const judged = await judgeGuarantor(trx, product, guarantorNo, thaiToday(now.getTime()));
    if (body.accept && (!judged || !judged.canGuarantee)) throw new ApiFailure(400, 'GUARANTOR_CANNOT', T.cannotGuarantee(judged?.text ?? ''));
    if (!(await answerGuarantor(trx, row.id, body.accept ? 'accepted' : 'declined', note, now))) throw new ApiFailure(409, 'ALREADY_ANSWERED', T.answered);
    const who = maskMemberName(row.name);
    await recordStep(context, trx, application, { kind: body.accept ? 'guarantor_accepted' : 'guarantor_declined', actor: guarantorNo, params: { who, note } });
    const accepted = (await applicationGuarantors(trx, application.id)).filter((g) => g.status === 'accepted').length;
    const required = (application.verdict as { guarantors_required: number }).guarantors_required;
    if (body.accept && application.status === 'awaiting_guarantors' && accepted >= required) {
      await setApplicationStatus(trx, application.id, afterGuarantors(product), now);
    }
  });
  return { rc_code: '1' as const, rc_des: body.accept ? T.accepted : T.declined };
}
