import { type DesktopNotification, endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TEXT } from '../../../src/auth/support-text';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('desktop notifications from the staff console', () => {
  let t: TestContext;
  let support: string;
  beforeAll(async () => {
    t = await startTestApp();
    support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
  });
  afterAll(() => t.close());

  it('reaches the subscribers through LISTEN/NOTIFY and is audited', async () => {
    const received: DesktopNotification[] = [];
    const unsubscribe = await t.app.desktopNotifications.subscribe((n) => received.push(n));
    const notification = { title: 'ประกาศปันผล', body: 'ประกาศอัตราปันผลประจำปีแล้ว', url: '12' };
    const res = await staffPost(t.app, endpoints.adminNotificationSend.path, support, notification);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: SUPPORT_TEXT.notificationSent });
    await expect.poll(() => received).toEqual([notification]);
    unsubscribe();
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'notification.send').execute();
    expect(audit).toEqual([{ action: 'notification.send', after: notification }]);
  });

  it('needs a title, and an editor may not send', async () => {
    const blank = await staffPost(t.app, endpoints.adminNotificationSend.path, support, { title: '  ', body: '', url: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(SUPPORT_TEXT.titleNeeded);
    const editor = await staffToken(t.app, await addStaffUser(t.database.db, 'editor'), t.clock.now());
    expect((await staffPost(t.app, endpoints.adminNotificationSend.path, editor, { title: 'x', body: '', url: '' })).statusCode).toBe(403);
  });
});
