import { type DesktopNotification, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { addContentCategory, addContentItem } from '../../support/factories/content';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('desktop notifications from the staff console', () => {
  let t: TestContext;
  let support: string;
  let news: number;
  let item: string;
  beforeAll(async () => {
    t = await startTestApp();
    support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    news = await addContentCategory(t.database.db, 'ข่าวประชาสัมพันธ์');
    item = String(await addContentItem(t.database.db, news, { title: 'ประกาศอัตราเงินปันผล', body: 'ปันผลร้อยละ 6' }));
  });
  afterAll(() => t.close());
  const send = (notification: DesktopNotification, token = support) => staffPost(t.app, endpoints.adminNotificationSend.path, token, notification);

  it('reaches the subscribers through LISTEN/NOTIFY and is audited', async () => {
    const received: DesktopNotification[] = [];
    const unsubscribe = await t.app.desktopNotifications.subscribe((n) => received.push(n));
    const notification = { title: 'ประกาศปันผล', body: 'ประกาศอัตราปันผลประจำปีแล้ว', url: item };
    const res = await send(notification);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: SUPPORT_TEXT.notificationSent });
    await expect.poll(() => received).toEqual([notification]);
    unsubscribe();
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'notification.send').execute();
    expect(audit).toEqual([{ action: 'notification.send', after: notification }]);
  });

  it('needs a title', async () => {
    const blank = await send({ title: '  ', body: '', url: item });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(SUPPORT_TEXT.titleNeeded);
  });

  it('needs content its click opens: not none, not a draft, not anything else', async () => {
    const draft = await addContentItem(t.database.db, news, { title: 'ร่างข่าว', body: 'ร่าง', published: false });
    for (const url of ['', String(draft), '999999', 'home', '/show/1']) {
      const refused = await send({ title: 'ข่าว', body: '', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error).toBe(SUPPORT_TEXT.contentNeeded);
    }
  });

  it('is not for a content editor', async () => {
    const editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    expect((await send({ title: 'x', body: '', url: item }, editor)).statusCode).toBe(403);
  });
});
