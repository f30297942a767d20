import { auditActionName, endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDefinition } from '../../../src/jobs/job-definition';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

let fails = true;
const definitions: JobDefinition[] = [
  {
    name: 'letters',
    retryLimit: 0,
    async handler() {
      if (fails) throw new Error('เครื่องพิมพ์ไม่ตอบ');
    },
  },
  { name: 'quiet', async handler() {} },
];

describe('the job queue’s health in the console', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({}, undefined, undefined, definitions);
    admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
  });
  afterAll(() => t.close());

  const health = (token = admin) => t.app.inject({ method: 'GET', url: endpoints.adminJobHealth.path, headers: { authorization: `Bearer ${token}` } });
  const retry = (id: string, token = admin) => staffPost(t.app, endpointPath(endpoints.adminJobRetry, { id }), token);

  it('counts waiting, running and dead per name, with the oldest wait and the last error', async () => {
    await t.app.jobs.send('letters', { n: 1 });
    await t.app.jobs.drain();
    await t.app.jobs.send('quiet', {});
    await t.app.jobs.send('quiet', {}, { runAt: new Date(t.clock.now().getTime() + 3_600_000) });
    t.clock.advanceSeconds(90);
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json().names).toEqual([
      { name: 'letters', waiting: 0, running: 0, dead: 1, oldest_waiting_seconds: null, last_error: 'Error: เครื่องพิมพ์ไม่ตอบ' },
      { name: 'quiet', waiting: 2, running: 0, dead: 0, oldest_waiting_seconds: 90, last_error: null },
    ]);
    expect(res.json().dead_jobs).toEqual([expect.objectContaining({ name: 'letters', attempts: 1, last_error: 'Error: เครื่องพิมพ์ไม่ตอบ' })]);
  });

  it('runs a dead job again when an admin retries it, audited with Thai words', async () => {
    const [dead] = (await health()).json().dead_jobs as { id: string }[];
    fails = false;
    const res = await retry(dead?.id ?? '');
    expect(res.json()).toEqual({ rc_code: '1', rc_des: 'สั่งให้ทำงานนี้ใหม่แล้ว' });
    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    const job = await t.database.db.selectFrom('jobs').select(['state']).where('id', '=', Number(dead?.id)).executeTakeFirstOrThrow();
    expect(job.state).toBe('done');
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', 'jobs.retry').execute();
    expect(audit).toEqual([{ action: 'jobs.retry', target: dead?.id }]);
    expect(auditActionName('jobs.retry')).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('answers 404 in Thai for a job that is not dead', async () => {
    const id = await t.app.jobs.send('quiet', {});
    const res = await retry(id ?? '');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('is for admins only', async () => {
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    expect((await health(support)).statusCode).toBe(403);
    expect((await retry('1', support)).statusCode).toBe(403);
  });
});
