import { endpoints, NOTIFICATION_CONSENT_VERSION } from '@coop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelPeer, peerSender } from '../../support/channel-peer';
import { addMember, newMembershipNo } from '../../support/members';
import { loginToken, memberPost } from '../../support/requests';
import { startTestApp, type TestContext } from '../../support/test-app';

describe('notification settings: configured channels only, off by default, quiet hours on, every consent kept', () => {
  let t: TestContext;
  const peer = new ChannelPeer();
  beforeAll(async () => {
    await peer.start();
    t = await startTestApp({}, undefined, undefined, undefined, [peerSender('line', peer), peerSender('sms', peer, false)]);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  async function member(): Promise<{ no: string; token: string }> {
    const no = newMembershipNo();
    await addMember(t.database.db, no);
    return { no, token: await loginToken(t.app, no) };
  }
  const settings = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: endpoints.memberNotificationSettings.path, headers: { authorization: `Bearer ${token}` } })).json();
  const save = (token: string, body: object) =>
    memberPost(t.app, endpoints.memberNotificationSettingsSave.path, token, { quiet_hours: true, consent_version: NOTIFICATION_CONSENT_VERSION, choices: [], ...body });
  const consents = (no: string) =>
    t.database.db.selectFrom('notification_consents').where('membership_no', '=', no).select(['kind', 'channel', 'granted', 'version']).orderBy('id').execute();

  it('offers only the configured channels, everything off and quiet hours on until the member chooses', async () => {
    const m = await member();
    expect(await settings(m.token)).toEqual({ rc_code: '1', channels: ['line'], quiet_hours: true, consent_version: NOTIFICATION_CONSENT_VERSION, choices: [] });
  });

  it('saves a channel turned on, then off, recording each consent with its version', async () => {
    const m = await member();
    const on = await save(m.token, { quiet_hours: false, choices: [{ kind: 'deduction-billed', channel: 'line', enabled: true }] });
    expect(on.json()).toMatchObject({ quiet_hours: false, choices: [{ kind: 'deduction-billed', channel: 'line', enabled: true }] });
    await save(m.token, { choices: [{ kind: 'deduction-billed', channel: 'line', enabled: false }] });
    expect((await settings(m.token)).choices).toEqual([]);
    expect(await consents(m.no)).toEqual([
      { kind: 'deduction-billed', channel: 'line', granted: true, version: NOTIFICATION_CONSENT_VERSION },
      { kind: 'deduction-billed', channel: 'line', granted: false, version: NOTIFICATION_CONSENT_VERSION },
    ]);
  });

  it('refuses a channel the deployment has not configured, and consent words older than the page\'s', async () => {
    const m = await member();
    expect((await save(m.token, { choices: [{ kind: 'deduction-billed', channel: 'sms', enabled: true }] })).statusCode).toBe(400);
    expect((await save(m.token, { consent_version: '2020-01-01' })).statusCode).toBe(409);
    expect(await consents(m.no)).toEqual([]);
  });

  it('keeps consents append-only', async () => {
    const m = await member();
    await save(m.token, { choices: [{ kind: 'new-device', channel: 'line', enabled: true }] });
    await expect(t.database.db.deleteFrom('notification_consents').where('membership_no', '=', m.no).execute()).rejects.toThrow(/append-only/);
  });
});
