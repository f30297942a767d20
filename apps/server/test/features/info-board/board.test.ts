import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../support/test-app';

const THAI = /[\u0E00-\u0E7F]/;

describe('web board', () => {
  let t: TestContext;
  // each test posts from its own address, so the per-address limit of one test does not leak into another
  const post = (url: string, payload: unknown, ip: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  const topic = (n: number) => ({ name: `ผู้ใช้ ${n}`, title: `คำถามที่ ${n}`, body: `รายละเอียดคำถามที่ ${n}` });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('posts a topic and answers it; the list shows answer counts, newest topic first', async () => {
    const first = await post('/api/info/board', topic(1), '198.51.100.1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rc_code: '1', rc_des: expect.stringMatching(THAI), id: expect.any(Number) });
    const second = (await post('/api/info/board', topic(2), '198.51.100.1')).json();
    const answer = await post(`/api/info/board/${first.json().id}/answers`, { name: 'เจ้าหน้าที่', body: 'ตอบแล้วครับ' }, '198.51.100.1');
    expect(answer.statusCode).toBe(200);

    const list = (await t.app.inject({ method: 'GET', url: '/api/info/board' })).json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ id: second.id, answer_count: 0, last_answer_at: null, title: 'คำถามที่ 2' });
    expect(list.items[1]).toMatchObject({ id: first.json().id, answer_count: 1 });
    expect(list.items[1].last_answer_at).toBe(t.clock.now().toISOString());
    expect(list.items[0]).not.toHaveProperty('body');
    expect(list.items[0]).not.toHaveProperty('ip');

    const shown = (await t.app.inject({ method: 'GET', url: `/api/info/board/${first.json().id}` })).json();
    expect(shown.topic).toMatchObject({ name: 'ผู้ใช้ 1', title: 'คำถามที่ 1', body: 'รายละเอียดคำถามที่ 1' });
    expect(shown.answers).toEqual([{ id: answer.json().id, name: 'เจ้าหน้าที่', body: 'ตอบแล้วครับ', created_at: t.clock.now().toISOString() }]);
    expect(JSON.stringify(shown)).not.toContain('198.51.100.1');
  });

  it('stores HTML as plain text and returns it verbatim', async () => {
    const html = '<script>alert("x")</script>\n<b>หนา</b> & "quotes"';
    const res = await post('/api/info/board', { name: '<img src=x onerror=alert(1)>', title: '<i>หัวข้อ</i>', body: html }, '198.51.100.2');
    const shown = (await t.app.inject({ method: 'GET', url: `/api/info/board/${res.json().id}` })).json();
    expect(shown.topic.body).toBe(html);
    expect(shown.topic.name).toBe('<img src=x onerror=alert(1)>');
    expect(shown.topic.title).toBe('<i>หัวข้อ</i>');
  });

  it('trims text and keeps line breaks as LF', async () => {
    const res = await post('/api/info/board', { name: '  สมชาย  ', title: '  หัวข้อ  ', body: '  บรรทัด 1\r\nบรรทัด 2  ' }, '198.51.100.3');
    const shown = (await t.app.inject({ method: 'GET', url: `/api/info/board/${res.json().id}` })).json();
    expect(shown.topic).toMatchObject({ name: 'สมชาย', title: 'หัวข้อ', body: 'บรรทัด 1\nบรรทัด 2' });
  });

  it('pages the topic list', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/info/board?page_size=2' })).json();
    expect(all.total_pages).toBe(Math.ceil(all.total / 2));
    const p2 = (await t.app.inject({ method: 'GET', url: '/api/info/board?page=2&page_size=2' })).json();
    expect(p2.page).toBe(2);
    expect(p2.items[0].id).toBeLessThan(all.items[1].id);
  });

  it('refuses text outside the limits and control characters, with Thai messages', async () => {
    const ip = '198.51.100.4';
    const cases: [object, RegExp][] = [
      [{ ...topic(3), title: 'ab' }, /หัวข้อต้องมีอย่างน้อย 3 ตัวอักษร/],
      [{ ...topic(3), title: '   ' }, /กรุณากรอกหัวข้อ/],
      [{ ...topic(3), title: 'ก'.repeat(201) }, /หัวข้อต้องไม่เกิน 200/],
      [{ ...topic(3), body: 'x'.repeat(5001) }, /ข้อความต้องไม่เกิน 5,000/],
      [{ ...topic(3), body: '  ab  ' }, /ข้อความต้องมีอย่างน้อย 3/],
      [{ ...topic(3), name: '' }, /กรุณากรอกชื่อผู้ส่ง/],
      [{ ...topic(3), name: 'ช'.repeat(101) }, /ชื่อผู้ส่งต้องไม่เกิน 100/],
      [{ ...topic(3), name: 'สม\nชาย' }, /อักขระควบคุม/],
      [{ ...topic(3), body: 'ข้อความ\u0000แอบแฝง' }, /อักขระควบคุม/],
      [{ ...topic(3), body: 'ข้อความ\u001b[31mสี' }, /อักขระควบคุม/],
      [{ name: 'ก', title: 'หัวข้อ' }, /body/],
      [{ ...topic(3), title: 123 }, /title/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/info/board', payload, ip);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error).toMatch(message);
      expect(res.json().error).toMatch(THAI);
    }
    // 5,000 Thai characters with combining marks count as characters, not UTF-16 units
    const longThai = 'กิ'.repeat(2500);
    expect((await post('/api/info/board', { ...topic(3), body: longThai }, ip)).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/info/board?page_size=50' })).json();
    expect(list.items.filter((i: { name: string }) => i.name === 'ผู้ใช้ 3')).toHaveLength(1);
  });

  it('answers 404 for an unknown topic and 400 for a bad id, changing nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/info/board' })).json().total;
    const missing = await post('/api/info/board/999999/answers', { name: 'ก', body: 'ข้อความ' }, '198.51.100.5');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('ไม่พบกระทู้ที่ต้องการ');
    expect((await t.app.inject({ method: 'GET', url: '/api/info/board/999999' })).statusCode).toBe(404);
    for (const url of ['/api/info/board/abc', '/api/info/board/0', '/api/info/board?page=x', '/api/info/board?page_size=99']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatch(THAI);
    }
    const badJson = await t.app.inject({ method: 'POST', url: '/api/info/board', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(badJson.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/info/board' })).json().total).toBe(before);
  });

  it('limits posts per address: the sixth within 10 minutes gets a Thai 429 until the time passes', async () => {
    const ip = '198.51.100.6';
    for (let n = 0; n < 4; n++) expect((await post('/api/info/board', topic(10 + n), ip)).statusCode).toBe(200);
    const ids = (await t.app.inject({ method: 'GET', url: '/api/info/board?page_size=1' })).json().items;
    // answers count against the same allowance
    expect((await post(`/api/info/board/${ids[0].id}/answers`, { name: 'ก', body: 'ตอบครั้งที่ห้า' }, ip)).statusCode).toBe(200);
    const refused = await post('/api/info/board', topic(20), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ rc_code: '0', code: 'TOO_MANY_POSTS' });
    expect(refused.json().error).toMatch(/กรุณาลองใหม่ในอีก 10 นาที/);
    expect(refused.headers['retry-after']).toBe('600');
    // another address is not affected
    expect((await post('/api/info/board', topic(21), '198.51.100.7')).statusCode).toBe(200);

    t.clock.advanceMinutes(9);
    expect((await post('/api/info/board', topic(22), ip)).json().error).toMatch(/อีก 1 นาที/);
    t.clock.advanceMinutes(2);
    expect((await post('/api/info/board', topic(23), ip)).statusCode).toBe(200);
  });
});
