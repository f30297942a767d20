import type { FastifyReply } from 'fastify';
import { findLockedUntil, recordFailure, type ThrottleRule } from '../../db/repositories/login-throttle-repository';
import type { Db } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';

const MINUTE = 60_000;
/** 5 posts from one address within 10 minutes; then it waits 10 minutes. Kept in the database, so it holds across processes. */
export const POST_RULE: ThrottleRule = { limit: 5, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE };

const thaiTime = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hour12: false });

/** Refuses with a Thai 429 (and Retry-After) while the address is over its limit. */
export async function ensureMayPost(db: Db, reply: FastifyReply, scope: string, ip: string, now: Date): Promise<void> {
  const until = await findLockedUntil(db, scope, ip, now);
  if (!until) return;
  const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  reply.header('retry-after', String(seconds));
  throw new ApiFailure(
    429,
    'TOO_MANY_POSTS',
    `ท่านส่งข้อความบ่อยเกินไป กรุณาลองใหม่ในอีก ${minutes} นาที (หลังเวลา ${thaiTime.format(until)} น.)`,
  );
}

/** Counts an accepted post against the address (the throttle table counts any event, not only failures). */
export function countPost(db: Db, scope: string, ip: string, now: Date): Promise<void> {
  return recordFailure(db, scope, ip, now, POST_RULE);
}
