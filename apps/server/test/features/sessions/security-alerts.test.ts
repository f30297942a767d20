import { endpoints, type MemberEventKind, SECURITY_EVENT_KINDS } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURES_TOLD_AT } from '../../../src/auth/password-login';
import type { JobDefinition } from '../../../src/jobs/job-definition';
import { deliveryJob } from '../../../src/notify/delivery-job';
import { ChannelPeer, peerSender } from '../../support/channel-peer';
import { addMember, newMembershipNo, TEST_PASSWORD } from '../../support/members';
import { addMemberPasskey, authenticatorFor } from '../../support/passkeys';
import { postAccountForm, RIGHT_PROOF } from '../../support/registration';
import { login, loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

/**
 * Each security alert of issue 27 item 2 reaches the member once: one inbox entry, one message on the channel they
 * chose, through a real HTTP peer.
 */
describe('security alerts through the member\'s channels', () => {
  let t: TestContext;
  const push = new ChannelPeer();
  beforeAll(async () => {
    await push.start();
    t = await startTestApp({}, undefined, undefined, [deliveryJob as JobDefinition], [peerSender('push', push)]);
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  /** A member who chose push for every security event. */
  const member = async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const now = t.clock.now();
    await t.database.db
      .insertInto('notification_preferences')
      .values(SECURITY_EVENT_KINDS.map((kind) => ({ membership_no: no, kind, channel: 'push', updated_at: now })))
      .execute();
    return no;
  };
  const kindsOf = async (no: string) =>
    (
      await t.database.db
        .selectFrom('member_inbox as i')
        .innerJoin('member_events as e', 'e.id', 'i.event_id')
        .where('i.membership_no', '=', no)
        .select('e.kind')
        .orderBy('i.id')
        .execute()
    ).map((r) => r.kind as MemberEventKind);
  const pushedTo = async (no: string) => {
    await t.app.jobs.drain();
    return push.received.filter((m) => m.membershipNo === no).map((m) => m.title);
  };

  it('a sign-in from a new device: once in the inbox, once on push', async () => {
    const no = await member();
    await loginToken(t.app, no);
    await loginToken(t.app, no);
    expect(await kindsOf(no)).toEqual(['new-device']);
    expect(await pushedTo(no)).toEqual(['มีการเข้าสู่ระบบจากอุปกรณ์ใหม่']);
  });

  it('a password change', async () => {
    const no = await member();
    const token = await loginToken(t.app, no);
    await memberPost(t.app, endpoints.memberPassword.path, token, { mem_oldpassword: TEST_PASSWORD, mem_password: 'Kh0ngRuu-Ngai-2569' });
    expect(await kindsOf(no)).toEqual(['password-changed']);
    expect(await pushedTo(no)).toEqual(['รหัสผ่านของท่านถูกเปลี่ยนแล้ว']);
  });

  it('a password reset by proof of identity', async () => {
    const no = await member();
    const res = await postAccountForm(t.app, endpoints.memberForget.path, { membership_no: no, ...RIGHT_PROOF });
    expect(res.json()).toMatchObject({ rc_code: '1' });
    expect(await kindsOf(no)).toEqual(['password-reset']);
    expect(await pushedTo(no)).toEqual(['ตั้งรหัสผ่านใหม่แล้ว']);
  });

  it('a passkey added', async () => {
    const no = await member();
    const token = await loginToken(t.app, no);
    expect((await addMemberPasskey(t.app, token, authenticatorFor(t.app))).statusCode).toBe(200);
    expect(await kindsOf(no)).toEqual(['passkey-added']);
    expect(await pushedTo(no)).toEqual(['เพิ่มพาสคีย์สำหรับเข้าสู่ระบบแล้ว']);
  });

  it('wrong passwords past the threshold, from several addresses: one alert for the burst, not one per failure', async () => {
    const no = await member();
    const wrong = (i: number) =>
      t.app.inject({ method: 'POST', url: endpoints.memberLogin.path, remoteAddress: `198.51.100.${i + 1}`, payload: { membership_no: no, mem_password: 'wrong-guess' } });
    for (let i = 0; i < FAILURES_TOLD_AT - 1; i++) expect((await wrong(i)).statusCode).toBe(401);
    expect(await kindsOf(no)).toEqual([]);
    for (let i = FAILURES_TOLD_AT - 1; i < 12; i++) expect((await wrong(i)).statusCode).toBe(401);
    expect(await kindsOf(no)).toEqual(['sign-in-failures']);
    expect(await pushedTo(no)).toEqual(['มีการใส่รหัสผ่านผิดหลายครั้ง']);
    expect(push.received.find((m) => m.membershipNo === no)?.body).toContain(`ใส่รหัสผ่านผิด ${FAILURES_TOLD_AT} ครั้ง`);
  });

  it('a later burst, after the window, is told again', async () => {
    const no = await member();
    const wrong = () => login(t.app, no, 'wrong-guess');
    for (let i = 0; i < FAILURES_TOLD_AT; i++) await wrong();
    t.clock.advanceMinutes(16);
    for (let i = 0; i < FAILURES_TOLD_AT; i++) await wrong();
    expect(await kindsOf(no)).toEqual(['sign-in-failures', 'sign-in-failures']);
  });

  it('a member who types the password wrong a few times and then right is not alarmed', async () => {
    const no = await member();
    for (let i = 0; i < FAILURES_TOLD_AT - 2; i++) await login(t.app, no, 'wrong-guess');
    expect((await login(t.app, no)).statusCode).toBe(200);
    expect(await kindsOf(no)).toEqual([]);
  });
});
