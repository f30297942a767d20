import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_NOT_FOUND } from '../../../src/features/info-demand/demand-text';
import { startTestApp, type TestContext } from '../../support/test-app';

const DEMAND = {
  demand_type: 'request',
  title: 'ขอสำเนาใบเสร็จ',
  body: 'ขอสำเนาใบเสร็จเดือนที่แล้วสำหรับยื่นภาษี',
  contact_name: 'นายติดต่อ กลับมาดู',
  phone: '081-111-2222',
};
/** Three groups of four, without 0, O, 1, I or L. */
const REFERENCE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

describe('a demand\'s reference', () => {
  let t: TestContext;
  const submit = (ip: string) => t.app.inject({ method: 'POST', url: endpoints.demandSubmit.path, payload: DEMAND, remoteAddress: ip });
  const lookup = (reference: string, ip: string) =>
    t.app.inject({ method: 'POST', url: endpoints.demandLookup.path, payload: { reference }, remoteAddress: ip });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is given when the demand is sent, random rather than made from the id', async () => {
    const [first, second] = [(await submit('203.0.113.10')).json(), (await submit('203.0.113.10')).json()];
    expect(first.reference).toMatch(REFERENCE);
    expect(second.reference).toMatch(REFERENCE);
    expect(second.id).toBe(first.id + 1);
    expect(second.reference).not.toBe(first.reference);
    const stored = await t.database.db.selectFrom('demands').select('reference').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(stored.reference).toBe(first.reference);
  });

  it('brings back the status and the answer, and nothing of the contact details', async () => {
    const sent = (await submit('203.0.113.11')).json();
    await t.database.db.updateTable('demands').set({ status: 'answered', answer: 'ส่งสำเนาทางไปรษณีย์แล้ว', answered_at: t.clock.now() }).where('id', '=', sent.id).execute();
    const res = await lookup(sent.reference, '203.0.113.11');
    expect(res.statusCode).toBe(200);
    expect(res.json().demand).toMatchObject({ id: sent.id, title: DEMAND.title, status: 'answered', status_name: 'ตอบกลับแล้ว', answer: 'ส่งสำเนาทางไปรษณีย์แล้ว' });
    for (const secret of ['ติดต่อ', '081', '1112222', 'reference', '203.0.113']) expect(res.body).not.toContain(secret);
  });

  it('answers a reference that was never given with a Thai 404, and one that cannot be a reference with a Thai 400', async () => {
    const missing = await lookup('2222-3333-4444', '203.0.113.12');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(REFERENCE_NOT_FOUND);
    for (const reference of ['1', 'abcd-efgh-jkmn', 'OOOO-0000-IIII', '2222-3333-44445']) {
      const res = await lookup(reference, '203.0.113.12');
      expect(res.statusCode, reference).toBe(400);
      expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('is looked up at most 10 times in 10 minutes from one address, then a Thai 429 with Retry-After', async () => {
    const sent = (await submit('203.0.113.13')).json();
    for (let i = 0; i < 10; i++) expect((await lookup(i === 9 ? sent.reference : '2222-3333-4444', '203.0.113.13')).statusCode).not.toBe(429);
    const refused = await lookup(sent.reference, '203.0.113.13');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error).toMatch(/บ่อยเกินไป/);
    // another address is not held back by it
    expect((await lookup(sent.reference, '203.0.113.14')).statusCode).toBe(200);
    t.clock.advanceMinutes(21);
    expect((await lookup(sent.reference, '203.0.113.13')).statusCode).toBe(200);
  });
});
