import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process: the portal mails through it, the test reads what arrived. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  /** Recipients refused with an SMTP reply code (451 try later, 550 no such mailbox), as a receiving server does. */
  readonly refuse = new Map<string, number>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      const code = this.refuse.get(address.address);
      callback(code === undefined ? undefined : Object.assign(new Error(`refused ${address.address}`), { responseCode: code }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The text of the last mail to `address`, its quoted-printable or base64 body decoded. */
  lastTextTo(address: string): string | undefined {
    const mail = this.mails.findLast((m) => m.to.includes(address));
    if (!mail) return undefined;
    const [head = '', ...body] = mail.raw.split(/\r?\n\r?\n/);
    return decodeBody(head, body.join('\n\n'));
  }

  /** The last mail to `address` read as a mail program would: its headers (words decoded), its text and HTML parts. */
  lastMailTo(address: string): ReadMail | undefined {
    const mail = this.mails.findLast((m) => m.to.includes(address));
    if (!mail) return undefined;
    const [head = '', ...rest] = mail.raw.split(/\r?\n\r?\n/);
    const headers = headersOf(head);
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    const parts = boundary === undefined ? [mail.raw] : rest.join('\n\n').split(`--${boundary}`).slice(1, -1);
    const read: ReadMail = { headers };
    for (const part of parts) {
      const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const type = headersOf(partHead)['content-type'] ?? '';
      const text = decodeBody(partHead, partBody.join('\n\n')).trimEnd();
      if (type.startsWith('text/html')) read.html = text;
      else if (type.startsWith('text/plain')) read.text = text;
    }
    return read;
  }
}

export interface ReadMail {
  /** Lower-case names; encoded words (=?UTF-8?B?…?=) decoded. */
  headers: Record<string, string>;
  text?: string;
  html?: string;
}

function headersOf(head: string): Record<string, string> {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words, base64 or Q, as nodemailer writes a Thai subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

function quotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(head: string, text: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return quotedPrintable(text);
  return text;
}
