import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, MALFORMED_TEXT_MESSAGE } from '../../src/plugins/control-characters';
import { startTestApp, type TestContext } from '../support/test-app';

const refusal = { rc_code: '0', code: 'CONTROL_CHARACTER', error: CONTROL_CHARACTER_MESSAGE };
const demand = { demand_type: 'request', title: 'ขอแบบฟอร์ม', body: 'ขอแบบฟอร์มกู้สามัญ\nสองชุด', contact_name: 'นายทดลอง ส่งเรื่อง' };

describe('control characters', () => {
  let t: TestContext;
  const demandCount = async () => (await t.database.db.selectFrom('demands').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses a NUL byte in the demand e-mail with a Thai 400, and stores nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/info/demand', payload: { ...demand, email: 'a@example.com\u0000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal);
    expect(Number(await demandCount())).toBe(0);
  });

  it('refuses an escape character in a body key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/info/demand', payload: { ...demand, phone: '0812345678', 'x\u001b': 1 } });
    expect(res.json()).toEqual(refusal);
  });

  it('refuses a NUL byte in a query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/board?page=1%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal);
  });

  it('refuses a control character in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/board/1%07' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal);
  });

  it('refuses a C1 control character in the demand e-mail, and stores nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/info/demand', payload: { ...demand, email: 'a\u0085@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal);
    expect(Number(await demandCount())).toBe(0);
  });

  it('refuses a lone surrogate in a body, written as JSON writes it, with its own Thai 400', async () => {
    const payload = JSON.stringify({ ...demand, phone: '0812345678' }).replace('ขอแบบฟอร์มกู้สามัญ', '\\ud800ขอแบบฟอร์ม');
    const res = await t.app.inject({ method: 'POST', url: '/api/info/demand', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ rc_code: '0', code: 'MALFORMED_TEXT', error: MALFORMED_TEXT_MESSAGE });
    expect(Number(await demandCount())).toBe(0);
  });

  it('refuses a lone low surrogate in a body key', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/info/demand', headers: { 'content-type': 'application/json' }, payload: '{"x\\udc00":1}' });
    expect(res.json()).toMatchObject({ code: 'MALFORMED_TEXT' });
  });

  it('accepts characters outside the basic plane, whose surrogates come in pairs', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/info/demand', payload: { ...demand, body: 'ขอบคุณครับ 🙏', phone: '0812345678' } });
    expect(res.statusCode).toBe(200);
  });

  it('accepts line breaks in text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/info/demand', payload: { ...demand, body: 'บรรทัดแรก\r\nบรรทัดสอง', phone: '0812345678' } });
    expect(res.statusCode).toBe(200);
  });
});
