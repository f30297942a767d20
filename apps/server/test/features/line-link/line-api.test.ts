import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLine } from '../../../src/features/line-link/line-api';
import { startRedirectingPeer } from '../../support/redirecting-peer';

describe('callLine', () => {
  let peer: Awaited<ReturnType<typeof startRedirectingPeer>>;
  beforeAll(async () => {
    peer = await startRedirectingPeer();
  });
  afterAll(() => peer.close());

  it('follows no redirect with the channel token: the call is one to try again, and nothing reached the other server', async () => {
    const line = { channelSecret: 's', channelAccessToken: 'the-token', apiUrl: peer.url, basicId: '@coop', publicUrl: 'https://coop.example' };
    const answer = await callLine(line, '/v2/bot/message/push', { to: 'U1', messages: [] });
    expect([answer.ok, answer.status]).toEqual([false, 0]);
    expect(peer.followed()).toBe(0);
  });
});
