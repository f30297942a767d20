import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;
const CONTACT = { contact_name: 'นางสาวติดต่อ ลับเฉพาะ', phone: '081-234-5678', email: 'private.person@example.com' };

describe('demands', () => {
  let t: TestContext;
  const submit = (payload: object, ip = '203.0.113.1') => t.app.inject({ method: 'POST', url: '/api/info/demand', payload, remoteAddress: ip });
  const demand = { demand_type: 'complaint', title: 'รอคิวนานมาก', body: 'ช่วงสิ้นเดือนรอคิวนานกว่าหนึ่งชั่วโมง', ...CONTACT };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('accepts a demand and lists it with its status, never with the contact details', async () => {
    const res = await submit(demand);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rc_code: '1', rc_des: expect.stringMatching(THAI) });
    const id = res.json().id;
    await t.database.db
      .updateTable('demands')
      .set({ status: 'answered', answer: 'เพิ่มเจ้าหน้าที่แล้ว', answered_at: t.clock.now() })
      .where('id', '=', id)
      .execute();

    const list = await t.app.inject({ method: 'GET', url: '/api/info/demand' });
    const shown = await t.app.inject({ method: 'GET', url: `/api/info/demand/${id}` });
    expect(list.json().items[0]).toMatchObject({ id, demand_type: 'complaint', demand_type_name: 'ข้อร้องเรียน', status: 'answered', title: 'รอคิวนานมาก' });
    expect(shown.json().demand).toMatchObject({ body: demand.body, answer: 'เพิ่มเจ้าหน้าที่แล้ว', status_name: 'ตอบกลับแล้ว' });
    for (const body of [list.body, shown.body]) {
      for (const secret of ['ติดต่อ', 'ลับเฉพาะ', '081', '2345678', '234-5678', 'private.person', 'example.com', '203.0.113.1']) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toMatch(/contact|phone|email|"ip"/);
    }
  });

  it('needs a phone number or an e-mail, and checks their formats', async () => {
    const cases: [object, RegExp][] = [
      [{ ...demand, phone: undefined, email: undefined }, /หมายเลขโทรศัพท์หรืออีเมล/],
      [{ ...demand, phone: '  ', email: '' }, /หมายเลขโทรศัพท์หรืออีเมล/],
      [{ ...demand, phone: '12345' }, /หมายเลขโทรศัพท์ไม่ถูกต้อง/],
      [{ ...demand, phone: '081-234-567a' }, /หมายเลขโทรศัพท์ไม่ถูกต้อง/],
      [{ ...demand, email: 'not-an-email' }, /อีเมลไม่ถูกต้อง/],
      [{ ...demand, email: 'a@b' }, /อีเมลไม่ถูกต้อง/],
      [{ ...demand, email: 'a b@example.com' }, /อีเมลไม่ถูกต้อง/],
      [{ ...demand, demand_type: 'praise' }, /demand_type/],
      [{ ...demand, title: 'ab' }, /หัวข้อ/],
      [{ ...demand, contact_name: '' }, /ชื่อผู้ส่ง/],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload, '203.0.113.2');
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error).toMatch(message);
      expect(res.json().error).toMatch(THAI);
    }
    expect((await submit({ ...demand, email: undefined, phone: '02 123 4567' }, '203.0.113.2')).statusCode).toBe(200);
    expect((await submit({ ...demand, phone: undefined }, '203.0.113.2')).statusCode).toBe(200);
  });

  it('limits submissions per address with a Thai 429', async () => {
    const ip = '203.0.113.3';
    for (let n = 0; n < 5; n++) expect((await submit(demand, ip)).statusCode).toBe(200);
    const refused = await submit(demand, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/ส่งข้อความบ่อยเกินไป/);
    t.clock.advanceMinutes(11);
    expect((await submit(demand, ip)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown demand and 400 for bad ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/info/demand/999999' })).statusCode).toBe(404);
    for (const url of ['/api/info/demand/x', '/api/info/demand?page=-1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatch(THAI);
    }
  });
});
