import { endpointPath, endpoints } from '@coop/contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RawAnswer, type RawRequest, sendAtOnce } from '../support/synchronised-requests';
import { startTestApp, type TestContext } from '../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;
const statuses = (answers: RawAnswer[], status: number) => answers.filter((a) => a.status === status);

// Decision 039: every limit is counted before it is judged, so requests sent at the same instant from one address
// (here all from 127.0.0.1, over real sockets) pass it exactly as often as it allows, on PostgreSQL as on PGlite.
describe('public limits under requests sent at the same instant', () => {
  let t: TestContext;
  let port: number;
  const times = (n: number, request: (i: number) => RawRequest) => Array.from({ length: n }, (_, i) => request(i));
  /** Rows stored by the address the races come from. */
  const stored = async (table: 'board_topics' | 'board_answers' | 'demands') =>
    Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('ip', '=', '127.0.0.1').executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());
  // every race starts in a window of its own
  beforeEach(() => t.clock.advanceMinutes(11));

  it('50 topics: 5 stored, 45 refused with the Thai 429', async () => {
    const before = await stored('board_topics');
    const answers = await sendAtOnce(port, times(50, (i) => ({ method: 'POST', path: '/api/info/board', body: { name: 'ผู้แข่ง', title: `กระทู้แข่ง ${i}`, body: 'ส่งพร้อมกัน' } })));
    expect(statuses(answers, 200)).toHaveLength(5);
    expect(statuses(answers, 429)).toHaveLength(45);
    expect(JSON.parse(statuses(answers, 429)[0]!.body).error).toMatch(THAI);
    expect(await stored('board_topics')).toBe(before + 5);
  });

  it('50 answers to one topic: 5 stored, 45 refused', async () => {
    const topic = await t.app.inject({ method: 'POST', url: '/api/info/board', remoteAddress: '198.51.100.90', payload: { name: 'เจ้าของ', title: 'กระทู้ให้ตอบ', body: 'ตอบได้' } });
    const id = topic.json().id as number;
    const answers = await sendAtOnce(port, times(50, (i) => ({ method: 'POST', path: `/api/info/board/${id}/answers`, body: { name: 'ผู้แข่ง', body: `คำตอบแข่ง ${i}` } })));
    expect(statuses(answers, 200)).toHaveLength(5);
    expect(statuses(answers, 429)).toHaveLength(45);
    expect(await stored('board_answers')).toBe(5);
  });

  it('20 demands: 5 stored, 15 refused', async () => {
    const body = { demand_type: 'complaint', title: 'เรื่องแข่ง', body: 'ส่งพร้อมกัน', contact_name: 'ผู้แข่ง', phone: '081-234-5678' };
    const answers = await sendAtOnce(port, times(20, () => ({ method: 'POST', path: '/api/info/demand', body })));
    expect(statuses(answers, 200)).toHaveLength(5);
    expect(statuses(answers, 429)).toHaveLength(15);
    expect(await stored('demands')).toBe(5);
  });

  it('100 codes no letter has: 20 answered "not found", 80 refused', async () => {
    const answers = await sendAtOnce(port, times(100, (i) => ({ method: 'GET', path: endpointPath(endpoints.verifyLetter, { code: `ZZZZ-ZZZZ-${1000 + i}` }) })));
    expect(statuses(answers, 404)).toHaveLength(20);
    expect(statuses(answers, 429)).toHaveLength(80);
    expect(JSON.parse(statuses(answers, 429)[0]!.body).code).toBe('TOO_MANY_TRIES');
  });
});
