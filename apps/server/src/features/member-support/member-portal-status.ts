import { type MemberNoBody, type MemberPortalStatus, padMembershipNo } from '@coop/contract';
import { recordStaffRead } from '../../audit/audit-log';
import { SUPPORT_TEXT } from '../../auth/support-text';
import type { Db } from '../../db/database';
import { findLastLogin } from '../../db/repositories/known-device-repository';
import { listLocksOf } from '../../db/repositories/login-lock-repository';
import { findThrottlesOfAccount } from '../../db/repositories/login-throttle-repository';
import { findMemberSummary } from './member-search-queries';
import { listLiveSessionsOf } from '../../db/repositories/session-repository';
import { findPasswordChangedAt } from '../../db/repositories/member-account-repository';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { MEMBER_THROTTLE_AREAS } from './member-throttle-areas';

const LOCK_HISTORY = 10;

/** `member-pass:pair` → area `member-pass`, kind `pair`. */
function splitScope(scope: string): { area: string; kind: string } {
  const at = scope.lastIndexOf(':');
  return { area: scope.slice(0, at), kind: scope.slice(at + 1) };
}

/** Throttles over their limit now, with the failures behind them. */
export async function liveLocksOf(db: Db, membershipNo: string, now: Date) {
  const rows = await findThrottlesOfAccount(db, MEMBER_THROTTLE_AREAS, membershipNo);
  return rows
    .filter((r) => r.locked_until !== null && r.locked_until > now)
    .map((r) => ({ ...splitScope(r.scope), failures: r.failures, locked_until: (r.locked_until as Date).toISOString() }));
}

/**
 * What support needs when a member calls: registered or not, locked now and the locks that came before (where
 * from), when the member last logged in, and the sessions alive now. An unknown number is a Thai 404; each look is
 * audited.
 */
export async function memberPortalStatus(context: DomainContext, body: MemberNoBody): Promise<MemberPortalStatus> {
  const { db } = context;
  const now = context.now();
  const membershipNo = padMembershipNo(body.membership_no);
  const member = await findMemberSummary(db, membershipNo);
  if (!member) throw new ApiFailure(404, 'NO_MEMBER', SUPPORT_TEXT.noMember);
  const [account, lastLogin, locks, history, sessions] = await Promise.all([
    findPasswordChangedAt(db, membershipNo),
    findLastLogin(db, 'member', membershipNo),
    liveLocksOf(db, membershipNo, now),
    listLocksOf(db, MEMBER_THROTTLE_AREAS, membershipNo, LOCK_HISTORY),
    listLiveSessionsOf(db, 'member', membershipNo, now),
  ]);
  await recordStaffRead(context, { action: 'member.status_view', target: membershipNo }, { kind: 'status', membershipNos: [membershipNo] });
  return {
    rc_code: '1',
    member,
    password_changed_at: account?.password_changed_at.toISOString() ?? null,
    last_login_at: lastLogin?.toISOString() ?? null,
    locks,
    lock_history: history.map((h) => ({ ...h, locked_at: h.locked_at.toISOString(), locked_until: h.locked_until.toISOString() })),
    sessions: sessions.map((s) => ({ ...s, created_at: s.created_at.toISOString(), expires_at: s.expires_at.toISOString() })),
  };
}
