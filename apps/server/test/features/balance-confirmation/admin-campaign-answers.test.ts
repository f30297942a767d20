import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_TEXT as T } from '../../../src/features/balance-confirmation/campaign-text';
import { addBalanceLines, addCampaign, addResponse } from '../../support/factories/confirmation';
import { addMemberGroup } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const CODE = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

describe('a campaign’s answers in the console: counts per group, responses, dispute cases and the staff’s answers', () => {
  let t: TestContext;
  let support: string;
  let supportName: string;
  let campaignId: number;
  let groupX: string;
  let groupY: string;
  const no = { agreedX: '', disputedX: '', silentY: '', agreedY: '' };
  let disputeId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    const staff = await addStaffUser(db, 'support');
    supportName = staff.username;
    support = await staffToken(t.app, staff, t.clock.now());
    groupX = await addMemberGroup(db, { name: 'กองพันเอ็กซ์' });
    groupY = await addMemberGroup(db, { name: 'กองพันวาย' });
    campaignId = await addCampaign(db, 2130);
    for (const [key, group] of [['agreedX', groupX], ['disputedX', groupX], ['silentY', groupY], ['agreedY', groupY]] as const) {
      no[key] = newMembershipNo();
      await addMember(db, no[key], { member_group_no: group, first_name: key === 'silentY' ? 'ยังไม่ตอบ' : 'ตอบแล้ว' });
      await addBalanceLines(db, campaignId, no[key]);
    }
    await addResponse(db, campaignId, no.agreedX);
    await addResponse(db, campaignId, no.agreedY);
    disputeId = (await addResponse(db, campaignId, no.disputedX, { 2: { agreed: false, reason: 'ถอนเงินไปแล้ว 210.75 บาท', claimed_amount: 45_000 } })).disputeIds[0]!;
    // another campaign's answers are not counted in this one
    const other = await addCampaign(db, 2131);
    await addBalanceLines(db, other, no.agreedX);
    await addResponse(db, other, no.agreedX, { 1: { agreed: false } });
  });
  afterAll(() => t.close());

  const post = (url: string, body: object, token = support) => staffPost(t.app, url, token, body);

  it('counts members, answered, agreed, disputed and not answered, in total and per group, with the open cases', async () => {
    const res = await post(endpoints.confirmationCampaignSummary.path, { id: campaignId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.campaign).toMatchObject({ id: campaignId, year: 2130, status: 'open', counts: { members: 4, answered: 3, agreed: 2, disputed: 1, not_answered: 1 }, open_disputes: 1 });
    expect(body.groups).toEqual([
      { member_group_no: groupX, member_group_name: 'กองพันเอ็กซ์', members: 2, answered: 2, agreed: 1, disputed: 1, not_answered: 0 },
      { member_group_no: groupY, member_group_name: 'กองพันวาย', members: 2, answered: 1, agreed: 1, disputed: 0, not_answered: 1 },
    ]);
  });

  it('lists every campaign, newest year first, with its counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: endpoints.confirmationCampaigns.path, headers: { authorization: `Bearer ${support}` } });
    const years = res.json().data.map((c: { year: number }) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const other = res.json().data.find((c: { year: number }) => c.year === 2131);
    expect(other).toMatchObject({ counts: { members: 1, answered: 1, agreed: 0, disputed: 1, not_answered: 0 }, open_disputes: 1, source: 'finance' });
  });

  it('names the non-responders of each unit: not answered, in that member group only (decision 084)', async () => {
    const silentOf = async (group: string) =>
      (await post(endpoints.confirmationResponses.path, { campaign_id: campaignId, answer: 'not_answered', member_group_no: group })).json().data.map((r: { membership_no: string }) => r.membership_no);
    expect(await silentOf(groupY)).toEqual([no.silentY]);
    expect(await silentOf(groupX)).toEqual([]);
  });

  it('lists the members with their answers, filtered by answer, group and number or name', async () => {
    const list = async (filter: object) => (await post(endpoints.confirmationResponses.path, { campaign_id: campaignId, ...filter })).json();
    const all = await list({});
    expect(all).toMatchObject({ total: 4, page: 1, total_pages: 1 });
    expect(all.data.map((r: { membership_no: string }) => r.membership_no)).toEqual(Object.values(no).sort());
    const disputed = await list({ answer: 'disputed' });
    expect(disputed.data).toEqual([
      { membership_no: no.disputedX, member_name: `สมาชิก ${no.disputedX}`, member_group_no: groupX, lines: 4, answer: 'disputed', disputed_lines: 1, answered_at: '2026-11-20T03:00:00.000Z', letter_code: expect.stringMatching(CODE) },
    ]);
    const silent = await list({ answer: 'not_answered' });
    expect(silent.data).toEqual([
      { membership_no: no.silentY, member_name: `นายยังไม่ตอบ สมาชิก${no.silentY}`, member_group_no: groupY, lines: 4, answer: 'not_answered', disputed_lines: 0, answered_at: null, letter_code: null },
    ]);
    expect((await list({ member_group_no: groupY })).data.map((r: { membership_no: string }) => r.membership_no)).toEqual([no.silentY, no.agreedY].sort());
    expect((await list({ q: 'ยังไม่' })).data.map((r: { membership_no: string }) => r.membership_no)).toEqual([no.silentY]);
    expect((await list({ q: no.agreedY.slice(2) })).data.map((r: { membership_no: string }) => r.membership_no)).toEqual([no.agreedY]);
    expect((await list({ answer: 'agreed', page: 2 }))).toMatchObject({ data: [], total: 2, page: 2 });
  });

  it('lists a disputed line as a case with the figures, the difference and the reason', async () => {
    const res = await post(endpoints.confirmationDisputes.path, { campaign_id: campaignId });
    expect(res.json()).toMatchObject({ total: 1, page: 1 });
    expect(res.json().data).toEqual([
      {
        id: disputeId,
        membership_no: no.disputedX,
        member_name: `สมาชิก ${no.disputedX}`,
        line_no: 2,
        kind: 'deposit',
        reference: '001-2-00123-4',
        description: 'เงินฝากออมทรัพย์',
        amount: 45_210.75,
        claimed_amount: 45_000,
        difference: -210.75,
        reason: 'ถอนเงินไปแล้ว 210.75 บาท',
        status: 'open',
        opened_at: '2026-11-20T03:00:00.000Z',
        events: [],
        evidence: [],
      },
    ]);
    expect((await post(endpoints.confirmationDisputes.path, { campaign_id: campaignId, status: 'resolved' })).json()).toMatchObject({ data: [], total: 0 });
  });

  it('answers 404 in Thai for an unknown campaign', async () => {
    for (const [url, body] of [
      [endpoints.confirmationCampaignSummary.path, { id: 2_000_000_000 }],
      [endpoints.confirmationResponses.path, { campaign_id: 2_000_000_000 }],
      [endpoints.confirmationDisputes.path, { campaign_id: 2_000_000_000 }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(T.noCampaign);
    }
  });

  describe('a staff answer on a case', () => {
    const answer = (body: object) => post(endpoints.confirmationDisputeAnswer.path, body);

    it('needs a note, in Thai; nothing is written without one', async () => {
      for (const note of ['', '   ']) {
        const res = await answer({ id: disputeId, status: 'in_review', note });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'NOTE_NEEDED', error: T.noteNeeded });
      }
      expect(await t.database.db.selectFrom('confirmation_dispute_events').select('id').where('dispute_id', '=', disputeId).execute()).toEqual([]);
    });

    it('answers 404 in Thai for an unknown case', async () => {
      const res = await answer({ id: 2_000_000_000, status: 'in_review', note: 'ตรวจสอบ' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(T.noDispute);
    });

    it('stores the event, sets the case’s status and time, and writes the audit row; the list shows the answers in order', async () => {
      t.clock.advanceMinutes(5);
      const first = t.clock.now();
      expect((await answer({ id: disputeId, status: 'in_review', note: ' กำลังตรวจสอบรายการถอน ' })).json()).toEqual({ rc_code: '1', rc_des: T.disputeAnswered });
      t.clock.advanceMinutes(5);
      await answer({ id: disputeId, status: 'resolved', note: 'ยอดถูกต้องตามหนังสือ รายการถอนลงวันที่หลังวันสิ้นปี' });
      const row = await t.database.db.selectFrom('confirmation_disputes').select(['status', 'updated_at']).where('id', '=', disputeId).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'resolved', updated_at: t.clock.now() });
      const listed = (await post(endpoints.confirmationDisputes.path, { campaign_id: campaignId })).json().data[0];
      expect(listed.status).toBe('resolved');
      expect(listed.events).toEqual([
        { at: first.toISOString(), status: 'in_review', note: 'กำลังตรวจสอบรายการถอน', by: supportName },
        { at: t.clock.now().toISOString(), status: 'resolved', note: 'ยอดถูกต้องตามหนังสือ รายการถอนลงวันที่หลังวันสิ้นปี', by: supportName },
      ]);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['actor_kind', 'actor', 'target', 'before', 'after'])
        .where('action', '=', 'confirmation.dispute_answer')
        .orderBy('id')
        .execute();
      expect(audit[0]).toEqual({
        actor_kind: 'staff',
        actor: supportName,
        target: no.disputedX,
        before: { id: disputeId, campaign_id: campaignId, line_no: 2, status: 'open' },
        after: { id: disputeId, campaign_id: campaignId, line_no: 2, status: 'in_review', note: 'กำลังตรวจสอบรายการถอน' },
      });
      expect(audit).toHaveLength(2);
      expect((await post(endpoints.confirmationCampaignSummary.path, { id: campaignId })).json().campaign.open_disputes).toBe(0);
    });
  });
});
