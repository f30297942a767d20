import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKepMonth } from '../../support/factories/kep';
import { addMemberGroup, groupToken, OCT } from '../../support/member-groups';
import { addMember, newMembershipNo } from '../../support/members';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

/** Each answer within a second: before issue 22 a walk down a looped tree never ended. */
const PROMPT_MS = 1_000;
/** Drawing a PDF alone takes most of a second on a busy machine; the walk is the same one the JSON answers time. */
const DOCUMENT_MS = 3_000;
const OCT_QUERY = `?year=${OCT.year}&month=${OCT.month}`;

describe('the member-group area of a group in a loop of parents (A→B→A put in the database directly)', () => {
  let t: TestContext;
  let a: string;
  let b: string;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await addMemberGroup(t.database.db, { name: 'กองวน ก' });
    b = await addMemberGroup(t.database.db, { parent: a, name: 'กองวน ข' });
    await t.database.db.updateTable('member_groups').set({ parent_no: b }).where('member_group_no', '=', a).execute();
    for (const group of [a, b]) {
      const no = newMembershipNo();
      await addMember(t.database.db, no, { member_group_no: group });
      await addKepMonth(t.database.db, no, { ...OCT, lines: [{ item_code: 'SHR', amount: 100 }] });
    }
    token = await groupToken(t.app, a);
    const other = await addMemberGroup(t.database.db);
    const outside = newMembershipNo();
    await addMember(t.database.db, outside, { member_group_no: other });
    await addKepMonth(t.database.db, outside, { ...OCT, lines: [{ item_code: 'SHR', amount: 100 }] });
    otherToken = await groupToken(t.app, other);
    // the process's first PDF loads the Thai fonts, which alone can take a second on a busy machine
    await t.app.inject({ method: 'GET', url: `/api/membergroup/keeprep/pdf${OCT_QUERY}`, headers: { authorization: `Bearer ${otherToken}` } });
  });
  afterAll(() => t.close());

  const timed = async (send: () => ReturnType<typeof memberPost>) => {
    const started = performance.now();
    const res = await send();
    return { res, ms: performance.now() - started };
  };
  const post = (url: string, body?: unknown, as = token) => timed(() => memberPost(t.app, url, as, body));
  const get = (url: string) => timed(() => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }));

  it.each([
    ['/api/membergroup/collection_months', undefined],
    ['/api/membergroup/dashboard', undefined],
    ['/api/membergroup/keeprep', OCT],
    ['/api/membergroup/summarize_rep', OCT],
    ['/api/membergroup/delivery_book', OCT],
  ])('answers POST %s promptly', async (url, body) => {
    const { res, ms } = await post(url, body);
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it.each([
    '/api/membergroup/dashboard/xlsx',
    `/api/membergroup/keeprep/pdf${OCT_QUERY}`,
    `/api/membergroup/keeprep/xlsx${OCT_QUERY}`,
    `/api/membergroup/summarize_rep/pdf${OCT_QUERY}`,
    `/api/membergroup/summarize_rep/xlsx${OCT_QUERY}`,
    `/api/membergroup/delivery_book/pdf${OCT_QUERY}`,
  ])('answers GET %s promptly', async (url) => {
    const { res, ms } = await get(url);
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(DOCUMENT_MS);
  });

  it('counts each group of the loop once in the clerk’s reach', async () => {
    const { res } = await post('/api/membergroup/user');
    expect(res.json().user).toMatchObject({ member_group_no: a, member_count: 2, sub_group_count: 1 });
  });

  it('lists each member of the loop once in the month’s cover sheet', async () => {
    const { res } = await post('/api/membergroup/keeprep', OCT);
    expect(res.json().groups.map((g: { member_group_no: string }) => g.member_group_no)).toEqual([a, b].sort());
    expect(res.json().member_count).toBe(2);
  });

  it('opens a sub-group of the loop as part of the clerk’s tree', async () => {
    const { res, ms } = await post('/api/membergroup/summarize_rep', { ...OCT, member_group_no: b });
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('answers another group’s clerk promptly while twelve of the looped clerk’s requests run', async () => {
    const looped = Array.from({ length: 12 }, () => post('/api/membergroup/user'));
    const { res, ms } = await post('/api/membergroup/user', undefined, otherToken);
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(PROMPT_MS);
    for (const { res: each } of await Promise.all(looped)) expect(each.statusCode).toBe(200);
  });
});
