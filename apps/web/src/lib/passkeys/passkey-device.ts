/**
 * What this device remembers about passkeys (decision 074): the member who signed in or added a passkey here, so
 * the logon page asks for that member's passkeys without a number typed; and whether the home's offer was put away.
 */
const MEMBER_KEY = 'coop:passkey-member';
const OFFER_KEY = 'coop:passkey-offer-done';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage switched off: the logon page asks for any passkey instead, and the offer may come back
  }
}

export const rememberedPasskeyMember = (): string | undefined => read(MEMBER_KEY) ?? undefined;
export const rememberPasskeyMember = (membershipNo: string): void => write(MEMBER_KEY, membershipNo);
/** Forgets the member (their last passkey was removed here): the logon page no longer names them. */
export const forgetPasskeyMember = (): void => write(MEMBER_KEY, null);

export const passkeyOfferDone = (): boolean => read(OFFER_KEY) !== null;
/** The offer is shown once: a passkey added or "ไม่ใช่ตอนนี้" puts it away on this device. */
export const putPasskeyOfferAway = (): void => write(OFFER_KEY, '1');
