/** Limits on what one client address may do on the public site: post to the board or the demand form, check letters. */
import type { FastifyReply } from 'fastify';
import { countAttempt, type ThrottleRule } from '../db/repositories/login-throttle-repository';
import type { Db } from '../db/database';
import { ApiFailure } from './api-failure';

const MINUTE = 60_000;
/** 5 posts from one address within 10 minutes; then it waits 10 minutes. Kept in the database, so it holds across processes. */
const POST_RULE: ThrottleRule = { limit: 5, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE };

const thaiTime = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hour12: false });

/**
 * Counts one attempt of an address before it is judged, in one atomic statement that numbers it (decision 039), so
 * parallel attempts cannot all pass a limit they each read as not yet reached. Answers the lock it is over, if any,
 * having set Retry-After on the reply.
 */
export async function claimAddressAttempt(
  db: Db,
  reply: FastifyReply,
  scope: string,
  ip: string,
  now: Date,
  rule: ThrottleRule,
): Promise<{ until: Date; minutes: number } | undefined> {
  const { lockedUntil } = await countAttempt(db, scope, ip, now, rule);
  if (lockedUntil === null || lockedUntil <= now) return undefined;
  const seconds = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
  reply.header('retry-after', String(seconds));
  return { until: lockedUntil, minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

/**
 * Counts a post against its address and refuses it with a Thai 429 beyond the limit. Called before anything is
 * stored; a post that fails later (a closed topic) has still spent its attempt.
 */
export async function claimPost(db: Db, reply: FastifyReply, scope: string, ip: string, now: Date): Promise<void> {
  const lock = await claimAddressAttempt(db, reply, scope, ip, now, POST_RULE);
  if (!lock) return;
  throw new ApiFailure(
    429,
    'TOO_MANY_POSTS',
    `ท่านส่งข้อความบ่อยเกินไป กรุณาลองใหม่ในอีก ${lock.minutes} นาที (หลังเวลา ${thaiTime.format(lock.until)} น.)`,
  );
}
