import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsConfig } from '../../src/config';

/** One message as the gateway received it. */
export interface TextedMessage {
  authorization: string | undefined;
  contentType: string | undefined;
  /** The posted fields, read as the content type says (form or JSON). */
  fields: Record<string, unknown>;
}

/** An answer to give instead of taking the message: a status, a Retry-After, a body. */
export interface GatewayRefusal {
  status: number;
  retryAfter?: string;
}

export const GATEWAY_KEY = 'test-api-key';
export const GATEWAY_SECRET = 'test-api-secret';

/**
 * An HTTP SMS gateway in the test process, speaking ThaiBulkSMS's `POST /sms`: HTTP Basic (or a bearer key), the
 * number as 66… or 0…, a form or JSON body; 201 with the numbers taken and refused, 401 for a wrong key. It keeps every
 * message it took, and answers the refusals queued in `refuseNext` first.
 */
export class SmsGatewayDouble {
  readonly texts: TextedMessage[] = [];
  readonly refuseNext: GatewayRefusal[] = [];
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => this.answer(request, Buffer.concat(chunks).toString('utf8'), response));
  });

  /** The settings that send here, as SMS_GATEWAY_* would give them. */
  async start(settings: Partial<SmsConfig> = {}): Promise<SmsConfig> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/sms`,
      key: GATEWAY_KEY,
      secret: GATEWAY_SECRET,
      sender: 'COOP',
      auth: 'basic',
      body: 'form',
      numberFormat: '66',
      extraFields: {},
      ...settings,
    };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The texts that went to a number, given as the member's number on file (081-234-5678). */
  textsTo(phone: string): string[] {
    const digits = phone.replace(/[^0-9]/g, '');
    const numbers = [digits, `66${digits.slice(1)}`];
    return this.texts.filter((t) => numbers.includes(String(t.fields.msisdn))).map((t) => String(t.fields.message));
  }

  private answer(request: http.IncomingMessage, body: string, response: http.ServerResponse): void {
    const json = (status: number, value: unknown, headers: Record<string, string> = {}): void => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
    };
    if (request.method !== 'POST' || request.url !== '/sms') return json(404, { error: { code: 404, name: 'NOT_FOUND' } });
    const authorization = request.headers.authorization;
    const basic = `Basic ${Buffer.from(`${GATEWAY_KEY}:${GATEWAY_SECRET}`).toString('base64')}`;
    if (authorization !== basic && authorization !== `Bearer ${GATEWAY_KEY}`) {
      return json(401, { error: { code: 401, name: 'UNAUTHORIZED', description: 'Invalid API key or secret' } });
    }
    const refusal = this.refuseNext.shift();
    if (refusal) {
      return json(refusal.status, { error: { code: refusal.status, name: 'REFUSED' } }, refusal.retryAfter ? { 'retry-after': refusal.retryAfter } : {});
    }
    const contentType = request.headers['content-type'];
    const fields: Record<string, unknown> = contentType?.startsWith('application/json')
      ? (JSON.parse(body) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(body));
    const number = String(fields.msisdn ?? '');
    if (!/^(66|0)[689][0-9]{8}$/.test(number) || typeof fields.message !== 'string' || fields.message === '') {
      return json(201, { phone_number_list: [], bad_phone_number_list: [{ number, message: 'Invalid phone number' }] });
    }
    this.texts.push({ authorization, contentType, fields });
    json(201, {
      remaining_credit: 1000,
      credit_type: 'standard',
      phone_number_list: [{ number, message_id: `m${this.texts.length}`, used_credit: 1 }],
      bad_phone_number_list: [],
    });
  }
}
