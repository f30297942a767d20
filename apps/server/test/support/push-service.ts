import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of a push subscription made with real keys: its P-256 pair and auth secret, and the body of
 * `PushSubscription.toJSON()` for an address on the test's push service.
 */
export class BrowserSubscription {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }
  toJSON() {
    return { endpoint: this.endpoint, keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') } };
  }
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** What the browser does with a push body (RFC 8291 over RFC 8188's aes128gcm, one record): the plaintext, or a throw. */
export function decryptPushPayload(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const sharedSecret = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(sharedSecret, browser.auth, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  // the last record ends with 0x02 and then only zero padding
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** Checks `Authorization: vapid t=…, k=…` (RFC 8292): an ES256 JWT signed by the key `k` names. */
export function verifyVapid(header: string | undefined): { claims: VapidClaims; publicKey: string } {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${header}`);
  const [head, payload, signature] = match[1].split('.');
  if (!head || !payload || !signature) throw new Error('not a JWT');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
  });
  const ok = verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims, publicKey: match[2] };
}

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** An answer the service gives instead of 201: a status and its headers. */
export interface CannedAnswer {
  status: number;
  headers?: Record<string, string>;
}

/**
 * A push service (RFC 8030) on a local port: it records every message posted to `/push/…` and answers 201, or what a
 * test queued for that path (404 for a device it forgot, 429 with Retry-After when busy).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new Map<string, CannedAnswer[]>();
  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<TestPushService> {
    const server = http.createServer();
    const service = new TestPushService(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        service.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        const answer = service.answers.get(path)?.shift() ?? { status: 201 };
        response.writeHead(answer.status, answer.headers).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return service;
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new browser's subscription at a fresh address on this service. */
  newBrowser(): BrowserSubscription {
    return new BrowserSubscription(`${this.origin}/push/${randomBytes(12).toString('hex')}`);
  }

  /** The next posts to this browser's address get these answers, in order. */
  answerNext(browser: BrowserSubscription, ...answers: CannedAnswer[]): void {
    const path = new URL(browser.endpoint).pathname;
    this.answers.set(path, [...(this.answers.get(path) ?? []), ...answers]);
  }

  /** The messages posted to this browser, as it would read them. */
  messagesFor(browser: BrowserSubscription): { push: ReceivedPush; payload: Record<string, unknown> }[] {
    const path = new URL(browser.endpoint).pathname;
    return this.received
      .filter((r) => r.path === path)
      .map((push) => ({ push, payload: JSON.parse(decryptPushPayload(push.body, browser).toString('utf8')) as Record<string, unknown> }));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
