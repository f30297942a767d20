import type { CreateCampaignBody, CreateCampaignResponse } from '@coop/contract';
import { sql } from 'kysely';
import { recordAudit } from '../../audit/audit-log';
import { type DomainContext, staffActor } from '../../domain/context';
import { campaignYearTaken, insertCampaign, insertCampaignBalances, unknownMembershipNos } from './campaign-queries';
import { ApiFailure } from '../../http/api-failure';
import { CAMPAIGN_TEXT as T } from './campaign-text';

/** How many unknown numbers the refusal names; the rest are counted. */
const NAMED_UNKNOWN = 20;

/** PostgreSQL's unique_violation: another staff member created the year's campaign between the check and the insert. */
const isUniqueViolation = (e: unknown) => (e as { code?: unknown } | null)?.code === '23505';

/**
 * A draft campaign for the year with every member's balances as of the balance date from the finance data (every
 * member whose membership has not ended, or only the list), written with its audit row in one transaction. Unknown
 * numbers in the list are named and nothing is written.
 */
export async function createCampaign(context: DomainContext, body: CreateCampaignBody): Promise<CreateCampaignResponse> {
  const auditorName = body.auditor_name.trim();
  if (auditorName === '') throw new ApiFailure(400, 'AUDITOR_NEEDED', T.blankAuditor);
  const nos = body.membership_nos === undefined ? undefined : [...new Set(body.membership_nos)];
  if (nos?.length === 0) throw new ApiFailure(400, 'EMPTY_LIST', T.emptyList);
  if (body.answer_by !== undefined && body.answer_by <= body.balance_date) throw new ApiFailure(400, 'ANSWER_BY_TOO_EARLY', T.answerByTooEarly);
  if (await campaignYearTaken(context.db, body.year)) throw new ApiFailure(409, 'YEAR_TAKEN', T.yearTaken(body.year));
  if (nos) {
    const unknown = await unknownMembershipNos(context.db, nos);
    if (unknown.length > 0) throw new ApiFailure(400, 'UNKNOWN_MEMBERS', T.unknownMembers(unknown.slice(0, NAMED_UNKNOWN), unknown.length - NAMED_UNKNOWN));
  }
  const now = context.now();
  const by = staffActor(context);
  try {
    return await context.db.transaction().execute(async (trx) => {
      // tens of thousands of members take seconds: longer than a request's usual statement limit. Compiling the one
      // large statement (JIT) cost more than running it, and its final sort by member spilled to disk in 4 MB.
      await sql`set local statement_timeout = 120000`.execute(trx);
      await sql`set local jit = off`.execute(trx);
      await sql`set local work_mem = '64MB'`.execute(trx);
      const answerBy = body.answer_by ?? null;
      const id = await insertCampaign(trx, { year: body.year, balanceDate: body.balance_date, auditorName, answerBy, createdBy: by, at: now });
      const counts = await insertCampaignBalances(trx, id, body.balance_date, nos, {
        share: T.shareLine,
        guaranteeGiven: T.guaranteeGiven,
        guaranteeReceived: T.guaranteeReceived,
      });
      await recordAudit(
        context,
        {
          action: 'confirmation.campaign_create',
          target: String(body.year),
          after: { id, year: body.year, balance_date: body.balance_date, auditor_name: auditorName, answer_by: answerBy, scope: nos ? nos.length : 'all', ...counts },
        },
        trx,
      );
      return { rc_code: '1' as const, rc_des: T.created(counts.members, counts.lines), id, ...counts };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiFailure(409, 'YEAR_TAKEN', T.yearTaken(body.year));
    throw e;
  }
}
