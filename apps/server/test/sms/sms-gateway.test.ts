import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsConfig } from '../../src/config';
import { sendSms } from '../../src/sms/sms-gateway';
import { GATEWAY_KEY, GATEWAY_SECRET, SmsGatewayDouble } from '../support/sms-gateway-double';

const NOW = new Date('2026-11-27T03:00:00Z');

/** The adapter against an HTTP gateway started here that speaks ThaiBulkSMS's API and records what it took. */
describe('sendSms', () => {
  const gateway = new SmsGatewayDouble();
  let config: SmsConfig;
  beforeAll(async () => {
    config = await gateway.start({ extraFields: { force: 'corporate', shorten_url: 'false' } });
  });
  afterAll(() => gateway.close());

  it('posts a form with HTTP Basic, the number as 66… and the sender name', async () => {
    expect(await sendSms(config, '081-234-5670', 'รหัสยืนยัน 123456', NOW)).toEqual({ kind: 'sent' });
    const text = gateway.texts.at(-1);
    expect(text?.authorization).toBe(`Basic ${Buffer.from(`${GATEWAY_KEY}:${GATEWAY_SECRET}`).toString('base64')}`);
    expect(text?.contentType).toBe('application/x-www-form-urlencoded');
    expect(text?.fields).toEqual({ msisdn: '66812345670', message: 'รหัสยืนยัน 123456', sender: 'COOP', force: 'corporate', shorten_url: 'false' });
  });

  it('posts JSON with a bearer key and the number as 0… where configured so', async () => {
    const json = { ...config, auth: 'bearer' as const, body: 'json' as const, numberFormat: '0' as const, extraFields: {} };
    expect(await sendSms(json, '+66 91 234 5671', 'ทดสอบ', NOW)).toEqual({ kind: 'sent' });
    const text = gateway.texts.at(-1);
    expect(text?.authorization).toBe(`Bearer ${GATEWAY_KEY}`);
    expect(text?.contentType).toBe('application/json');
    expect(text?.fields).toEqual({ msisdn: '0912345671', message: 'ทดสอบ', sender: 'COOP' });
  });

  it('never sends a link', async () => {
    await sendSms(config, '0812345672', 'ยอดหักเดือนนี้ 1,500.00 บาท ดูที่ https://coop.example/member/kep หรือ www.coop.example', NOW);
    const [message] = gateway.textsTo('0812345672');
    expect(message).toBe('ยอดหักเดือนนี้ 1,500.00 บาท ดูที่ หรือ');
    expect(message).not.toMatch(/https?:|www\.|coop\.example/);
  });

  it('sends at most two parts', async () => {
    await sendSms(config, '0812345673', 'สหกรณ์แจ้งยอดเงินหักประจำเดือนของท่าน '.repeat(10), NOW);
    expect(gateway.textsTo('0812345673')[0]?.length).toBeLessThanOrEqual(134);
  });

  it('asks for a retry after the Retry-After of a 429', async () => {
    gateway.refuseNext.push({ status: 429, retryAfter: '120' });
    expect(await sendSms(config, '0812345674', 'ทดสอบ', NOW)).toMatchObject({ kind: 'retry', afterSeconds: 120 });
    expect(gateway.textsTo('0812345674')).toEqual([]);
  });

  it('asks for a retry when the gateway fails with a 5xx', async () => {
    gateway.refuseNext.push({ status: 503 });
    const outcome = await sendSms(config, '0812345675', 'ทดสอบ', NOW);
    expect(outcome.kind).toBe('retry');
    expect(outcome).not.toHaveProperty('afterSeconds');
  });

  it('asks for a retry when the gateway cannot be reached', async () => {
    const gone = new SmsGatewayDouble();
    const closed = await gone.start();
    await gone.close();
    expect((await sendSms(closed, '0812345676', 'ทดสอบ', NOW)).kind).toBe('retry');
  });

  it('fails for good on a wrong key', async () => {
    const outcome = await sendSms({ ...config, secret: 'wrong' }, '0812345677', 'ทดสอบ', NOW);
    expect(outcome).toMatchObject({ kind: 'failed' });
    expect(outcome.kind === 'failed' && outcome.reason).toContain('401');
  });

  it('fails for good on a number the gateway refuses', async () => {
    expect(await sendSms({ ...config, numberFormat: '0' }, '0812345678', '', NOW)).toEqual({ kind: 'failed', reason: 'SMS gateway refused the number' });
  });

  it('has no address for a landline, and asks nothing of the gateway', async () => {
    const before = gateway.texts.length;
    expect(await sendSms(config, '02-123-4567', 'ทดสอบ', NOW)).toEqual({ kind: 'no-address' });
    expect(gateway.texts.length).toBe(before);
  });
});
