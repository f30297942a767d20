import { deviceName, type SessionEndResponse, type SessionListResponse } from '@coop/contract';
import { requireOwnPassword, type PasswordArea } from '../../auth/password-change';
import { revokeOtherSessions, revokeOwnSession } from '../../auth/sessions';
import { findGroupPasswordHash } from '../../db/repositories/member-group-account-repository';
import { findPasswordHash } from '../../db/repositories/member-account-repository';
import { listOwnSessions } from '../../db/repositories/session-repository';
import { type DomainContext, memberActor, memberGroupActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { maskedAddress } from './masked-address';

/** Whose sessions: the member or the member group acting, with the password that stands behind them. */
export interface SessionOwner {
  kind: 'member' | 'membergroup';
  subject: string;
  findPasswordHash: PasswordArea['findPasswordHash'];
  /** The session asking, marked "this device" and never among the "others". */
  tokenHash: string;
}

export const memberOwner = (context: DomainContext, tokenHash: string): SessionOwner => ({
  kind: 'member',
  subject: memberActor(context),
  findPasswordHash,
  tokenHash,
});

export const memberGroupOwner = (context: DomainContext, tokenHash: string): SessionOwner => ({
  kind: 'membergroup',
  subject: memberGroupActor(context),
  findPasswordHash: findGroupPasswordHash,
  tokenHash,
});

export const SESSION_TEXT = {
  ended: 'ออกจากระบบบนอุปกรณ์นั้นแล้ว',
  endedOthers: 'ออกจากระบบบนอุปกรณ์อื่นทั้งหมดแล้ว',
  notFound: 'ไม่พบการเข้าสู่ระบบนี้ อาจออกจากระบบหรือหมดเวลาไปแล้ว',
} as const;

/** The owner's live sessions, newest first: the device in plain words, where from (masked), when started and last used. */
export async function ownSessionList(context: DomainContext, owner: SessionOwner): Promise<SessionListResponse> {
  const rows = await listOwnSessions(context.db, owner.kind, owner.subject, context.now());
  return {
    rc_code: '1',
    sessions: rows.map((r) => ({
      id: r.id,
      device: deviceName(r.user_agent),
      address: maskedAddress(r.ip),
      started_at: r.created_at.toISOString(),
      last_used_at: (r.last_seen_at ?? r.created_at).toISOString(),
      expires_at: r.expires_at.toISOString(),
      current: r.token_hash === owner.tokenHash,
    })),
  };
}

/**
 * Ends one of the owner's sessions once their password is typed again (ASVS 5.0 7.5.2), in every process at once;
 * a session that is not theirs, or already ended, is a Thai 404.
 */
export async function endOwnSession(context: DomainContext, owner: SessionOwner, id: number, password: string): Promise<SessionEndResponse> {
  await requireOwnPassword(context, owner.kind, owner.findPasswordHash, owner.subject, password);
  if (!(await revokeOwnSession(context.db, context.sessionCache, owner.kind, owner.subject, id))) {
    throw new ApiFailure(404, 'NOT_FOUND', SESSION_TEXT.notFound);
  }
  return { rc_code: '1', rc_des: SESSION_TEXT.ended };
}

/** Ends every session of the owner but this one, once their password is typed again. */
export async function endOtherSessions(context: DomainContext, owner: SessionOwner, password: string): Promise<SessionEndResponse> {
  await requireOwnPassword(context, owner.kind, owner.findPasswordHash, owner.subject, password);
  await revokeOtherSessions(context.db, context.sessionCache, owner.kind, owner.subject, owner.tokenHash);
  return { rc_code: '1', rc_des: SESSION_TEXT.endedOthers };
}
