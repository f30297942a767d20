import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBilledGroups, groupToken } from '../../support/member-groups';
import { pdfText, thaiSkeleton } from '../../support/pdf-text';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('GET /api/membergroup/keeprep/pdf', () => {
  let t: TestContext;
  let groups: Awaited<ReturnType<typeof addBilledGroups>>;
  let token: string;
  const get = (query: string, as = token) =>
    t.app.inject({ method: 'GET', url: `/api/membergroup/keeprep/pdf${query}`, headers: { authorization: `Bearer ${as}` } });

  beforeAll(async () => {
    t = await startTestApp();
    groups = await addBilledGroups(t.database.db);
    token = await groupToken(t.app, groups.main);
  });
  afterAll(() => t.close());

  it('downloads the month as a PDF named by group and Buddhist year', async () => {
    const res = await get('?year=2026&month=10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="keeprep-${groups.main}-2569-10.pdf"`);
  });

  it('prints the title, each sub-group with its subtotal, the grand total and page numbers', async () => {
    const text = pdfText((await get('?year=2026&month=10')).rawPayload);
    // pdfmake maps a shaped glyph back to the letters of its first use, so some vowels and marks come back wrong
    // from this table's text; comparing letters alone still checks every word and its order
    const letters = (s: string) => thaiSkeleton(s.replace(/\s/g, '')).replace(/[\u0e30-\u0e3a\u0e40-\u0e4e]/g, '');
    for (const words of ['งบหน้าเรียกเก็บ', 'ตุลาคม 2569', 'กองพันที่ 1 (2 คน)', 'รวม กองพันที่ 2', 'รวมทั้งสิ้น 3 คน', 'หน้า 1/2', 'หน้า 2/2']) {
      expect(letters(text)).toContain(letters(words));
    }
    for (const figure of ['3,850.49', '1,234.60', '5,085.19', '18,000.45']) expect(text).toContain(figure);
  });

  it("leaves out the members of other groups", async () => {
    const text = pdfText((await get('?year=2026&month=10')).rawPayload);
    expect(text).toContain(groups.members.first);
    expect(text).not.toContain(groups.members.outside);
  });

  it("answers another group's number as not found", async () => {
    const res = await get(`?year=2026&month=10&member_group_no=${groups.other}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('ไม่พบหน่วยงานที่ระบุ');
  });

  it.each(['?year=2026&month=13', '?year=0000&month=10', '?year=2026&month=x'])('refuses %s with a Thai 400', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[ก-๙]/);
  });

  it('needs a member-group session', async () => {
    expect((await get('?year=2026&month=10', 'nope')).statusCode).toBe(401);
  });
});
