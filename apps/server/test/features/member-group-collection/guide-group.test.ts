import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSitePage } from '../../support/factories/site-pages';
import { addMemberGroup, groupToken } from '../../support/member-groups';
import { memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('POST /api/membergroup/guide_group', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await groupToken(t.app, await addMemberGroup(t.database.db));
  });
  afterAll(() => t.close());

  it('answers in Thai that the guide is not published yet', async () => {
    const res = await memberPost(t.app, '/api/membergroup/guide_group', token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('สหกรณ์ยังไม่ได้เผยแพร่แนวปฏิบัติของตัวแทนหน่วย');
  });

  it("answers the clerks' guide staff published, with its version", async () => {
    await addSitePage(t.database.db, { key: 'guide_group', title: 'แนวปฏิบัติของตัวแทนหน่วย', body: 'ตรวจสอบใบแจ้งหนี้\n\nชำระภายในวันที่ 5' });
    const res = await memberPost(t.app, '/api/membergroup/guide_group', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'แนวปฏิบัติของตัวแทนหน่วย', body: 'ตรวจสอบใบแจ้งหนี้\n\nชำระภายในวันที่ 5', version: 1 });
  });
});
