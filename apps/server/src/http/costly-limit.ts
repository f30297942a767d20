import { formatThaiTime } from '@coop/thai-format';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CountParams, countAttemptOf, countParams, type ThrottleRule } from '../db/repositories/login-throttle-repository';
import type { Actor } from '../domain/context';
import { addressLocked, lockOf } from './address-limit';
import { refuseHead } from './refuse-head';
import { contextOf } from './request-context';

const MINUTE = 60_000;
const per10Minutes = (limit: number): ThrottleRule => ({ limit, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE });

/**
 * The routes that cost the server most per call, by kind, with what one member, member group or staff user may ask
 * of each kind in 10 minutes before waiting 10 (decision 070 lists the routes and why each number). Counted in the
 * database, before the work, so the limit holds across processes and under a burst.
 */
export const COSTLY_LIMITS = {
  /** A member's files: a deduction receipt or invoice, the balance confirmation letter, a loan application's document. Six months' receipts and the letter are 7. */
  'member-document': { rule: per10Minutes(20), refusal: 'ท่านขอเอกสารบ่อยเกินไป' },
  /** A member group's PDFs and workbooks: a main group with 12 units may take five files of each, 60. */
  'group-report': { rule: per10Minutes(60), refusal: 'ท่านขอรายงานบ่อยเกินไป' },
  /** A staff user's whole-table exports: the audit log's CSV, a campaign's answers as a workbook, a loan round's approvals. */
  'staff-export': { rule: per10Minutes(10), refusal: 'ท่านส่งออกข้อมูลบ่อยเกินไป' },
  /** A member's document opened by staff deciding a loan application: two or three for each of 20 applications. */
  'staff-document': { rule: per10Minutes(60), refusal: 'ท่านเปิดเอกสารบ่อยเกินไป' },
  /** A page of a member's statement (shares, a loan, a deposit account): one every 5 s for 10 minutes. */
  statement: { rule: per10Minutes(120), refusal: 'ท่านเรียกดูรายการเคลื่อนไหวบ่อยเกินไป' },
  /** What may I borrow: the eligibility of every product, each a statement over the member's facts. */
  'loan-eligibility': { rule: per10Minutes(30), refusal: 'ท่านตรวจสิทธิ์กู้บ่อยเกินไป' },
  /** A quote for an amount and a term, asked again at each change of the form. */
  'loan-quote': { rule: per10Minutes(60), refusal: 'ท่านคำนวณยอดกู้บ่อยเกินไป' },
  /** Passkey options: each stores a challenge; a sign-in or an added passkey takes one or two, a retry a few more (074). */
  'passkey-options': { rule: per10Minutes(30), refusal: 'ท่านขอใช้พาสคีย์บ่อยเกินไป' },
} as const satisfies Record<string, { rule: ThrottleRule; refusal: string }>;

export type CostlyKind = keyof typeof COSTLY_LIMITS;

/** Whose allowance a call spends: the signed-in member (also when staff look as them), group or staff user, else the address. */
function spenderOf(actor: Actor, address: string): string {
  switch (actor.kind) {
    case 'member':
      return `member:${actor.membershipNo}`;
    case 'member-group':
      return `member-group:${actor.memberGroupNo}`;
    case 'staff':
      return `staff:${actor.username}`;
    default:
      return `address:${address}`;
  }
}

/** One call of a costly kind, counted: the kind, and what its count writes. */
export interface CostlyCount {
  kind: CostlyKind;
  params: CountParams;
}

/**
 * What counting one call of `kind` by the request's caller writes, with the allowance the configuration scales. A
 * route whose work starts with one read may fold this count into that read (loan-queries.ts) and judge the answer
 * with refuseOverCostlyLimit before anything else: the same count, one round trip fewer.
 */
export function costlyCount(request: FastifyRequest, kind: CostlyKind): CostlyCount {
  const context = contextOf(request);
  const { rule } = COSTLY_LIMITS[kind];
  const allowed = { ...rule, limit: rule.limit * context.config.costlyLimitFactor };
  return { kind, params: countParams(`costly:${kind}`, spenderOf(context.actor, request.ip), context.now(), allowed) };
}

/** The Thai 429 that says when to try again, with Retry-After, while the lock a count answered holds. */
export function refuseOverCostlyLimit(count: CostlyCount, lockedUntil: Date | null): void {
  const lock = lockOf(lockedUntil, count.params.now);
  if (lock) throw addressLocked(lock, 'TOO_MANY_REQUESTS', `${COSTLY_LIMITS[count.kind].refusal} กรุณาลองใหม่ในอีก ${lock.minutes} นาที (หลังเวลา ${formatThaiTime(lock.until)})`);
}

/**
 * A route's preHandler (after its guard and the check of its input, so a refused input spends nothing): counts the
 * call against its kind's limit and answers past it the Thai 429 that says when to try again, with Retry-After. A
 * HEAD is refused first: it would run the costly work, and counting it would let a HEAD change something (038).
 */
export function limitCostly(kind: CostlyKind): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    await refuseHead(request, reply);
    const count = costlyCount(request, kind);
    const { lockedUntil } = await countAttemptOf(contextOf(request).db, count.params);
    refuseOverCostlyLimit(count, lockedUntil);
  };
}
