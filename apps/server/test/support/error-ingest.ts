import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One envelope as it arrived: its raw text (to look for secrets anywhere) and the events in it. */
export interface ReceivedEnvelope {
  raw: string;
  events: Record<string, unknown>[];
}

export interface ErrorIngest {
  /** A DSN whose envelopes come here: http://public@127.0.0.1:<port>/1. */
  dsn: string;
  origin: string;
  envelopes: ReceivedEnvelope[];
  close(): Promise<void>;
}

/** The events of a Sentry envelope: newline-separated JSON, a header, then item headers each followed by a payload. */
function eventsOf(raw: string): Record<string, unknown>[] {
  const lines = raw.split('\n').filter((line) => line.trim() !== '');
  const events: Record<string, unknown>[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const itemHeader = JSON.parse(lines[i] ?? '{}') as { type?: string };
    if (itemHeader.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown>);
  }
  return events;
}

/** A stand-in for Sentry's or GlitchTip's ingest: takes envelopes at /api/1/envelope/ and keeps them. */
export async function startErrorIngest(): Promise<ErrorIngest> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // the browser SDK posts across origins: it must be allowed to read the answer
      response.setHeader('access-control-allow-origin', '*');
      if (request.method === 'POST' && request.url?.startsWith('/api/1/envelope/')) {
        const body = Buffer.concat(chunks);
        const raw = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        envelopes.push({ raw, events: eventsOf(raw) });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
