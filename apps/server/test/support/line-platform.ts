import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RecordedPush {
  to: string;
  texts: string[];
  retryKey: string;
}

export interface RecordedReply {
  replyToken: string;
  texts: string[];
}

/**
 * A stand-in for LINE's platform speaking the Messaging API's documented contract: every call needs the channel's
 * bearer token; link tokens are issued per user, valid ten minutes and spent once by the account-link page; a reply
 * token serves once; a push needs a UUID retry key and answers 409 to a key already accepted. It also plays the
 * LINE app: `openAccountLink` is a LINE user opening the portal's redirect, and gives the webhook event LINE sends.
 */
export class LinePlatform {
  readonly channelSecret = randomBytes(16).toString('hex');
  readonly accessToken = randomBytes(24).toString('base64url');
  readonly pushes: RecordedPush[] = [];
  readonly replies: RecordedReply[] = [];
  readonly linkTokens = new Map<string, { userId: string; spent: boolean }>();
  readonly unauthorised: string[] = [];
  /** Answers the next pushes with these statuses (429 with a Retry-After, 500, 400...) before taking them. */
  readonly pushFailures: { status: number; retryAfter?: number }[] = [];
  /** The same for the next replies: a reply token refused this way is not spent. */
  readonly replyFailures: { status: number; retryAfter?: number }[] = [];
  /** Every reply call, taken or not. */
  replyCalls = 0;
  private readonly acceptedRetryKeys = new Set<string>();
  private readonly usedReplyTokens = new Set<string>();
  private server: http.Server | undefined;
  origin = '';

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = this.answer(request, Buffer.concat(chunks).toString('utf8'));
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The portal's LINE settings pointing at this platform. */
  config(publicUrl = 'https://coop.example'): Partial<Config> {
    return { publicUrl, line: { channelSecret: this.channelSecret, channelAccessToken: this.accessToken, apiUrl: this.origin, basicId: '@123abcde', publicUrl } };
  }

  private answer(request: http.IncomingMessage, text: string): { status: number; body: unknown; headers?: Record<string, string> } {
    const path = request.url ?? '';
    if (request.headers.authorization !== `Bearer ${this.accessToken}`) {
      this.unauthorised.push(path);
      return { status: 401, body: { message: 'Authentication failed due to the following reason: invalid token.' } };
    }
    if (request.method !== 'POST') return { status: 404, body: { message: 'Not found' } };
    const body = (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>;
    const linkToken = /^\/v2\/bot\/user\/(U[0-9a-f]{32})\/linkToken$/.exec(path);
    if (linkToken?.[1]) {
      const token = randomBytes(24).toString('base64url').replace(/[-_]/g, 'x');
      this.linkTokens.set(token, { userId: linkToken[1], spent: false });
      return { status: 200, body: { linkToken: token } };
    }
    const texts = (body.messages as { type: string; text: string }[] | undefined)?.map((m) => m.text) ?? [];
    if (texts.some((t) => typeof t !== 'string' || t.length === 0 || t.length > 5000)) return { status: 400, body: { message: 'The request body has 1 error(s)' } };
    if (path === '/v2/bot/message/reply') {
      this.replyCalls += 1;
      const replyToken = String(body.replyToken);
      if (this.usedReplyTokens.has(replyToken)) return { status: 400, body: { message: 'Invalid reply token' } };
      const failure = this.replyFailures.shift();
      if (failure) return failed(failure);
      this.usedReplyTokens.add(replyToken);
      this.replies.push({ replyToken, texts });
      return { status: 200, body: { sentMessages: texts.map(() => ({ id: randomUUID(), quoteToken: randomUUID() })) } };
    }
    if (path === '/v2/bot/message/push') {
      const retryKey = request.headers['x-line-retry-key'];
      if (typeof retryKey !== 'string' || !UUID.test(retryKey)) return { status: 400, body: { message: 'The value for the X-Line-Retry-Key header is invalid' } };
      if (this.acceptedRetryKeys.has(retryKey)) {
        return { status: 409, body: { message: 'The retry key is already accepted' }, headers: { 'x-line-accepted-request-id': randomUUID() } };
      }
      const failure = this.pushFailures.shift();
      if (failure) return failed(failure);
      this.acceptedRetryKeys.add(retryKey);
      this.pushes.push({ to: String(body.to), texts, retryKey });
      return { status: 200, body: { sentMessages: texts.map(() => ({ id: randomUUID(), quoteToken: randomUUID() })) } };
    }
    return { status: 404, body: { message: 'Not found' } };
  }

  /**
   * A LINE user opening LINE's account-link page at the portal's redirect: LINE checks the link token was issued to
   * this user and is unspent, and sends the accountLink event with the portal's nonce, ok or failed.
   */
  openAccountLink(redirectUrl: string, userId: string): LineEvent {
    const url = new URL(redirectUrl);
    if (`${url.origin}${url.pathname}` !== 'https://access.line.me/dialog/bot/accountLink') throw new Error(`not LINE's account-link page: ${redirectUrl}`);
    const issued = this.linkTokens.get(url.searchParams.get('linkToken') ?? '');
    const ok = issued !== undefined && !issued.spent && issued.userId === userId;
    if (issued && ok) issued.spent = true;
    return lineEvent('accountLink', userId, { link: { result: ok ? 'ok' : 'failed', nonce: url.searchParams.get('nonce') ?? '' } });
  }

  /** The link token in the last reply's link to the portal's link page. */
  lastLinkToken(): string {
    const text = this.replies.at(-1)?.texts.join('\n') ?? '';
    const match = /\/member\/line-link\?linkToken=([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no link in the last reply: ${text}`);
    return match[1];
  }

  /** A webhook request as LINE makes one: the JSON body and its signature with the channel secret. */
  private signed(events: LineEvent[], secret: string) {
    const payload = JSON.stringify({ destination: 'U0123456789abcdef0123456789abcdef', events });
    return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'x-line-signature': lineSignature(secret, payload) } };
  }

  /** Posts webhook events to the app as LINE does. */
  deliver(app: FastifyInstance, events: LineEvent[], secret = this.channelSecret): Promise<LightMyRequestResponse> {
    const { payload, headers } = this.signed(events, secret);
    return app.inject({ method: 'POST', url: '/api/line/webhook', headers, payload });
  }

  /** The same over HTTP, to a portal running in its own process (the browser tests'); its status. */
  async deliverTo(origin: string, events: LineEvent[]): Promise<number> {
    const { payload, headers } = this.signed(events, this.channelSecret);
    return (await fetch(`${origin}/api/line/webhook`, { method: 'POST', headers, body: payload })).status;
  }
}

/** LINE's answer of a failure asked for: its status, and its Retry-After when given. */
const failed = (failure: { status: number; retryAfter?: number }): { status: number; body: unknown; headers: Record<string, string> } => ({
  status: failure.status,
  body: { message: 'failure' },
  headers: failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
});

export const lineSignature = (secret: string, body: string | Buffer) => createHmac('sha256', secret).update(body).digest('base64');

export type LineEvent = Record<string, unknown> & { webhookEventId: string };

/** A new LINE user ID, as LINE writes them. */
export const newLineUserId = () => `U${randomBytes(16).toString('hex')}`;

/** A webhook event of a LINE user in a one-to-one chat, in active mode, with a reply token and a fresh event ID. */
export function lineEvent(type: string, userId: string, extra: Record<string, unknown> = {}): LineEvent {
  return {
    type,
    mode: 'active',
    timestamp: Date.now(),
    source: { type: 'user', userId },
    webhookEventId: randomBytes(13).toString('hex').toUpperCase().slice(0, 26),
    deliveryContext: { isRedelivery: false },
    replyToken: randomBytes(16).toString('hex'),
    ...extra,
  };
}
