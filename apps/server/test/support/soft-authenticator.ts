import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRegistration, PasskeyRequestOptions } from '@coop/contract';

/**
 * A WebAuthn authenticator in software, for the API tests (decision 074): real P-256 keys, CBOR written by hand, the
 * authenticator data laid out as WebAuthn §6.1 says, so the server's library checks what a phone would send. It
 * also does what a phone would not, on request: sign for another origin, answer another challenge, reuse a counter.
 */

// --- the little CBOR (RFC 8949) the attestation needs: unsigned and negative integers, bytes, text, arrays, maps

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

// --- authenticator data (WebAuthn §6.1): rpIdHash(32) flags(1) signCount(4) [aaguid(16) credIdLen(2) credId key]

const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const;
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64u = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** The credential public key as COSE_Key (RFC 9053): EC2, ES256, P-256, x and y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** What a test may make the authenticator or its browser do wrong. */
export interface Tampering {
  /** The origin the client data names (a phishing site's). */
  origin?: string;
  /** A challenge other than the one the options gave. */
  challenge?: string;
  /** The signature counter to report, instead of one more than the last. */
  counter?: number;
  /** Report the user as not verified (no fingerprint, no PIN). */
  unverified?: boolean;
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  constructor(readonly origin: string) {}

  /** The ID of the newest credential, base64url, as the server stores it. */
  get lastCredentialId(): string {
    const last = this.credentials.at(-1);
    if (!last) throw new Error('no credential made yet');
    return b64u(last.id);
  }

  /** navigator.credentials.create(): a new discoverable P-256 credential for the options' RP and user, attested "none". */
  create(options: PasskeyCreationOptions, tampering: Tampering = {}): PasskeyRegistration {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const counter = tampering.counter ?? 0;
    this.credentials.push({ id, privateKey, publicKey, rpId: options.rp.id, userHandle: options.user.id, counter });
    const flags = FLAG.UP | (tampering.unverified ? 0 : FLAG.UV) | FLAG.AT;
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([sha256(options.rp.id), Buffer.from([flags]), signCount, Buffer.alloc(16), idLength, id, coseKey(publicKey)]);
    const clientData = this.clientData('webauthn.create', tampering.challenge ?? options.challenge, tampering);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key',
      response: { clientDataJSON: b64u(clientData), attestationObject: b64u(attestationObject), transports: ['internal'] },
      clientExtensionResults: { credProps: { rk: true } },
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get(): signs the options' challenge with a credential they allow (or, allowing none, this
   * authenticator's newest for the RP: a discoverable credential), its counter one more than last time.
   */
  get(options: PasskeyRequestOptions, tampering: Tampering = {}): PasskeyAssertion {
    const allowed = new Set(options.allowCredentials.map((c) => c.id));
    const credential = this.credentials.filter((c) => c.rpId === options.rpId && (allowed.size === 0 || allowed.has(b64u(c.id)))).at(-1);
    if (!credential) throw new Error('no credential for these options');
    credential.counter = tampering.counter ?? credential.counter + 1;
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(credential.counter);
    const flags = FLAG.UP | (tampering.unverified ? 0 : FLAG.UV);
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([flags]), signCount]);
    const clientData = this.clientData('webauthn.get', tampering.challenge ?? options.challenge, tampering);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key',
      response: { clientDataJSON: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature), userHandle: credential.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string, tampering: Tampering): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: tampering.origin ?? this.origin, crossOrigin: false }));
  }
}
