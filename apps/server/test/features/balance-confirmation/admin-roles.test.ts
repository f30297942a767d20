import { endpointPath, endpoints, type StaffRole } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBalanceLines, addCampaign, addResponse, addSignOff } from '../../support/factories/confirmation';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('who may do what with balance confirmation in the console', () => {
  let t: TestContext;
  let draftId: number;
  let openId: number;
  let disputeId: number;
  let memberNo: string;
  const tokens: Partial<Record<StaffRole, string>> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    for (const role of ['admin', 'support', 'auditor', 'editor'] as const) tokens[role] = await staffToken(t.app, await addStaffUser(db, role), t.clock.now());
    memberNo = newMembershipNo();
    await addMember(db, memberNo);
    draftId = await addCampaign(db, 2140, { status: 'draft' });
    await addBalanceLines(db, draftId, memberNo);
    await addSignOff(db, draftId);
    openId = await addCampaign(db, 2141);
    await addBalanceLines(db, openId, memberNo);
    disputeId = (await addResponse(db, openId, memberNo, { 1: { agreed: false } })).disputeIds[0]!;
  });
  afterAll(() => t.close());

  const reads = () => [
    (token?: string) => t.app.inject({ method: 'GET', url: endpoints.confirmationCampaigns.path, headers: token ? { authorization: `Bearer ${token}` } : {} }),
    (token?: string) => staffPost(t.app, endpoints.confirmationCampaignSummary.path, token, { id: openId }),
    (token?: string) => staffPost(t.app, endpoints.confirmationResponses.path, token, { campaign_id: openId }),
    (token?: string) => staffPost(t.app, endpoints.confirmationDisputes.path, token, { campaign_id: openId }),
    (token?: string) => t.app.inject({ method: 'GET', url: endpointPath(endpoints.confirmationExport, { campaign_id: openId }), headers: token ? { authorization: `Bearer ${token}` } : {} }),
  ];
  // each change is refused before it runs, so one campaign serves every role
  const creates = (token?: string) => staffPost(t.app, endpoints.confirmationCampaignCreate.path, token, { year: 2142, balance_date: '2026-12-31', auditor_name: 'ผู้สอบ', membership_nos: [memberNo] });
  const opens = (token?: string) => staffPost(t.app, endpoints.confirmationCampaignOpen.path, token, { id: draftId });
  const closes = (token?: string) => staffPost(t.app, endpoints.confirmationCampaignClose.path, token, { id: openId });
  const answers = (token?: string) => staffPost(t.app, endpoints.confirmationDisputeAnswer.path, token, { id: disputeId, status: 'in_review', note: 'ตรวจสอบ' });

  it('the auditor reads campaigns, counts, responses and cases and exports them', async () => {
    for (const read of reads()) expect((await read(tokens.auditor)).statusCode).toBe(200);
  });

  it('the auditor may not create, open or close a campaign, nor answer a case (403)', async () => {
    for (const change of [creates, opens, closes, answers]) {
      const res = await change(tokens.auditor);
      expect(res.statusCode).toBe(403);
      expect(res.json().rc_code).toBe('0');
    }
    expect((await t.database.db.selectFrom('confirmation_campaigns').select('status').where('id', '=', draftId).executeTakeFirstOrThrow()).status).toBe('draft');
  });

  it('support staff read and answer cases but may not run campaigns (403)', async () => {
    for (const read of reads()) expect((await read(tokens.support)).statusCode).toBe(200);
    expect((await answers(tokens.support)).statusCode).toBe(200);
    for (const change of [creates, opens, closes]) expect((await change(tokens.support)).statusCode).toBe(403);
  });

  it('an editor gets 403 everywhere; a member’s token and none get 401', async () => {
    const member = await loginToken(t.app, memberNo);
    for (const call of [...reads(), creates, opens, closes, answers]) {
      expect((await call(tokens.editor)).statusCode).toBe(403);
      expect((await call(member)).statusCode).toBe(401);
      expect((await call(undefined)).statusCode).toBe(401);
    }
  });

  it('admins do everything', async () => {
    for (const read of reads()) expect((await read(tokens.admin)).statusCode).toBe(200);
    expect((await answers(tokens.admin)).statusCode).toBe(200);
    expect((await opens(tokens.admin)).statusCode).toBe(200);
    expect((await closes(tokens.admin)).statusCode).toBe(200);
    expect((await creates(tokens.admin)).statusCode).toBe(200);
  });
});
