import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRoundDates } from '../../src/seed/demo-loan-decision';
import { LOAN_DEMO_MEMBERS } from '../../src/seed/demo-loan-products';
import { seedDemo } from '../../src/seed/seed-demo';
import { addStaffUser } from '../support/staff';
import { staffPost, staffToken } from '../support/staff-requests';
import { startTestApp, type TestContext } from '../support/test-app';

// seeded on the test clock's day: the 22nd, past the 20th, so the round is December's
const today = new Date('2026-11-22T00:00:00Z');

describe('the demo loan application waiting for a decision', () => {
  let t: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-loan-decision-'));
    t = await startTestApp({ dataDir });
    await seedDemo(t.database.db, { members: 20, today, dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes a round on the 20th: this month’s until then, next month’s after', () => {
    expect(demoRoundDates('2026-11-20')).toEqual({ name: 'รอบพฤศจิกายน 2569', cutoff: '2026-11-20', committee: '2026-11-25' });
    expect(demoRoundDates('2026-12-21')).toEqual({ name: 'รอบมกราคม 2570', cutoff: '2027-01-20', committee: '2027-01-25' });
  });

  it('is in the round, with its documents; staff approve it and export the round', async () => {
    const token = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    const rounds = (await staffPost(t.app, endpoints.adminLoanRounds.path, token, {})).json().rounds;
    expect(rounds).toEqual([expect.objectContaining({ name: 'รอบธันวาคม 2569', cutoff_date: '2026-12-20', applications: 1, approved: 0 })]);
    const queue = (await staffPost(t.app, endpoints.adminLoanQueue.path, token, { round_id: rounds[0].id, status: 'awaiting_decision' })).json().data;
    expect(queue).toEqual([expect.objectContaining({ membership_no: LOAN_DEMO_MEMBERS.awaitingDecision, amount: 40_000, installments: 12 })]);
    const no = queue[0].application_no as string;
    const slip = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.adminLoanDocument, { application_no: no, kind: 'salary_slip' }), headers: { authorization: `Bearer ${token}` } });
    expect([slip.statusCode, slip.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await staffPost(t.app, endpoints.adminLoanApprove.path, token, { application_no: no, amount: '40000', installments: 12 })).statusCode).toBe(200);
    const csv = await t.app.inject({ method: 'GET', url: `${endpointPath(endpoints.adminLoanRoundCsv, { round_id: rounds[0].id })}?encoding=utf-8`, headers: { authorization: `Bearer ${token}` } });
    expect(csv.body).toContain(no);
  });
});
