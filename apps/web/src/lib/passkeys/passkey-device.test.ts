import { afterEach, describe, expect, it } from 'vitest';
import { forgetPasskeyMember, passkeyOfferDone, putPasskeyOfferAway, rememberedPasskeyMember, rememberPasskeyMember } from './passkey-device';

afterEach(() => localStorage.clear());

describe('what this device remembers about passkeys', () => {
  it('remembers the member who signed in with a passkey here, until forgotten', () => {
    expect(rememberedPasskeyMember()).toBeUndefined();
    rememberPasskeyMember('0000001');
    expect(rememberedPasskeyMember()).toBe('0000001');
    forgetPasskeyMember();
    expect(rememberedPasskeyMember()).toBeUndefined();
  });

  it('puts the home’s offer away for good once answered', () => {
    expect(passkeyOfferDone()).toBe(false);
    putPasskeyOfferAway();
    expect(passkeyOfferDone()).toBe(true);
  });
});
