import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKepMonth } from '../../support/factories/kep';
import { addMemberGroup, groupToken } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const OCT = { year: 2026, month: 10 };
const NOV = { year: 2026, month: 11, posted: false };

/** Members who moved between October's keeping run and November's: the reports follow the group each month billed. */
describe('members who moved between groups', () => {
  let t: TestContext;
  let main: string;
  let unitA: string;
  let unitB: string;
  let other: string;
  let token: string;
  const [within, movedIn, movedOut] = [newMembershipNo(), newMembershipNo(), newMembershipNo()].sort();

  beforeAll(async () => {
    t = await startTestApp();
    const db = t.database.db;
    main = await addMemberGroup(db, { name: 'กองทัพภาคทดสอบ' });
    unitA = await addMemberGroup(db, { parent: main, name: 'กองพันที่ 1' });
    unitB = await addMemberGroup(db, { parent: main, name: 'กองพันที่ 2' });
    other = await addMemberGroup(db, { name: 'หน่วยอื่น' });
    // each member's group of today is November's
    await addMember(db, within!, { member_group_no: unitB });
    await addMember(db, movedIn!, { member_group_no: unitA });
    await addMember(db, movedOut!, { member_group_no: other });
    const share = (amount: number) => [{ item_code: 'SHR', amount }];
    await addKepMonth(db, within!, { ...OCT, group: unitA, lines: share(500) });
    await addKepMonth(db, within!, { ...NOV, group: unitB, lines: share(500) });
    await addKepMonth(db, movedIn!, { ...OCT, group: other, lines: share(300) });
    await addKepMonth(db, movedIn!, { ...NOV, group: unitA, lines: share(300) });
    await addKepMonth(db, movedOut!, { ...OCT, group: unitB, lines: share(200.5) });
    await addKepMonth(db, movedOut!, { ...NOV, group: other, lines: share(200.5) });
    token = await groupToken(t.app, main);
  });
  afterAll(() => t.close());

  const placed = (body: { groups: { member_group_no: string; members: { membership_no: string }[] }[] }) =>
    body.groups.flatMap((g) => g.members.map((m) => [m.membership_no, g.member_group_no]));

  it('keeps a published month as it was billed, though its members have moved since', async () => {
    const body = (await memberPost(t.app, '/api/membergroup/keeprep', token, OCT)).json();
    expect(placed(body)).toEqual([[within, unitA], [movedOut, unitB]]);
    expect(body.total.total).toBe(700.5);
  });

  it('bills the new month to the groups the members are in now', async () => {
    const body = (await memberPost(t.app, '/api/membergroup/keeprep', token, { year: 2026, month: 11 })).json();
    expect(placed(body)).toEqual([[movedIn, unitA], [within, unitB]]);
  });

  it('tells the clerk who moved within the group, who came from another group and who went to one', async () => {
    const body = (await memberPost(t.app, '/api/membergroup/dashboard', token)).json();
    expect(body.changes.map((c: { membership_no: string; kind: string; detail: string }) => [c.membership_no, c.kind, c.detail])).toEqual([
      [within, 'moved', unitA],
      [movedIn, 'moved_in', other],
      [movedOut, 'moved_out', other],
    ]);
  });
});
