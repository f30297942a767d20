import { type ConfirmAnswerBody, type ConfirmAnswerResponse, groupLetterCode } from '@coop/contract';
import { formatThaiName } from '@coop/thai-format';
import { recordAudit } from '../../audit/audit-log';
import { type DomainContext, memberActor } from '../../domain/context';
import {
  findCampaignByYearForShare,
  findResponse,
  insertAnswers,
  insertResponse,
  listBalanceLines,
  openDisputes,
} from './letter-queries';
import { findMemberIdentity } from '../../db/repositories/member-repository';
import { ApiFailure } from '../../http/api-failure';
import { CONFIRMATION_TEXT as T } from './confirmation-text';
import { newDocumentCode } from '../../documents/document-code';
import { linkAnswer } from './answer-chain';
import { type AnsweredLine, type LetterLine, letterFingerprint, linesDigest } from './letter-fingerprint';

/** numeric(14, 2): twelve digits before the point. */
const MAX_AMOUNT = 1e12;

function claimedAmount(value: number | undefined): number | null {
  if (value === undefined) return null;
  const satang = value * 100;
  if (Math.abs(value) >= MAX_AMOUNT || Math.abs(satang - Math.round(satang)) > 1e-6) throw new ApiFailure(400, 'BAD_CLAIMED_AMOUNT', T.badClaimedAmount);
  return Math.round(satang) / 100;
}

/** Every line of the letter answered exactly once, none besides; a line not agreed carries its reason. */
function answeredLines(lines: readonly LetterLine[], answers: ConfirmAnswerBody['answers']): AnsweredLine[] {
  const byLine = new Map<number, ConfirmAnswerBody['answers'][number]>();
  for (const a of answers) {
    if (!lines.some((l) => l.line_no === a.line_no)) throw new ApiFailure(400, 'UNKNOWN_LINE', T.unknownLine);
    if (byLine.has(a.line_no)) throw new ApiFailure(400, 'ANSWER_EVERY_LINE', T.answerEveryLine);
    byLine.set(a.line_no, a);
  }
  return lines.map((line) => {
    const a = byLine.get(line.line_no);
    if (!a) throw new ApiFailure(400, 'ANSWER_EVERY_LINE', T.answerEveryLine);
    if (a.agreed) return { ...line, agreed: true, reason: '', claimed_amount: null };
    const reason = a.reason?.trim() ?? '';
    if (reason === '') throw new ApiFailure(400, 'REASON_NEEDED', T.reasonNeeded);
    return { ...line, agreed: false, reason, claimed_amount: claimedAmount(a.claimed_amount) };
  });
}

/**
 * The member's one answer to the year's letter (decision 034): the response, each line as shown with its answer, an
 * open case per disputed line, its link in the campaign's answer chain (decision 084) and the audit row, in one
 * transaction or not at all. Answers the letter's code.
 */
export async function recordAnswer(context: DomainContext, year: number, body: ConfirmAnswerBody): Promise<ConfirmAnswerResponse> {
  const membershipNo = memberActor(context);
  const now = context.now();
  const code = await context.db.transaction().execute(async (trx) => {
    const campaign = await findCampaignByYearForShare(trx, year);
    if (!campaign || campaign.status === 'draft') throw new ApiFailure(404, 'NO_CAMPAIGN', T.noCampaign(year));
    if (await findResponse(trx, campaign.id, membershipNo)) throw new ApiFailure(409, 'ALREADY_ANSWERED', T.alreadyAnswered);
    if (campaign.status !== 'open') throw new ApiFailure(409, 'CAMPAIGN_CLOSED', T.campaignClosed);
    const lines = await listBalanceLines(trx, campaign.id, membershipNo);
    if (lines.length === 0) throw new ApiFailure(404, 'NOT_IN_CAMPAIGN', T.notInCampaign(year));
    // first, so an answer to figures since changed is told to reload rather than that its lines are wrong
    if (body.digest !== linesDigest(lines)) throw new ApiFailure(409, 'LINES_CHANGED', T.linesChanged);
    const answered = answeredLines(lines, body.answers);
    const member = await findMemberIdentity(trx, membershipNo);
    const memberName = formatThaiName(member?.prename, member?.member_name, member?.member_surname);
    const letterCode = newDocumentCode();
    const fingerprint = letterFingerprint({ code: letterCode, year, balance_date: campaign.balance_date, membership_no: membershipNo, member_name: memberName, lines: answered });
    const landed = await insertResponse(trx, {
      campaignId: campaign.id,
      membershipNo,
      at: now,
      memberName,
      letterCode,
      fingerprint,
      ip: context.client?.address ?? '',
      userAgent: context.client?.userAgent ?? '',
    });
    if (!landed) throw new ApiFailure(409, 'ALREADY_ANSWERED', T.alreadyAnswered);
    await insertAnswers(
      trx,
      answered.map((l) => ({ ...l, campaign_id: campaign.id, membership_no: membershipNo })),
    );
    const disputed = answered.filter((l) => !l.agreed).map((l) => l.line_no);
    await openDisputes(trx, campaign.id, membershipNo, disputed, now);
    // last, so the per-campaign lock it takes is held for as little of the transaction as can be
    await linkAnswer(trx, campaign.id, { membershipNo, answeredAt: now, fingerprint });
    await recordAudit(context, { action: 'confirmation.answer', target: membershipNo, after: { year, letter_code: letterCode, lines: answered.length, disputed } }, trx);
    return letterCode;
  });
  return { rc_code: '1', rc_des: T.recorded, letter_code: groupLetterCode(code) };
}
