import { endpoints } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_LINK_TEXT as T } from '../../../src/features/line-link/line-link-text';
import { LinePlatform, type LineEvent, lineEvent, newLineUserId } from '../../support/line-platform';
import { loggedInMember, memberPost } from '../../support/requests';
import { addStaffUser } from '../../support/staff';
import { staffPost, staffToken } from '../../support/staff-requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('LINE account link: the signed webhook and the member side, against a LINE platform in the test', () => {
  let t: TestContext;
  let line: LinePlatform;
  beforeAll(async () => {
    line = await new LinePlatform().start();
    t = await startTestApp(line.config());
  });
  afterAll(async () => {
    await t.close();
    await line.close();
  });

  /** Webhook events as LINE posts them, then the jobs they queued (the replies), as a worker would run them. */
  async function deliver(events: LineEvent[], secret?: string) {
    const res = await line.deliver(t.app, events, secret);
    await t.app.jobs.drain();
    return res;
  }
  const state = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: endpoints.memberLineLink.path, headers: { authorization: `Bearer ${token}` } })).json();
  const start = (token: string, linkToken: string) => memberPost(t.app, endpoints.memberLineLinkStart.path, token, { link_token: linkToken });
  const auditOf = (no: string) => t.database.db.selectFrom('audit_log').select(['action', 'actor_kind', 'actor', 'after']).where('target', '=', no).orderBy('id').execute();

  /** A LINE user who added the account and sent a message: the link token LINE issued them, from the bot's reply. */
  async function linkTokenFor(userId: string): Promise<string> {
    expect((await deliver([lineEvent('message', userId)])).statusCode).toBe(200);
    return line.lastLinkToken();
  }

  /** The whole flow for a member: message, the link page's start, LINE's page, the accountLink event. */
  async function link(member: { token: string }, userId: string) {
    const res = await start(member.token, await linkTokenFor(userId));
    expect(res.statusCode).toBe(200);
    const event = line.openAccountLink(res.json().redirect_url as string, userId);
    expect((await deliver([event])).statusCode).toBe(200);
    return event;
  }

  it('answers a follow with a Thai greeting and a link to the portal carrying a link token LINE issued to that user', async () => {
    const userId = newLineUserId();
    const res = await deliver([lineEvent('follow', userId)]);
    expect(res.statusCode).toBe(200);
    const reply = line.replies.at(-1)!;
    expect(reply.texts[0]).toBe(T.greeting('สหกรณ์ออมทรัพย์'));
    expect(reply.texts[1]).toContain('https://coop.example/member/line-link?linkToken=');
    expect(line.linkTokens.get(line.lastLinkToken())?.userId).toBe(userId);
  });

  it('links the LINE user to the member whose nonce LINE returns, audited, and says so in LINE and on the member page', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const other = await loggedInMember(t.app, t.database.db);
    const userId = newLineUserId();
    const res = await start(member.token, await linkTokenFor(userId));
    const redirect = new URL(res.json().redirect_url as string);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('https://access.line.me/dialog/bot/accountLink');
    expect(redirect.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the nonce's hash is kept
    const stored = await t.database.db.selectFrom('line_link_nonces').select('nonce_hash').where('membership_no', '=', member.no).executeTakeFirstOrThrow();
    expect(stored.nonce_hash).not.toContain(redirect.searchParams.get('nonce'));

    await deliver([line.openAccountLink(redirect.toString(), userId)]);
    expect(line.replies.at(-1)?.texts).toEqual([T.linkedDone]);
    expect(await state(member.token)).toMatchObject({ available: true, linked: true, linked_at: t.clock.now().toISOString(), basic_id: '@123abcde', add_friend_url: 'https://line.me/R/ti/p/%40123abcde' });
    expect((await state(member.token)).add_friend_qr_svg).toMatch(/^<svg/);
    expect(await state(other.token)).toMatchObject({ linked: false });
    expect(await auditOf(member.no)).toEqual([{ action: 'notification.line_linked', actor_kind: 'system', actor: 'line-webhook', after: null }]);
  });

  it('spends a nonce once: the same accountLink again links no one', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const event = await link(member, newLineUserId());
    expect((await memberPost(t.app, endpoints.memberLineUnlink.path, member.token)).statusCode).toBe(200);
    await deliver([{ ...event, webhookEventId: lineEvent('accountLink', '').webhookEventId, replyToken: 'another-reply-token' }]);
    expect(line.replies.at(-1)?.texts).toEqual([T.linkExpired]);
    expect(await state(member.token)).toMatchObject({ linked: false });
  });

  it('refuses a nonce older than ten minutes', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const userId = newLineUserId();
    const res = await start(member.token, await linkTokenFor(userId));
    t.clock.advanceMinutes(11);
    await deliver([line.openAccountLink(res.json().redirect_url as string, userId)]);
    expect(line.replies.at(-1)?.texts).toEqual([T.linkExpired]);
    expect(await state(member.token)).toMatchObject({ linked: false });
  });

  it('links no one when LINE reports the link failed (another LINE user opened the link), and spends the nonce', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const res = await start(member.token, await linkTokenFor(newLineUserId()));
    const intruder = newLineUserId();
    const event = line.openAccountLink(res.json().redirect_url as string, intruder);
    expect(event.link).toMatchObject({ result: 'failed' });
    await deliver([event]);
    expect(line.replies.at(-1)?.texts).toEqual([T.linkFailed]);
    expect(await state(member.token)).toMatchObject({ linked: false });
    expect(await t.database.db.selectFrom('line_link_nonces').select('membership_no').where('membership_no', '=', member.no).execute()).toEqual([]);
  });

  it('handles a redelivered event once', async () => {
    const event = lineEvent('message', newLineUserId());
    const before = line.replies.length;
    await deliver([event]);
    await deliver([{ ...event, deliveryContext: { isRedelivery: true } }]);
    expect(line.replies.length).toBe(before + 1);
  });

  it('unlinks at the member\'s request, audited as the member\'s act', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    await link(member, newLineUserId());
    const res = await memberPost(t.app, endpoints.memberLineUnlink.path, member.token);
    expect(res.json()).toEqual({ rc_code: '1', rc_des: T.unlinked });
    expect(await state(member.token)).toMatchObject({ linked: false, linked_at: null });
    expect((await auditOf(member.no)).at(-1)).toEqual({ action: 'notification.line_unlinked', actor_kind: 'member', actor: member.no, after: { cause: 'member' } });
  });

  it('removes every link of a LINE user who unfollows (one LINE account may serve two members of a family)', async () => {
    const [parent, child] = [await loggedInMember(t.app, t.database.db), await loggedInMember(t.app, t.database.db)];
    const userId = newLineUserId();
    await link(parent, userId);
    await link(child, userId);
    expect([(await state(parent.token)).linked, (await state(child.token)).linked]).toEqual([true, true]);
    const replies = line.replies.length;
    await deliver([lineEvent('unfollow', userId, { replyToken: undefined })]);
    expect([(await state(parent.token)).linked, (await state(child.token)).linked]).toEqual([false, false]);
    expect(line.replies.length).toBe(replies);
    expect((await auditOf(child.no)).at(-1)).toMatchObject({ action: 'notification.line_unlinked', after: { cause: 'unfollow' } });
  });

  it('refuses a body not signed with the channel secret (401) and changes nothing', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const userId = newLineUserId();
    await link(member, userId);
    const replies = line.replies.length;
    const forged = await deliver([lineEvent('unfollow', userId)], 'not-the-channel-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ rc_code: '0', code: 'BAD_SIGNATURE', error: T.badSignature });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/line/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ destination: 'x', events: [lineEvent('unfollow', userId)] }) });
    expect(unsigned.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/line/webhook' })).statusCode).toBe(401);
    expect(await state(member.token)).toMatchObject({ linked: true });
    expect(line.replies.length).toBe(replies);
  });

  it('takes a message whatever its text holds (the text is not read) and an empty verification call', async () => {
    const event = lineEvent('message', newLineUserId(), { message: { type: 'text', id: '1', text: 'สวัสดี\u0007\u0000' } });
    expect((await deliver([event])).statusCode).toBe(200);
    expect((await deliver([])).json()).toEqual({ rc_code: '1' });
  });

  it('passes over events from a group chat and events from no chat, answering nothing', async () => {
    const replies = line.replies.length;
    const fromGroup = lineEvent('message', newLineUserId(), { source: { type: 'group', groupId: 'C0123', userId: newLineUserId() } });
    const { source: _none, replyToken: _token, ...fromNoChat } = lineEvent('deactivated', '');
    expect((await deliver([fromGroup, fromNoChat as typeof fromGroup])).statusCode).toBe(200);
    expect(line.replies.length).toBe(replies);
  });

  it('lets a staff user looking through a member\'s session neither start a link nor unlink', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    await link(member, newLineUserId());
    const support = await staffToken(t.app, await addStaffUser(t.database.db, 'support'), t.clock.now());
    expect((await staffPost(t.app, endpoints.memberImpersonate.path, support, { membership_no: member.no, reason: 'ตรวจการแจ้งเตือน' })).statusCode).toBe(200);
    const opened = await t.app.inject({ method: 'GET', url: endpoints.impersonationSession.path, headers: { authorization: `Bearer ${support}` } });
    const looking = opened.json().token as string;
    expect((await start(looking, 'aLinkTokenFromLine')).statusCode).toBe(403);
    expect((await memberPost(t.app, endpoints.memberLineUnlink.path, looking)).statusCode).toBe(403);
    expect(await state(member.token)).toMatchObject({ linked: true });
  });

  it('refuses a link token not of LINE\'s form with a Thai 400', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const res = await start(member.token, 'not a token!');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[\u0E00-\u0E7F]/);
  });

  // the webhook answers at once; what is said in LINE goes by the line.reply job
  const replyJob = (event: LineEvent) =>
    t.database.db.selectFrom('jobs').select(['id', 'state', 'attempts', 'run_at']).where('name', '=', 'line.reply').where('key', '=', `line-reply:${event.webhookEventId}`).executeTakeFirstOrThrow();
  const repliesTo = (event: LineEvent) => line.replies.filter((r) => r.replyToken === event.replyToken);

  it('answers 200 before LINE is called, and the reply goes out when the job runs', async () => {
    const event = lineEvent('follow', newLineUserId());
    const [calls, tokens] = [line.replyCalls, line.linkTokens.size];
    expect((await line.deliver(t.app, [event])).statusCode).toBe(200);
    expect([line.replyCalls, line.linkTokens.size]).toEqual([calls, tokens]);
    expect(await replyJob(event)).toMatchObject({ state: 'waiting' });
    await t.app.jobs.drain();
    expect(repliesTo(event)).toHaveLength(1);
    expect(repliesTo(event)[0]?.texts[0]).toBe(T.greeting('สหกรณ์ออมทรัพย์'));
  });

  it('replies once when the job runs again after its reply went (a worker killed before it finished)', async () => {
    const event = lineEvent('message', newLineUserId());
    await line.deliver(t.app, [event]);
    await t.app.jobs.drain();
    const job = await replyJob(event);
    await t.database.db.updateTable('jobs').set({ state: 'waiting', run_at: t.clock.now(), finished_at: null }).where('id', '=', job.id).execute();
    await t.app.jobs.drain();
    expect(repliesTo(event)).toHaveLength(1);
    expect(await replyJob(event)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries a reply LINE answers 429 or 500 with backoff, while the other events\' replies go', async () => {
    const [busy, other] = [lineEvent('message', newLineUserId()), lineEvent('message', newLineUserId())];
    await line.deliver(t.app, [busy]);
    await line.deliver(t.app, [other]);
    line.replyFailures.push({ status: 429, retryAfter: 20 });
    await t.app.jobs.drain();
    expect([repliesTo(busy).length, repliesTo(other).length]).toEqual([0, 1]);
    expect(await replyJob(busy)).toMatchObject({ state: 'waiting', attempts: 1, run_at: new Date(t.clock.now().getTime() + 20_000) });

    line.replyFailures.push({ status: 500 });
    t.clock.advanceSeconds(20);
    await t.app.jobs.drain();
    const after500 = await replyJob(busy);
    expect(after500).toMatchObject({ state: 'waiting', attempts: 2 });
    expect(new Date(after500.run_at).getTime() - t.clock.now().getTime()).toBeGreaterThanOrEqual(10_000);
    expect(await t.app.jobs.drain()).toBe(0);

    t.clock.advanceSeconds(15);
    await t.app.jobs.drain();
    expect(repliesTo(busy)).toHaveLength(1);
    expect(await replyJob(busy)).toMatchObject({ state: 'done', attempts: 3 });
  });

  it('gives a reply up, logged, once LINE stays busy past the token\'s minute, and the job is not left dead', async () => {
    const event = lineEvent('message', newLineUserId());
    await line.deliver(t.app, [event]);
    line.replyFailures.push(...Array.from({ length: 5 }, () => ({ status: 503 })));
    for (let run = 0; run < 5; run += 1) {
      await t.app.jobs.drain();
      t.clock.advanceSeconds(60);
    }
    expect(repliesTo(event)).toHaveLength(0);
    expect(await replyJob(event)).toMatchObject({ state: 'done', attempts: 5 });
  });
});

describe('LINE while the deployment has not configured it', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('shows members nothing, refuses the start and answers the webhook 404', async () => {
    const member = await loggedInMember(t.app, t.database.db);
    const res = await t.app.inject({ method: 'GET', url: endpoints.memberLineLink.path, headers: { authorization: `Bearer ${member.token}` } });
    expect(res.json()).toMatchObject({ available: false, linked: false, add_friend_url: null });
    expect((await memberPost(t.app, endpoints.memberLineLinkStart.path, member.token, { link_token: 'abc' })).statusCode).toBe(404);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/line/webhook', headers: { 'content-type': 'application/json', 'x-line-signature': 'x' }, payload: '{}' });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json().error).toBe(T.notConfigured);
  });
});
