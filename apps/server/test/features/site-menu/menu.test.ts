import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp } from '../../support/demo-app';
import type { TestContext } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe('GET /api/info/manu', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startDemoApp(5);
  });
  afterAll(() => t.close());

  it('answers the spec keys exactly, with is_parent as "0"/"1" and sub-items keyed by the parent seq', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/info/manu' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['list_manu', 'list_sub_manu', 'marquee']);
    for (const item of body.list_manu) expect(Object.keys(item).sort()).toEqual(['is_parent', 'manu_name', 'seq', 'type', 'url']);
    for (const sub of body.list_sub_manu) expect(Object.keys(sub).sort()).toEqual(['description', 'manu_id', 'url']);
    for (const note of body.marquee) expect(Object.keys(note)).toEqual(['Note']);

    const parents = body.list_manu.filter((m: { is_parent: string }) => m.is_parent === '1');
    expect(parents.length).toBeGreaterThanOrEqual(5);
    for (const p of parents) {
      expect(body.list_sub_manu.some((s: { manu_id: number }) => s.manu_id === p.seq)).toBe(true);
    }
    const parentSeqs = new Set(parents.map((p: { seq: number }) => p.seq));
    for (const s of body.list_sub_manu) expect(parentSeqs.has(s.manu_id)).toBe(true);
    expect(body.list_manu[0]).toEqual({ type: 'main', is_parent: '0', manu_name: 'หน้าแรก', url: '/home', seq: 10 });
    // every type is returned; the client keeps 'main'
    expect(body.list_manu.some((m: { type: string }) => m.type !== 'main')).toBe(true);
  });

  it('returns the active marquee notes in order, without inactive ones', async () => {
    const { marquee } = (await t.app.inject({ method: 'GET', url: '/api/info/manu' })).json();
    expect(marquee).toHaveLength(3);
    expect(marquee[0].Note).toContain('ยินดีต้อนรับ');
    expect(marquee.map((m: { Note: string }) => m.Note)).not.toContain('ประกาศเก่าที่ปิดไว้แล้ว');
  });
});

describe('GET /api/info/manu on an empty database', () => {
  it('answers empty lists (the client shows "ยังไม่พบเมนู")', async () => {
    const t = await startTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/info/manu' });
      expect(res.json()).toEqual({ list_manu: [], list_sub_manu: [], marquee: [] });
    } finally {
      await t.close();
    }
  });
});
