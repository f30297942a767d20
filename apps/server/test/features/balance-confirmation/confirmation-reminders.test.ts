import { endpointPath, endpoints } from '@coop/contract';
import ExcelJS from 'exceljs';
import { thaiIsoDate } from '@coop/thai-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationReminderJob } from '../../../src/features/balance-confirmation/confirmation-reminders';
import { addBalanceLines, addCampaign, addResponse } from '../../support/factories/confirmation';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const DAY_SECONDS = 24 * 3600;

describe('balance confirmation: members who have not answered are reminded before the answer-by date', () => {
  let t: TestContext;
  beforeAll(async () => {
    // the clock starts on 22 November at 10.00 in Bangkok, after the day's 08.00 run
    t = await startTestApp({}, undefined, undefined, [confirmationReminderJob]);
  });
  afterAll(async () => {
    await t.close();
  });

  const remindersOf = (no: string) =>
    t.database.db
      .selectFrom('member_inbox as i')
      .innerJoin('member_events as e', 'e.id', 'i.event_id')
      .where('i.membership_no', '=', no)
      .where('e.kind', '=', 'confirmation-reminder')
      .select(['e.key', 'e.params'])
      .orderBy('i.id')
      .execute();
  /** One day later, at 10.00 in Bangkok, with the day's 08.00 run done. */
  const nextDay = async () => {
    t.clock.advanceSeconds(DAY_SECONDS);
    await t.app.jobs.drain();
  };

  it('reminds each unanswered member a week before and the day before, once each, and never one who answered', async () => {
    const [waiting, answered, outside] = [newMembershipNo(), newMembershipNo(), newMembershipNo()];
    for (const no of [waiting, answered, outside]) await addMember(t.database.db, no);
    // 22 November + 8 days: the first run is a day before the week's reminder is due
    const id = await addCampaign(t.database.db, 2040, { answerBy: '2026-11-30' });
    await addBalanceLines(t.database.db, id, waiting);
    await addBalanceLines(t.database.db, id, answered);
    await addResponse(t.database.db, id, answered);

    await t.app.jobs.drain();
    expect(await remindersOf(waiting)).toEqual([]);
    await nextDay();
    const [week] = await remindersOf(waiting);
    expect(week).toEqual({ key: `confirmation-reminder:${id}:week`, params: { year: 2040, days: 7, closes_on: '2026-11-30' } });
    for (let day = 0; day < 5; day += 1) await nextDay();
    expect((await remindersOf(waiting)).length).toBe(1);
    await nextDay();
    expect((await remindersOf(waiting)).map((r) => r.key)).toEqual([`confirmation-reminder:${id}:week`, `confirmation-reminder:${id}:day`]);
    expect(await remindersOf(answered)).toEqual([]);
    expect(await remindersOf(outside)).toEqual([]);
  });

  it('records each round with whom it reached, and shows the auditor the answers that came after each', async () => {
    const [early, late, silent] = [newMembershipNo(), newMembershipNo(), newMembershipNo()];
    for (const no of [early, late, silent]) await addMember(t.database.db, no);
    // the week's reminder is due on the next run
    const id = await addCampaign(t.database.db, 2046, { answerBy: thaiIsoDate(new Date(t.clock.now().getTime() + 7 * DAY_SECONDS * 1000)) });
    for (const no of [early, late, silent]) await addBalanceLines(t.database.db, id, no);
    await addResponse(t.database.db, id, early, {}, t.clock.now());
    await nextDay();
    const rounds = () => t.database.db.selectFrom('confirmation_reminder_rounds as r').innerJoin('confirmation_reminder_recipients as p', 'p.round_id', 'r.id')
      .select(['r.name', 'p.membership_no']).where('r.campaign_id', '=', id).orderBy('r.id').orderBy('p.membership_no').execute();
    expect(await rounds()).toEqual([late, silent].sort().map((no) => ({ name: 'week', membership_no: no })));
    // one answers, disputing a line, the day after the week's round
    t.clock.advanceSeconds(3600);
    await addResponse(t.database.db, id, late, { 2: { agreed: false } }, t.clock.now());
    for (let day = 0; day < 6; day += 1) await nextDay();
    expect((await rounds()).filter((r) => r.name === 'day')).toEqual([{ name: 'day', membership_no: silent }]);
    const auditor = await staffToken(t.app, await addStaffUser(t.database.db, 'auditor'), t.clock.now());
    const res = await staffPost(t.app, endpoints.confirmationReminderRounds.path, auditor, { id });
    expect(res.json().data).toEqual([
      { name: 'week', sent_at: expect.any(String), reached: 2, answered: 1, agreed: 0, disputed: 1, still_silent: 1 },
      { name: 'day', sent_at: expect.any(String), reached: 1, answered: 0, agreed: 0, disputed: 0, still_silent: 1 },
    ]);
    // the auditor's workbook carries the same
    const file = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.confirmationExport, { campaign_id: id }), headers: { authorization: `Bearer ${auditor}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    book.getWorksheet('รอบการเตือน')?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows.map((r) => [r[0], ...r.slice(2)])).toEqual([
      ['รอบ', 'ส่งถึง (คน)', 'ตอบหลังเตือน', 'ถูกต้อง', 'ไม่ถูกต้อง', 'ยังไม่ตอบ'],
      ['เตือนก่อนครบกำหนด 7 วัน', 2, 1, 0, 1, 1],
      ['เตือนก่อนครบกำหนด 1 วัน', 1, 0, 0, 0, 1],
    ]);
  });

  it('reads the reminder to the member in Thai with the days left, the date and the page to answer on', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    // 23 November + 3 days after the next run
    await addBalanceLines(t.database.db, await addCampaign(t.database.db, 2041, { answerBy: thaiIsoDate(new Date(t.clock.now().getTime() + 4 * DAY_SECONDS * 1000)) }), no);
    await nextDay();
    const inbox = await t.app.inject({ method: 'GET', url: endpoints.memberInbox.path, headers: { authorization: `Bearer ${await loginToken(t.app, no)}` } });
    const reminder = (inbox.json().data as { kind: string; title: string; body: string; link: string }[]).find((e) => e.kind === 'confirmation-reminder');
    expect(reminder).toMatchObject({ title: 'อีก 3 วันจะปิดการยืนยันยอด', link: '/member/confirmData' });
    expect(reminder?.body).toContain('ท่านยังไม่ได้ยืนยันยอดประจำปี 2584');
  });

  it('reminds no one of a campaign not open, or with no answer-by date', async () => {
    const [inDraft, inClosed, noDate] = [newMembershipNo(), newMembershipNo(), newMembershipNo()];
    const soon = thaiIsoDate(new Date(t.clock.now().getTime() + 2 * DAY_SECONDS * 1000));
    for (const [no, year, options] of [
      [inDraft, 2042, { status: 'draft' as const, answerBy: soon }],
      [inClosed, 2043, { status: 'closed' as const, answerBy: soon }],
      [noDate, 2044, {}],
    ] as const) {
      await addMember(t.database.db, no);
      await addBalanceLines(t.database.db, await addCampaign(t.database.db, year, options), no);
    }
    await nextDay();
    for (const no of [inDraft, inClosed, noDate]) expect(await remindersOf(no)).toEqual([]);
  });

  it('keeps the answer-by date staff give a new campaign, and refuses one not after the balance date in Thai', async () => {
    // the clock has moved days: a session of today's
    const admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    const body = { year: 2045, balance_date: '2045-12-31', auditor_name: 'นางสาวผู้สอบ บัญชี', membership_nos: [] as string[] };
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    body.membership_nos = [no];
    const early = await staffPost(t.app, endpoints.confirmationCampaignCreate.path, admin, { ...body, answer_by: '2045-12-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('วันที่ขอให้สมาชิกตอบต้องอยู่หลังวันที่ของยอด');
    const made = await staffPost(t.app, endpoints.confirmationCampaignCreate.path, admin, { ...body, answer_by: '2046-01-31' });
    expect(made.statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: endpoints.confirmationCampaigns.path, headers: { authorization: `Bearer ${admin}` } });
    const campaigns = listed.json().data as { id: number; answer_by: string | null }[];
    expect(campaigns.find((c) => c.id === made.json().id)?.answer_by).toBe('2046-01-31');
  });
});
