import { randomBytes } from 'node:crypto';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyEntry, PasskeyRegistration, PasskeyRequestOptions } from '@coop/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeyConfig } from '../config';
import {
  findPasskeyByCredentialId,
  insertPasskey,
  listPasskeys,
  type PasskeyOwner,
  saveChallenge,
  type StoredPasskey,
  takeChallenge,
  takePasskeyUse,
} from '../db/repositories/passkey-repository';
import type { PasskeyPurpose } from '../db/schema';
import type { DomainContext } from '../domain/context';
import { ApiFailure } from '../http/api-failure';

export type { PasskeyOwner, StoredPasskey };

/** A challenge lives 5 minutes; the browser's own prompt gives up after 2. */
const CHALLENGE_TTL_MS = 5 * 60_000;
const PROMPT_TIMEOUT_MS = 2 * 60_000;
/** ES256 (what phones and security keys make), RS256 (Windows Hello), EdDSA: the library's own checks cover these. */
const ALGORITHMS = [-7, -257, -8];

export const PASSKEY_TEXT = {
  off: 'เว็บไซต์นี้ยังไม่เปิดให้ใช้พาสคีย์ (ต้องใช้ผ่าน HTTPS)',
  challengeEnded: 'หมดเวลายืนยันด้วยพาสคีย์ หรือคำขอนี้ใช้ไปแล้ว กรุณาลองใหม่อีกครั้ง',
  refused: 'ยืนยันด้วยพาสคีย์ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง หรือเข้าสู่ระบบด้วยรหัสผ่าน',
  unknown: 'ไม่พบพาสคีย์นี้ในระบบ อาจถูกลบไปแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่าน',
  alreadyAdded: 'พาสคีย์นี้เพิ่มไว้แล้ว',
  added: 'เพิ่มพาสคีย์เรียบร้อยแล้ว',
  renamed: 'เปลี่ยนชื่อพาสคีย์เรียบร้อยแล้ว',
  removed: 'ลบพาสคีย์เรียบร้อยแล้ว',
  notFound: 'ไม่พบพาสคีย์นี้',
} as const;

/** The relying party of this deployment, or the Thai refusal where no browser would make a passkey for it. */
function relyingParty(context: DomainContext): PasskeyConfig {
  const rp = context.config.passkeys;
  if (!rp) throw new ApiFailure(404, 'PASSKEYS_OFF', PASSKEY_TEXT.off);
  return rp;
}

const expiresFrom = (now: Date) => new Date(now.getTime() + CHALLENGE_TTL_MS);
const challengeEnded = () => new ApiFailure(401, 'PASSKEY_CHALLENGE_ENDED', PASSKEY_TEXT.challengeEnded);
const refused = () => new ApiFailure(401, 'PASSKEY_REFUSED', PASSKEY_TEXT.refused);

const descriptors = (passkeys: readonly { credential_id: string; transports: string[] }[]) =>
  passkeys.map((p) => ({ id: p.credential_id, transports: p.transports }));

/** A passkey as the owner's list shows it. */
export const passkeyEntry = (p: { id: number; name: string; created_at: Date; last_used_at: Date | null; backed_up: boolean }): PasskeyEntry => ({
  id: p.id,
  name: p.name,
  created_at: p.created_at.toISOString(),
  last_used_at: p.last_used_at?.toISOString() ?? null,
  synced: p.backed_up,
});

const subjectOf = (owner: PasskeyOwner) => (owner.kind === 'member' ? owner.membershipNo : owner.username);

/** Who the new passkey is for, as the browser's prompt names them. */
export interface PasskeyUser {
  /** The site's name in the prompt. */
  rpName: string;
  userName: string;
  displayName: string;
}

/**
 * Options to make a passkey for the owner: a discoverable credential with user verification (a fingerprint, a face,
 * the device's PIN), none of the owner's passkeys again, and a single-use challenge kept for 5 minutes.
 */
export async function passkeyCreationOptions(
  context: DomainContext,
  owner: PasskeyOwner,
  purpose: PasskeyPurpose,
  user: PasskeyUser,
): Promise<PasskeyCreationOptions> {
  const rp = relyingParty(context);
  const existing = await listPasskeys(context.db, owner);
  // one handle per owner, so an authenticator keeps one passkey per person here rather than piling them up
  const handle = existing[0]?.user_handle ?? randomBytes(32).toString('base64url');
  const options = await generateRegistrationOptions({
    rpName: user.rpName,
    rpID: rp.rpId,
    userName: user.userName,
    userDisplayName: user.displayName,
    userID: new Uint8Array(Buffer.from(handle, 'base64url')),
    timeout: PROMPT_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: descriptors(existing),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const now = context.now();
  await saveChallenge(context.db, { challenge: options.challenge, purpose, subject: subjectOf(owner), user_handle: handle, expires_at: expiresFrom(now) }, now);
  return options as PasskeyCreationOptions;
}

/**
 * Checks a new credential against a challenge given to the same owner for the purpose (taken as it is checked, so
 * never twice), the configured origin and RP ID, and user verification; stores it under `name`.
 */
export async function registerPasskey(
  context: DomainContext,
  owner: PasskeyOwner,
  purpose: PasskeyPurpose,
  credential: PasskeyRegistration,
  name: string,
): Promise<PasskeyEntry> {
  const rp = relyingParty(context);
  const now = context.now();
  // the challenge is taken inside the library's check, which reads it from the client data
  const given: { handle: string | null } = { handle: null };
  const expectedChallenge = async (challenge: string) => {
    const taken = await takeChallenge(context.db, challenge, purpose, now);
    if (taken?.subject === subjectOf(owner)) given.handle = taken.user_handle;
    return given.handle !== null;
  };
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch {
    // the library says what was wrong in English for developers; the owner is told in Thai which way to go
    throw given.handle === null ? challengeEnded() : refused();
  }
  const handle = given.handle;
  if (!verification.verified || handle === null) throw refused();
  const info = verification.registrationInfo;
  const stored = await insertPasskey(context.db, {
    ...(owner.kind === 'member' ? { membership_no: owner.membershipNo } : { staff_username: owner.username }),
    credential_id: info.credential.id,
    public_key: Buffer.from(info.credential.publicKey),
    counter: info.credential.counter,
    user_handle: handle,
    transports: credential.response.transports ?? [],
    backed_up: info.credentialBackedUp,
    name,
    created_at: now,
  });
  if (!stored) throw new ApiFailure(400, 'PASSKEY_EXISTS', PASSKEY_TEXT.alreadyAdded);
  return passkeyEntry(stored);
}

/** Options to sign with one of `passkeys` (none listed: any of this site's, a discoverable credential), and their challenge. */
export async function passkeyRequestOptions(
  context: DomainContext,
  purpose: PasskeyPurpose,
  subject: string | null,
  passkeys: readonly { credential_id: string; transports: string[] }[],
): Promise<PasskeyRequestOptions> {
  const rp = relyingParty(context);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: descriptors(passkeys),
    timeout: PROMPT_TIMEOUT_MS,
    userVerification: 'required',
  });
  const now = context.now();
  await saveChallenge(context.db, { challenge: options.challenge, purpose, subject, expires_at: expiresFrom(now) }, now);
  return { ...options, allowCredentials: options.allowCredentials ?? [], userVerification: options.userVerification ?? 'required' } as PasskeyRequestOptions;
}

/** The challenge the browser's client data carries back, read without trusting it: the signature check comes after. */
function challengeOf(credential: PasskeyAssertion): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** The stored passkey an assertion names, if any (before any check: the caller counts the attempt against its owner). */
export const passkeyOf = (context: DomainContext, credential: PasskeyAssertion) => findPasskeyByCredentialId(context.db, credential.id);

/**
 * Checks a signed assertion by `passkey`: its challenge must be a live one given for the purpose (taken now, so a
 * replay finds none) whose subject, when it named one, is `subject`; then origin, RP ID, user verification, the
 * signature, and a counter that moved forward (the library refuses one that did not; the conditional update refuses
 * the second of two uses that read the same counter). Throws the Thai refusal; returns the time of the use.
 */
export async function checkPasskeyAssertion(
  context: DomainContext,
  purpose: PasskeyPurpose,
  passkey: StoredPasskey,
  subject: string,
  credential: PasskeyAssertion,
): Promise<void> {
  const rp = relyingParty(context);
  const now = context.now();
  const challenge = challengeOf(credential);
  const taken = challenge === undefined ? undefined : await takeChallenge(context.db, challenge, purpose, now);
  if (!taken || challenge === undefined) throw challengeEnded();
  if (taken.subject !== null && taken.subject !== subject) throw refused();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: [] },
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verification.verified) throw refused();
  if (!(await takePasskeyUse(context.db, passkey.id, Number(passkey.counter), verification.authenticationInfo.newCounter, now))) throw refused();
}
