import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSender } from '../../../src/features/mail-and-sms/email-sender';
import { MAIL_TEXT } from '../../../src/features/mail-and-sms/member-mail';
import { servicesOf } from '../../../src/http/request-context';
import type { ChannelMessage } from '../../../src/notify/channel-sender';
import { MailCatcher } from '../../support/mail-catcher';
import { addMember, newMembershipNo } from '../../support/members';
import { closeApps, startTestApp, type TestContext } from '../../support/test-app';

const PUBLIC_URL = 'https://portal.coop.example';

const message = (membershipNo: string, fields: Partial<ChannelMessage> = {}): ChannelMessage => ({
  deliveryId: `d-${membershipNo}`,
  membershipNo,
  title: 'เรียกเก็บเงินประจำเดือนพฤศจิกายน 2569',
  body: 'ยอดเรียกเก็บเดือนนี้ 3,250.00 บาท <ไม่ใช่แท็ก>',
  link: '/member/kep',
  security: false,
  ...fields,
});

/** The e-mail channel through a real SMTP server in the test process. */
describe('the e-mail channel', () => {
  let t: TestContext;
  const mail = new MailCatcher();
  beforeAll(async () => {
    t = await startTestApp({ mail: { smtpUrl: await mail.start(), from: 'portal@coop.example' }, publicUrl: PUBLIC_URL });
  });
  afterAll(() => closeApps(t, mail));

  const memberWithEmail = async (email: string) => {
    const no = newMembershipNo();
    await addMember(t.database.db, no, { email, prename: 'นาง', first_name: 'สมใจ', last_name: 'ใจดี' });
    return no;
  };
  const send = (m: ChannelMessage) => emailSender.send(servicesOf(t.app), m);

  it('mails the member at the address on file, in Thai, with the subject the message gives', async () => {
    const email = `m${Date.now()}@mail.example`;
    const no = await memberWithEmail(email);
    expect(await send(message(no))).toEqual({ kind: 'sent' });
    const read = mail.lastMailTo(email);
    expect(read?.headers.subject).toBe('เรียกเก็บเงินประจำเดือนพฤศจิกายน 2569');
    expect(read?.headers.from).toContain('portal@coop.example');
    expect(read?.text).toContain(MAIL_TEXT.greeting('นางสมใจ ใจดี'));
    expect(read?.text).toContain('ยอดเรียกเก็บเดือนนี้ 3,250.00 บาท');
  });

  it('carries the absolute link in the text and in the HTML', async () => {
    const email = `link${Date.now()}@mail.example`;
    const no = await memberWithEmail(email);
    await send(message(no));
    const read = mail.lastMailTo(email);
    expect(read?.text).toContain(MAIL_TEXT.detailsAt(`${PUBLIC_URL}/member/kep`));
    expect(read?.html).toContain(`href="${PUBLIC_URL}/member/kep"`);
    expect(read?.html).toContain(`href="${PUBLIC_URL}/member/notifications"`);
  });

  it('escapes the message in the HTML', async () => {
    const email = `html${Date.now()}@mail.example`;
    const no = await memberWithEmail(email);
    await send(message(no));
    expect(mail.lastMailTo(email)?.html).toContain('&lt;ไม่ใช่แท็ก&gt;');
  });

  it('names the mail by its delivery, so a retry is the same mail', async () => {
    const email = `id${Date.now()}@mail.example`;
    const no = await memberWithEmail(email);
    await send(message(no, { deliveryId: '42' }));
    expect(mail.lastMailTo(email)?.headers['message-id']).toBe('<delivery-42@portal.coop.example>');
  });

  it('has no address for a member with no e-mail on file, or a malformed one', async () => {
    expect(await send(message(await memberWithEmail('')))).toEqual({ kind: 'no-address' });
    expect(await send(message(await memberWithEmail('not an address')))).toEqual({ kind: 'no-address' });
  });

  it('tries again later when the receiving server says 451', async () => {
    const email = `busy${Date.now()}@mail.example`;
    mail.refuse.set(email, 451);
    expect((await send(message(await memberWithEmail(email)))).kind).toBe('retry');
  });

  it('fails for good when the receiving server says there is no such mailbox', async () => {
    const email = `gone${Date.now()}@mail.example`;
    mail.refuse.set(email, 550);
    expect((await send(message(await memberWithEmail(email)))).kind).toBe('failed');
  });

  it('tries again later when the SMTP server cannot be reached', async () => {
    const down = new MailCatcher();
    const other = await startTestApp({ mail: { smtpUrl: await down.start(), from: 'portal@coop.example' }, publicUrl: PUBLIC_URL });
    await down.close();
    const no = newMembershipNo();
    await addMember(other.database.db, no, { email: 'someone@mail.example' });
    expect((await emailSender.send(servicesOf(other.app), message(no))).kind).toBe('retry');
    await other.close();
  });

  it('is configured only with both SMTP_URL and PUBLIC_URL', () => {
    const services = servicesOf(t.app);
    const withoutUrl = { ...services, config: { ...services.config, publicUrl: undefined } };
    const withoutSmtp = { ...services, mailer: undefined };
    expect([services, withoutUrl, withoutSmtp].map((s) => emailSender.configured(s))).toEqual([true, false, false]);
  });
});
