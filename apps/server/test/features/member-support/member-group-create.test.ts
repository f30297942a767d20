import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { addMemberGroup } from '../../support/member-groups';
import { addStaffUser, type TestStaff } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('staff add a member group that no import brought', () => {
  let t: TestContext;
  let supportUser: TestStaff;
  let support: string;
  let next = 0;
  beforeAll(async () => {
    t = await startTestApp();
    supportUser = await addStaffUser(t.database.db, 'support');
    support = await staffToken(t.app, supportUser, t.clock.now());
  });
  afterAll(() => t.close());

  /** A group number no factory hands out: 7, the process and a counter. */
  const newNo = () => `7${String(process.pid % 10_000).padStart(4, '0')}${String((next += 1)).padStart(3, '0')}`;
  const create = (body: object, token = support) => staffPost(t.app, endpoints.memberGroupCreate.path, token, body);
  const groupOf = (no: string) => t.database.db.selectFrom('member_groups').selectAll().where('member_group_no', '=', no).executeTakeFirst();
  const auditOf = (no: string) =>
    t.database.db.selectFrom('audit_log').select(['actor', 'action', 'before', 'after']).where('target', '=', no).where('action', '=', 'member_group.create').execute();

  it('adds the group under its main group, and the console finds it', async () => {
    const main = await addMemberGroup(t.database.db);
    const no = newNo();
    const res = await create({ member_group_no: no, name: '  หน่วยเปิดใหม่  ', parent_no: main });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: SUPPORT_TEXT.groupCreated(no) });
    expect(await groupOf(no)).toEqual({ member_group_no: no, name: 'หน่วยเปิดใหม่', parent_no: main });
    const found = (await staffPost(t.app, endpoints.memberGroupSearch.path, support, { query: no })).json();
    expect(found.data).toEqual([{ member_group_no: no, name: 'หน่วยเปิดใหม่', parent_no: main, has_account: false }]);
  });

  it('is audited: who, which group, what it holds', async () => {
    const no = newNo();
    await create({ member_group_no: no, name: 'หน่วยบนสุด' });
    expect(await auditOf(no)).toEqual([{ actor: supportUser.username, action: 'member_group.create', before: null, after: { name: 'หน่วยบนสุด', parent_no: null } }]);
  });

  it('refuses a number already taken, in Thai, and leaves that group as it was', async () => {
    const taken = await addMemberGroup(t.database.db, { name: 'หน่วยเดิม' });
    const res = await create({ member_group_no: taken, name: 'ชื่อทับ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(SUPPORT_TEXT.groupExists);
    expect((await groupOf(taken))?.name).toBe('หน่วยเดิม');
    expect(await auditOf(taken)).toEqual([]);
  });

  it('refuses a main group that does not exist, in Thai, and adds nothing', async () => {
    const no = newNo();
    const res = await create({ member_group_no: no, name: 'หน่วยลอย', parent_no: newNo() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SUPPORT_TEXT.noParentGroup);
    expect(await groupOf(no)).toBeUndefined();
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a name on two lines', { name: 'หน่วย\nสอง' }],
    ['a number with spaces', { member_group_no: '12 34' }],
    ['a name too long', { name: 'ก'.repeat(201) }],
  ])('answers %s with a Thai 400', async (_what, change) => {
    const res = await create({ member_group_no: newNo(), name: 'หน่วยทดสอบ', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('is open to support and admins as the other group actions, and closed to editors', async () => {
    const admin = await staffToken(t.app, await addStaffUser(t.database.db, 'admin'), t.clock.now());
    expect((await create({ member_group_no: newNo(), name: 'หน่วยของผู้ดูแล' }, admin)).statusCode).toBe(200);
    const editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    expect((await create({ member_group_no: newNo(), name: 'หน่วยของบรรณาธิการ' }, editor)).statusCode).toBe(403);
  });
});
