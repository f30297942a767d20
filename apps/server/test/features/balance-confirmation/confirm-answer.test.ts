import { type ConfirmAnswerBody, endpointPath, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXT as T } from '../../../src/features/balance-confirmation/confirmation-text';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { addBalanceLines, addCampaign, DEFAULT_LINES } from '../../support/factories/confirmation';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const YEAR = 2041;
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('POST /api/member/confirm_data/{year}: the member’s one answer to every line, recorded with its audit row', () => {
  let t: TestContext;
  let campaign: number;
  beforeAll(async () => {
    t = await startTestApp();
    campaign = await addCampaign(t.database.db, YEAR);
  });
  afterAll(() => t.close());

  async function member(campaignId = campaign): Promise<{ no: string; token: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { prename: 'นาย', first_name: 'สมชาย', last_name: 'ใจดี' });
    await addBalanceLines(t.database.db, campaignId, no);
    return { no, token: await loginToken(t.app, no) };
  }
  const letterOf = async (token: string, year = YEAR) =>
    (await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmData, { year }), headers: { authorization: `Bearer ${token}` } })).json();
  const digestOf = async (token: string, year = YEAR) => (await letterOf(token, year)).letter.digest as string;
  const answer = (token: string, body: unknown, year: number | string = YEAR) => memberPost(t.app, endpointPath(endpoints.memberConfirmAnswer, { year }), token, body);
  const allAgreed = (): ConfirmAnswerBody['answers'] => DEFAULT_LINES.map((_, i) => ({ line_no: i + 1, agreed: true }));
  const written = async (no: string) => {
    const db = t.database.db;
    const [responses, answers, disputes, audit] = await Promise.all([
      db.selectFrom('confirmation_responses').selectAll().where('membership_no', '=', no).execute(),
      db.selectFrom('confirmation_answers').selectAll().where('membership_no', '=', no).orderBy('line_no').execute(),
      db.selectFrom('confirmation_disputes').selectAll().where('membership_no', '=', no).orderBy('line_no').execute(),
      db.selectFrom('audit_log').select(['actor_kind', 'actor', 'action', 'after']).where('target', '=', no).where('action', 'like', 'confirmation.%').execute(),
    ]);
    return { responses, answers, disputes, audit };
  };
  const nothingWritten = { responses: [], answers: [], disputes: [], audit: [] };

  it('records every line agreed: the figures as shown, the code, the fingerprint, and the audit row', async () => {
    const { no, token } = await member();
    const res = await answer(token, { digest: await digestOf(token), answers: allAgreed() }, YEAR);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: T.recorded, letter_code: expect.stringMatching(CODE) });
    const w = await written(no);
    expect(w.responses).toEqual([
      expect.objectContaining({
        campaign_id: campaign,
        membership_no: no,
        member_name: 'นายสมชาย ใจดี',
        letter_code: res.json().letter_code.replaceAll('-', ''),
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        user_agent: 'lightMyRequest',
      }),
    ]);
    expect(w.answers.map(({ line_no, kind, amount, units, agreed, reason, claimed_amount }) => ({ line_no, kind, amount, units, agreed, reason, claimed_amount }))).toEqual(
      DEFAULT_LINES.map((l, i) => ({ line_no: i + 1, kind: l.kind, amount: l.amount, units: l.units, agreed: true, reason: '', claimed_amount: null })),
    );
    expect(w.disputes).toEqual([]);
    expect(w.audit).toEqual([
      { actor_kind: 'member', actor: no, action: 'confirmation.answer', after: { year: YEAR, letter_code: res.json().letter_code.replaceAll('-', ''), lines: 4, disputed: [] } },
    ]);
    const after = await letterOf(token);
    expect(after.letter).toMatchObject({ answered_at: t.clock.now().toISOString(), letter_code: res.json().letter_code });
    expect(after.massage).toBe(T.answered);
    expect(after.checkedData).toHaveLength(4);
    expect(after.checkedData[0]).toEqual({ ...after.letter.lines[0], agreed: true, reason: '', claimed_amount: null, dispute: null });
  });

  it('opens a case for a line not agreed, with the reason and the amount the member believes; the member reads the staff’s notes', async () => {
    const { no, token } = await member();
    const answers = allAgreed();
    answers[1] = { line_no: 2, agreed: false, reason: '  ยอดเงินฝากไม่ตรงกับสมุดบัญชี  ', claimed_amount: 46210.75 };
    expect((await answer(token, { digest: await digestOf(token), answers })).statusCode).toBe(200);
    const w = await written(no);
    expect(w.answers[1]).toMatchObject({ line_no: 2, agreed: false, reason: 'ยอดเงินฝากไม่ตรงกับสมุดบัญชี', claimed_amount: 46210.75, amount: 45210.75 });
    expect(w.disputes).toEqual([expect.objectContaining({ line_no: 2, status: 'open' })]);
    expect(w.audit[0]?.after).toMatchObject({ disputed: [2] });

    const dispute = w.disputes[0]!;
    t.clock.advanceMinutes(60);
    await t.database.db
      .insertInto('confirmation_dispute_events')
      .values({ dispute_id: dispute.id, at: t.clock.now(), staff_username: 'staff', status: 'in_review', note: 'กำลังตรวจสอบกับสมุดบัญชี' })
      .execute();
    const checked = (await letterOf(token)).checkedData;
    expect(checked[0].dispute).toBeNull();
    expect(checked[1]).toMatchObject({
      agreed: false,
      reason: 'ยอดเงินฝากไม่ตรงกับสมุดบัญชี',
      claimed_amount: 46210.75,
      dispute: { id: dispute.id, status: 'open', events: [{ at: t.clock.now().toISOString(), status: 'in_review', note: 'กำลังตรวจสอบกับสมุดบัญชี' }] },
    });
  });

  it('refuses a line not agreed without a reason, in Thai, writing nothing', async () => {
    const { no, token } = await member();
    const digest = await digestOf(token);
    for (const reason of [undefined, '', '   ']) {
      const answers = allAgreed();
      answers[0] = { line_no: 1, agreed: false, ...(reason === undefined ? {} : { reason }) };
      const res = await answer(token, { digest, answers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ rc_code: '0', code: 'REASON_NEEDED', error: T.reasonNeeded });
    }
    expect(await written(no)).toEqual(nothingWritten);
  });

  it('refuses a second answer with 409 in Thai; the first stands', async () => {
    const { no, token } = await member();
    const digest = await digestOf(token);
    expect((await answer(token, { digest, answers: allAgreed() })).statusCode).toBe(200);
    const answers = allAgreed();
    answers[0] = { line_no: 1, agreed: false, reason: 'เปลี่ยนใจ' };
    const again = await answer(token, { digest, answers });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ANSWERED', error: T.alreadyAnswered });
    const w = await written(no);
    expect(w.responses).toHaveLength(1);
    expect(w.answers.every((a) => a.agreed)).toBe(true);
    expect(w.disputes).toEqual([]);
    expect(w.audit).toHaveLength(1);
  });

  it('lands two answers sent at once exactly once', async () => {
    const { no, token } = await member();
    const digest = await digestOf(token);
    const results = await Promise.all([answer(token, { digest, answers: allAgreed() }), answer(token, { digest, answers: allAgreed() })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const w = await written(no);
    expect(w.responses).toHaveLength(1);
    expect(w.answers).toHaveLength(4);
    expect(w.audit).toHaveLength(1);
  });

  it('refuses another member’s line numbers, a missing line and a line answered twice, in Thai, writing nothing', async () => {
    const { no, token } = await member();
    const digest = await digestOf(token);
    const cases: [ConfirmAnswerBody['answers'], string][] = [
      [[...allAgreed(), { line_no: 5, agreed: true }], T.unknownLine],
      [allAgreed().slice(0, 3), T.answerEveryLine],
      [[...allAgreed(), { line_no: 4, agreed: false, reason: 'ซ้ำ' }], T.answerEveryLine],
      [[], T.answerEveryLine],
    ];
    for (const [answers, error] of cases) {
      const res = await answer(token, { digest, answers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect(await written(no)).toEqual(nothingWritten);
  });

  it('refuses with 409 when the lines changed since the member saw them, writing nothing', async () => {
    const { no, token } = await member();
    const digest = await digestOf(token);
    await t.database.db.updateTable('confirmation_balances').set({ amount: 45300 }).where('membership_no', '=', no).where('line_no', '=', 2).execute();
    const res = await answer(token, { digest, answers: allAgreed() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LINES_CHANGED', error: T.linesChanged });
    expect(await written(no)).toEqual(nothingWritten);
    expect(await digestOf(token)).not.toBe(digest);
  });

  it('refuses with 409 once the campaign is closed, and 404 for a year members cannot see', async () => {
    const closed = await addCampaign(t.database.db, 2042, { status: 'closed' });
    const { no, token } = await member(closed);
    const digest = await digestOf(token, 2042);
    const res = await answer(token, { digest, answers: allAgreed() }, 2042);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(T.campaignClosed);
    const draft = await answer(token, { digest, answers: allAgreed() }, 2043);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().error).toBe(T.noCampaign(2043));
    expect(await written(no)).toEqual(nothingWritten);
  });

  it('refuses an amount the column cannot hold, in Thai', async () => {
    const { no, token } = await member();
    const answers = allAgreed();
    answers[2] = { line_no: 3, agreed: false, reason: 'ยอดหนี้ผิด', claimed_amount: 1e12 };
    const res = await answer(token, { digest: await digestOf(token), answers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(T.badClaimedAmount);
    expect(await written(no)).toEqual(nothingWritten);
  });

  it('refuses a year that is not four digits, in Thai', async () => {
    const { token } = await member();
    const res = await answer(token, { digest: 'x', answers: allAgreed() }, '20x6');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses the answer while a support user is impersonating the member, who may still look', async () => {
    const { no } = await member();
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    expect((await staffPost(t.app, endpoints.memberImpersonate.path, support, { membership_no: no, reason: 'สมาชิกขอให้ช่วยดูหนังสือยืนยันยอด' })).statusCode).toBe(200);
    const opened = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${support}` } });
    const token = opened.json().token as string;
    const digest = await digestOf(token);
    const res = await answer(token, { digest, answers: allAgreed() });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(SUPPORT_TEXT.refusedWhileImpersonating);
    expect(await written(no)).toEqual(nothingWritten);
  });
});
