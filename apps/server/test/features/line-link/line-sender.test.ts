import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../src/domain/context';
import { lineSender, retryKeyOf } from '../../../src/features/line-link/line-sender';
import type { ChannelMessage } from '../../../src/notify/channel-sender';
import { servicesOf } from '../../../src/http/request-context';
import { LinePlatform, newLineUserId } from '../../support/line-platform';
import { addMember, newMembershipNo } from '../../support/members';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('the LINE channel sender: pushes to the linked account with a retry key, against a LINE platform in the test', () => {
  let t: TestContext;
  let line: LinePlatform;
  let services: Services;
  beforeAll(async () => {
    line = await new LinePlatform().start();
    t = await startTestApp(line.config());
    services = servicesOf(t.app);
  });
  afterAll(async () => {
    await t.close();
    await line.close();
  });

  /** A member linked to a LINE account of their own, as the accountLink event leaves them. */
  async function linkedMember(): Promise<{ no: string; userId: string }> {
    const no = newMembershipNo();
    const userId = newLineUserId();
    await addMember(t.database.db, no);
    await t.database.db.insertInto('line_links').values({ membership_no: no, line_user_id: userId, linked_at: t.clock.now() }).execute();
    return { no, userId };
  }

  const message = (membershipNo: string, deliveryId: string = randomUUID()): ChannelMessage => ({
    deliveryId,
    membershipNo,
    title: 'ยอดเรียกเก็บเดือนพฤศจิกายน 2569',
    body: 'ยอดเรียกเก็บ 5,230.00 บาท',
    link: '/member/kep',
    security: false,
  });

  it('is configured only where LINE is', async () => {
    expect(lineSender.configured(services)).toBe(true);
    const bare = await startTestApp();
    expect(lineSender.configured(servicesOf(bare.app))).toBe(false);
    await bare.close();
  });

  it('pushes Thai text with the title, body and the absolute link to the member\'s LINE user, the delivery ID as retry key', async () => {
    const member = await linkedMember();
    const m = message(member.no);
    expect(await lineSender.send(services, m)).toEqual({ kind: 'sent' });
    expect(line.pushes.at(-1)).toEqual({
      to: member.userId,
      texts: ['ยอดเรียกเก็บเดือนพฤศจิกายน 2569\nยอดเรียกเก็บ 5,230.00 บาท\nhttps://coop.example/member/kep'],
      retryKey: m.deliveryId,
    });
    expect(line.unauthorised).toEqual([]);
  });

  it('answers no-address for a member with no linked LINE account, asking LINE nothing', async () => {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    const pushes = line.pushes.length;
    expect(await lineSender.send(services, message(no))).toEqual({ kind: 'no-address' });
    expect(line.pushes.length).toBe(pushes);
  });

  it('retries after a 429 as LINE asks, and the retried push with the same key is delivered once', async () => {
    const member = await linkedMember();
    const m = message(member.no);
    line.pushFailures.push({ status: 429, retryAfter: 30 });
    expect(await lineSender.send(services, m)).toMatchObject({ kind: 'retry', afterSeconds: 30 });
    expect(await lineSender.send(services, m)).toEqual({ kind: 'sent' });
    // a retry whose first answer was lost: LINE's 409 says the key was already accepted, so the message went
    expect(await lineSender.send(services, m)).toEqual({ kind: 'sent' });
    expect(line.pushes.filter((p) => p.retryKey === m.deliveryId)).toHaveLength(1);
  });

  it('retries after a 5xx and when LINE cannot be reached', async () => {
    const member = await linkedMember();
    line.pushFailures.push({ status: 500 });
    expect(await lineSender.send(services, message(member.no))).toMatchObject({ kind: 'retry', afterSeconds: 60 });
    const unreachable = { ...services, config: { ...services.config, line: { ...services.config.line!, apiUrl: 'http://127.0.0.1:1' } } };
    expect(await lineSender.send(unreachable, message(member.no))).toMatchObject({ kind: 'retry' });
  });

  it('fails for good on a 400 or 403', async () => {
    const member = await linkedMember();
    line.pushFailures.push({ status: 400 }, { status: 403 });
    expect(await lineSender.send(services, message(member.no))).toMatchObject({ kind: 'failed' });
    expect(await lineSender.send(services, message(member.no))).toMatchObject({ kind: 'failed' });
  });

  it('makes a UUID retry key from a delivery ID that is not one, the same every time', () => {
    expect(retryKeyOf('12345')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retryKeyOf('12345')).toBe(retryKeyOf('12345'));
    expect(retryKeyOf('12346')).not.toBe(retryKeyOf('12345'));
  });
});
