import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSender } from '../../../src/features/mail-and-sms/sms-sender';
import { servicesOf } from '../../../src/http/request-context';
import type { ChannelMessage } from '../../../src/notify/channel-sender';
import { addMember, newMembershipNo } from '../../support/members';
import { SmsGatewayDouble } from '../../support/sms-gateway-double';
import { closeApps, startTestApp, type TestContext } from '../../support/test-app';

const message = (membershipNo: string, fields: Partial<ChannelMessage> = {}): ChannelMessage => ({
  deliveryId: `d-${membershipNo}`,
  membershipNo,
  title: 'เรียกเก็บเงินเดือน พ.ย. 2569',
  body: 'ยอด 3,250.00 บาท',
  link: '/member/kep',
  security: false,
  ...fields,
});

/** The SMS channel against an HTTP gateway started in the test that records what it was sent. */
describe('the SMS channel', () => {
  let t: TestContext;
  const gateway = new SmsGatewayDouble();
  beforeAll(async () => {
    t = await startTestApp({ sms: await gateway.start(), publicUrl: 'https://portal.coop.example' });
  });
  afterAll(() => closeApps(t, gateway));

  let nextPhone = 1000;
  const memberWithPhone = async (phone = `081-234-${nextPhone++}`) => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { phone });
    return { no, phone };
  };
  const send = (m: ChannelMessage) => smsSender.send(servicesOf(t.app), m);

  it('texts the title and the body to the mobile number on file', async () => {
    const { no, phone } = await memberWithPhone();
    expect(await send(message(no))).toEqual({ kind: 'sent' });
    expect(gateway.textsTo(phone)).toEqual(['เรียกเก็บเงินเดือน พ.ย. 2569\nยอด 3,250.00 บาท']);
  });

  it('never carries the link, nor one written in the text', async () => {
    const { no, phone } = await memberWithPhone();
    await send(message(no, { body: 'ดูรายละเอียดที่ https://portal.coop.example/member/kep หรือ portal.coop.example' }));
    const [text] = gateway.textsTo(phone);
    expect(text).not.toMatch(/https?:|\/member\/|coop\.example/);
  });

  it('cuts a long message to two parts', async () => {
    const { no, phone } = await memberWithPhone();
    await send(message(no, { body: 'สหกรณ์ขอแจ้งยอดเงินที่จะหักจากเงินเดือนของท่าน '.repeat(8) }));
    expect(gateway.textsTo(phone)[0]?.length).toBeLessThanOrEqual(2 * 67);
  });

  it('has no address for a member whose number on file is a landline', async () => {
    const { no } = await memberWithPhone('02-123-4567');
    expect(await send(message(no))).toEqual({ kind: 'no-address' });
  });

  it('tries again later when the gateway answers 429 or 500', async () => {
    const { no } = await memberWithPhone();
    gateway.refuseNext.push({ status: 429, retryAfter: '30' }, { status: 500 });
    expect(await send(message(no))).toMatchObject({ kind: 'retry', afterSeconds: 30 });
    expect((await send(message(no))).kind).toBe('retry');
  });

  it('is configured only where SMS_GATEWAY_URL is set', () => {
    const services = servicesOf(t.app);
    const without = { ...services, config: { ...services.config, sms: undefined } };
    expect([smsSender.configured(services), smsSender.configured(without)]).toEqual([true, false]);
  });
});
