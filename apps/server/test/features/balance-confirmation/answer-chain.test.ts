import { type ConfirmAnswerBody, endpointPath, endpoints } from '@coop/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_GENESIS } from '../../../src/features/balance-confirmation/answer-chain';
import { CHAIN_TEXT as T } from '../../../src/features/balance-confirmation/chain-text';
import { addBalanceLines, addCampaign, addResponse, DEFAULT_LINES } from '../../support/factories/confirmation';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('each answer chained to the one before, and the chain verified (decision 084)', () => {
  let t: TestContext;
  let auditor: string;
  beforeAll(async () => {
    t = await startTestApp();
    auditor = await staffToken(t.app, await addStaffUser(t.database.db, 'auditor'), t.clock.now());
  });
  afterAll(() => t.close());

  /** `count` members of a new open campaign of the year, each logged in with the letter's digest. */
  async function campaignWithMembers(year: number, count: number) {
    const id = await addCampaign(t.database.db, year);
    const members: { no: string; token: string; digest: string }[] = [];
    for (let i = 0; i < count; i++) {
      const no = newMembershipNo();
      await addMember(t.database.db, no);
      await addBalanceLines(t.database.db, id, no);
      const token = await loginToken(t.app, no);
      const letter = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.memberConfirmData, { year }), headers: { authorization: `Bearer ${token}` } });
      members.push({ no, token, digest: letter.json().letter.digest });
    }
    return { id, members };
  }
  const answers = (disputeLine?: number): ConfirmAnswerBody['answers'] =>
    DEFAULT_LINES.map((_, i) => (i + 1 === disputeLine ? { line_no: i + 1, agreed: false, reason: 'ยอดไม่ตรง' } : { line_no: i + 1, agreed: true }));
  const answer = (year: number, m: { token: string; digest: string }, disputeLine?: number) =>
    memberPost(t.app, endpointPath(endpoints.memberConfirmAnswer, { year }), m.token, { digest: m.digest, answers: answers(disputeLine) });
  const verify = async (id: number, known?: object) => (await staffPost(t.app, endpoints.confirmationVerifyChain.path, auditor, { id, ...(known ? { known } : {}) })).json();
  const links = (id: number) =>
    t.database.db.selectFrom('confirmation_answer_chain').select(['seq', 'membership_no', 'prev_sha256', 'sha256']).where('campaign_id', '=', id).orderBy('seq').execute();
  /** What someone with the database's keys could do: write with the append-only triggers off, for this transaction only. */
  const tamper = (work: (trx: typeof t.database.db) => Promise<unknown>) =>
    t.database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await work(trx);
    });

  it('answers sent at once still form one chain: every link follows the one before, numbered without a gap', async () => {
    const { id, members } = await campaignWithMembers(2160, 8);
    const results = await Promise.all(members.map((m, i) => answer(2160, m, i % 3 === 0 ? 2 : undefined)));
    expect(results.map((r) => r.statusCode)).toEqual(members.map(() => 200));
    const chain = await links(id);
    expect(chain.map((l) => l.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(chain.map((l) => l.membership_no))).toEqual(new Set(members.map((m) => m.no)));
    chain.forEach((l, i) => expect(l.prev_sha256).toBe(i === 0 ? CHAIN_GENESIS : chain[i - 1]!.sha256));
    const result = await verify(id);
    expect(result).toMatchObject({ rc_code: '1', answers: 8, intact: true, first: null, problems: [], head: { seq: 8, sha256: chain[7]!.sha256 }, rc_des: T.intact(8) });
  });

  it('finds an answer edited in the database and one removed, and names the first', async () => {
    const { id, members } = await campaignWithMembers(2161, 5);
    for (const m of members) expect((await answer(2161, m)).statusCode).toBe(200);
    const chain = await links(id);
    const [removed, edited] = [chain[1]!, chain[3]!];
    await tamper(async (trx) => {
      // the member's "agreed" becomes a dispute, and another answer disappears with every trace of it
      await trx.updateTable('confirmation_answers').set({ agreed: false, reason: 'แก้ภายหลัง' }).where('campaign_id', '=', id).where('membership_no', '=', edited.membership_no).where('line_no', '=', 3).execute();
      for (const table of ['confirmation_answer_chain', 'confirmation_answers', 'confirmation_responses'] as const) {
        await trx.deleteFrom(table).where('campaign_id', '=', id).where('membership_no', '=', removed.membership_no).execute();
      }
    });
    const result = await verify(id);
    expect(result.intact).toBe(false);
    expect(result.problems).toEqual([
      { seq: 2, membership_no: null, problem: 'removed', message: T.problem.removed(2, null) },
      { seq: 4, membership_no: edited.membership_no, problem: 'changed', message: T.problem.changed(4, edited.membership_no) },
    ]);
    expect(result.first).toEqual(result.problems[0]);
    expect(result.rc_des).toBe(T.broken(2, T.problem.removed(2, null)));
  });

  it('names an answer whose response is gone while its link stays', async () => {
    const { id, members } = await campaignWithMembers(2162, 2);
    for (const m of members) await answer(2162, m);
    const gone = (await links(id))[0]!;
    await tamper(async (trx) => {
      for (const table of ['confirmation_answers', 'confirmation_responses'] as const) {
        await trx.deleteFrom(table).where('campaign_id', '=', id).where('membership_no', '=', gone.membership_no).execute();
      }
    });
    expect((await verify(id)).problems).toEqual([{ seq: 1, membership_no: gone.membership_no, problem: 'removed', message: T.problem.removed(1, gone.membership_no) }]);
  });

  it('names an answer written around the chain, and a head the auditor kept that the chain no longer holds', async () => {
    const { id, members } = await campaignWithMembers(2163, 1);
    await answer(2163, members[0]!);
    const outsider = newMembershipNo();
    await addMember(t.database.db, outsider);
    await addBalanceLines(t.database.db, id, outsider);
    await addResponse(t.database.db, id, outsider);
    const result = await verify(id, { seq: 1, sha256: 'f'.repeat(64) });
    expect(result.problems).toEqual([
      { seq: 1, membership_no: null, problem: 'rewritten', message: T.problem.rewritten(1) },
      { seq: 0, membership_no: outsider, problem: 'unchained', message: T.problem.unchained(0, outsider) },
    ]);
  });

  it('the auditor’s workbook carries each answer’s place and hash, the chain, and the verification', async () => {
    const { id, members } = await campaignWithMembers(2164, 2);
    for (const m of members) await answer(2164, m, 1);
    const chain = await links(id);
    const res = await t.app.inject({ method: 'GET', url: endpointPath(endpoints.confirmationExport, { campaign_id: id }), headers: { authorization: `Bearer ${auditor}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = (name: string) => {
      const out: ExcelJS.CellValue[][] = [];
      book.getWorksheet(name)?.eachRow((row) => out.push((row.values as ExcelJS.CellValue[]).slice(1)));
      return out;
    };
    const firstLine = values('คำตอบ').find((r) => r[0] === chain[0]!.membership_no && r[3] === 1);
    expect(firstLine?.slice(14)).toEqual([1, chain[0]!.sha256]);
    const sheet = values('ห่วงโซ่คำตอบ');
    expect(sheet[0]).toEqual([T.intact(2)]);
    expect(sheet.at(-1)?.slice(0, 2)).toEqual([2, chain[1]!.membership_no]);
    expect(sheet.at(-1)?.slice(4)).toEqual([chain[0]!.sha256, chain[1]!.sha256]);
  });

  it('answers an unknown campaign with a Thai 404', async () => {
    const res = await staffPost(t.app, endpoints.confirmationVerifyChain.path, auditor, { id: 2_000_000_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json().rc_code).toBe('0');
  });
});
