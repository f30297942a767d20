import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../../src/domain/context';
import { servicesOf } from '../../../src/http/request-context';
import { oneMember, publishMemberEvent } from '../../../src/notify/publish-member-event';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('the member inbox: a page of entries, the unread count, read one or all, only the member\'s own', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const tell = (no: string) =>
    publishMemberEvent(systemContext(servicesOf(t.app), 'test'), { kind: 'staff-broadcast', key: `inbox-test:${(n += 1)}`, params: { title: `ข่าว ${n}`, body: 'เนื้อความ' } }, oneMember(t.database.db, no));
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  async function member(): Promise<{ no: string; token: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    return { no, token: await loginToken(t.app, no) };
  }

  it('lists the member\'s entries newest first with their words and link, and counts the unread', async () => {
    const m = await member();
    await tell(m.no);
    t.clock.advanceMinutes(1);
    await tell(m.no);
    const page = (await get(endpoints.memberInbox.path, m.token)).json();
    expect(page).toMatchObject({ rc_code: '1', unread: 2, total: 2, page: 1 });
    expect(page.data.map((e: { title: string }) => e.title)).toEqual([`ข่าว ${n}`, `ข่าว ${n - 1}`]);
    expect(page.data[0]).toMatchObject({ kind: 'staff-broadcast', body: 'เนื้อความ', link: '/member/inbox', read_at: null });
    expect((await get(endpoints.memberInboxUnread.path, m.token)).json()).toEqual({ rc_code: '1', unread: 2 });
  });

  it('marks one entry read and answers the new count; another member\'s entry is not found', async () => {
    const m = await member();
    const other = await member();
    await tell(m.no);
    await tell(other.no);
    const [entry] = (await get(endpoints.memberInbox.path, m.token)).json().data;
    const [theirs] = (await get(endpoints.memberInbox.path, other.token)).json().data;
    expect((await memberPost(t.app, endpoints.memberInboxRead.path, m.token, { id: theirs.id })).statusCode).toBe(404);
    const read = await memberPost(t.app, endpoints.memberInboxRead.path, m.token, { id: entry.id });
    expect(read.json()).toEqual({ rc_code: '1', unread: 0 });
    expect((await get(endpoints.memberInboxUnread.path, other.token)).json().unread).toBe(1);
    expect((await get(endpoints.memberInbox.path, m.token)).json().data[0].read_at).not.toBeNull();
  });

  it('marks every entry read at once', async () => {
    const m = await member();
    await tell(m.no);
    await tell(m.no);
    expect((await memberPost(t.app, endpoints.memberInboxReadAll.path, m.token, {})).json()).toEqual({ rc_code: '1', unread: 0 });
  });

  it('no longer shows or counts entries older than a year', async () => {
    const m = await member();
    await tell(m.no);
    t.clock.advanceMinutes(367 * 24 * 60);
    // signing in again a year later is itself news (a new device): only that entry is left
    const token = await loginToken(t.app, m.no);
    const page = (await get(endpoints.memberInbox.path, token)).json();
    expect(page).toMatchObject({ total: 1, unread: 1 });
    expect(page.data.map((e: { kind: string }) => e.kind)).toEqual(['new-device']);
  });
});
