import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRecaptcha } from '../../src/auth/recaptcha';
import { startRedirectingPeer } from '../support/redirecting-peer';

describe('verifyRecaptcha', () => {
  let peer: Awaited<ReturnType<typeof startRedirectingPeer>>;
  beforeAll(async () => {
    peer = await startRedirectingPeer();
  });
  afterAll(() => peer.close());

  it('follows no redirect with the secret, and counts the answer as not verified', async () => {
    expect(await verifyRecaptcha(`${peer.url}/recaptcha/api/siteverify`, 'the-secret', 'token', '203.0.113.5')).toBe(false);
    expect(peer.followed()).toBe(0);
  });
});
