import { endpointPath, endpoints, type SessionEntry } from '@coop/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemberGroup } from '../../support/member-groups';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** A member's sign-in from a browser and address of the test's choosing; its token. */
async function signIn(app: FastifyInstance, no: string, userAgent: string, remoteAddress: string, remember = false): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: endpoints.memberLogin.path,
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { membership_no: no, mem_password: TEST_PASSWORD, remember },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const sessionsOf = async (app: FastifyInstance, token: string) => {
  const res = await get(app, endpoints.memberSessions.path, token);
  expect(res.statusCode).toBe(200);
  return res.json().sessions as SessionEntry[];
};
const endPath = (id: number) => endpointPath(endpoints.memberSessionEnd, { id });
/** Whether the token still opens a member page. */
const stillOpen = async (app: FastifyInstance, token: string) => (await get(app, endpoints.memberSessions.path, token)).statusCode === 200;

describe('the member sees their sessions and ends them (issue 27 item 2)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const newMember = async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    return no;
  };

  it('lists each session with its device in plain Thai, a masked address, when started and last used, and this device marked', async () => {
    const no = await newMember();
    const phone = await signIn(t.app, no, ANDROID_CHROME, '203.0.113.45');
    t.clock.advanceMinutes(10);
    const laptop = await signIn(t.app, no, MAC_SAFARI, '198.51.100.7');
    t.clock.advanceMinutes(5);
    expect(await stillOpen(t.app, phone)).toBe(true);

    const sessions = await sessionsOf(t.app, laptop);
    expect(sessions.map((s) => [s.device, s.address, s.current])).toEqual([
      ['Safari บน Mac', '198.51.100.*', true],
      ['Chrome บน Android', '203.0.113.*', false],
    ]);
    const [, older] = sessions;
    expect(Date.parse(older!.last_used_at) - Date.parse(older!.started_at)).toBe(15 * 60_000);
  });

  it('ends one other session after the password: its next request is refused, this one goes on', async () => {
    const no = await newMember();
    const other = await signIn(t.app, no, ANDROID_CHROME, '203.0.113.45');
    const mine = await signIn(t.app, no, MAC_SAFARI, '198.51.100.7');
    const id = (await sessionsOf(t.app, mine)).find((s) => !s.current)!.id;

    const res = await memberPost(t.app, endPath(id), mine, { password: TEST_PASSWORD });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: 'ออกจากระบบบนอุปกรณ์นั้นแล้ว' });
    expect((await get(t.app, endpoints.memberSessions.path, other)).statusCode).toBe(401);
    expect((await sessionsOf(t.app, mine)).map((s) => s.current)).toEqual([true]);
  });

  it('refuses a wrong password in Thai and ends nothing', async () => {
    const no = await newMember();
    const other = await signIn(t.app, no, ANDROID_CHROME, '203.0.113.45');
    const mine = await signIn(t.app, no, MAC_SAFARI, '198.51.100.7');
    const id = (await sessionsOf(t.app, mine)).find((s) => !s.current)!.id;

    const res = await memberPost(t.app, endPath(id), mine, { password: 'not-the-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'รหัสผ่านไม่ถูกต้อง' });
    expect(await stillOpen(t.app, other)).toBe(true);
  });

  it("answers a Thai 404 for another member's session, and leaves it alone", async () => {
    const [a, b] = [await newMember(), await newMember()];
    const theirs = await signIn(t.app, b, ANDROID_CHROME, '203.0.113.45');
    const mine = await signIn(t.app, a, MAC_SAFARI, '198.51.100.7');
    const id = (await sessionsOf(t.app, theirs))[0]!.id;

    const res = await memberPost(t.app, endPath(id), mine, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'ไม่พบการเข้าสู่ระบบนี้ อาจออกจากระบบหรือหมดเวลาไปแล้ว' });
    expect(await stillOpen(t.app, theirs)).toBe(true);
  });

  it('ends every other session at once after the password; this one stays', async () => {
    const no = await newMember();
    const others = [await signIn(t.app, no, ANDROID_CHROME, '203.0.113.45'), await signIn(t.app, no, MAC_SAFARI, '198.51.100.7')];
    const mine = await signIn(t.app, no, MAC_SAFARI, '198.51.100.8');

    const res = await memberPost(t.app, endpoints.memberSessionEndOthers.path, mine, { password: TEST_PASSWORD });
    expect(res.json()).toEqual({ rc_code: '1', rc_des: 'ออกจากระบบบนอุปกรณ์อื่นทั้งหมดแล้ว' });
    for (const token of others) expect(await stillOpen(t.app, token)).toBe(false);
    expect((await sessionsOf(t.app, mine)).length).toBe(1);
  });

  it('ends a session 12 hours after its login however busy, and a "remember me" one after 7 days', async () => {
    const no = await newMember();
    const session = await signIn(t.app, no, ANDROID_CHROME, '203.0.113.45');
    const remembered = await signIn(t.app, no, MAC_SAFARI, '198.51.100.7', true);
    // used every 90 minutes, within the 2 idle hours, for just under 12 hours
    for (let used = 0; used < 7; used++) {
      t.clock.advanceMinutes(90);
      expect(await stillOpen(t.app, session)).toBe(true);
    }
    t.clock.advanceMinutes(90);
    expect(await stillOpen(t.app, session)).toBe(false);
    // the remembered one, used daily, until its seventh day is over
    for (let day = 1; day < 7; day++) {
      t.clock.advanceMinutes(24 * 60 - (day === 1 ? 12 * 60 : 0));
      expect(await stillOpen(t.app, remembered)).toBe(true);
    }
    t.clock.advanceMinutes(24 * 60);
    expect(await stillOpen(t.app, remembered)).toBe(false);
  });

  it('a staff user looking through the member\'s view may see the list, never end a session', async () => {
    const no = await newMember();
    const token = await signIn(t.app, no, ANDROID_CHROME, '203.0.113.45');
    await t.database.db.updateTable('sessions').set({ impersonator: 'support1', impersonation_reason: 'โทรสอบถาม' }).where('subject', '=', no).execute();
    const res = await memberPost(t.app, endpoints.memberSessionEndOthers.path, token, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
  });
});

describe('a member group sees its sessions and ends the others', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists both sessions and ends the other one', async () => {
    const group = await addMemberGroup(t.database.db);
    const tokenOf = async (userAgent: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: endpoints.memberGroupLogin.path,
        headers: { 'user-agent': userAgent },
        payload: { member_group_no: group, member_group_pass: TEST_PASSWORD },
      });
      return res.json().token as string;
    };
    const other = await tokenOf(ANDROID_CHROME);
    const mine = await tokenOf(MAC_SAFARI);
    const list = await get(t.app, endpoints.memberGroupSessions.path, mine);
    expect((list.json().sessions as SessionEntry[]).map((s) => [s.device, s.current])).toEqual([
      ['Safari บน Mac', true],
      ['Chrome บน Android', false],
    ]);
    const res = await memberPost(t.app, endpoints.memberGroupSessionEndOthers.path, mine, { password: TEST_PASSWORD });
    expect(res.json()).toMatchObject({ rc_code: '1' });
    expect((await get(t.app, endpoints.memberGroupSessions.path, other)).statusCode).toBe(401);
    expect((await get(t.app, endpoints.memberGroupSessions.path, mine)).statusCode).toBe(200);
  });
});
