import { sql } from 'kysely';
import type { DomainContext } from '../../domain/context';

/** A load balancer polls every few seconds and drains the process after a few failures: a slow answer is "down". */
const HEALTH_TIMEOUT_MS = 1_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Why the database does not answer in time, or undefined while it does. */
export async function databaseProblem(context: DomainContext): Promise<unknown> {
  const check = sql`select 1`.execute(context.db);
  // the query may still fail after the timeout has answered
  check.catch(() => undefined);
  try {
    await withinTimeout(check, HEALTH_TIMEOUT_MS);
    return undefined;
  } catch (err) {
    return err;
  }
}
