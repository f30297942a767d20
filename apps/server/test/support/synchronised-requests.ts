import net from 'node:net';

export interface RawAnswer {
  status: number;
  body: string;
}

export interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Beyond host, connection and the body's: a session's authorization, say. */
  headers?: Readonly<Record<string, string>>;
}

function encode({ method, path, body, headers = {} }: RawRequest, port: number): Buffer {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
  const head = [
    `${method} ${path} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body === undefined ? [] : ['content-type: application/json', `content-length: ${payload.length}`]),
  ];
  return Buffer.concat([Buffer.from(head.join('\r\n') + '\r\n\r\n'), payload]);
}

function parse(raw: string): RawAnswer {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
  const headEnd = raw.indexOf('\r\n\r\n');
  const chunked = /\r\ntransfer-encoding: chunked\r\n/i.test(raw.slice(0, headEnd + 2));
  let body = raw.slice(headEnd + 4);
  // close-delimited answers come whole; a chunked one is joined from its chunks
  if (chunked) {
    let joined = '';
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = parseInt(rest.slice(0, lineEnd), 16);
      if (!size) break;
      joined += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
    body = joined;
  }
  return { status, body };
}

/**
 * Sends the requests at the same instant, as a race attack does: each on its own connection to a listening server,
 * all but the last byte first, then every last byte at once. Answers their answers in order (text bodies only).
 */
export async function sendAtOnce(port: number, requests: RawRequest[]): Promise<RawAnswer[]> {
  const sockets = await Promise.all(
    requests.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise<RawAnswer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.once('error', reject);
        socket.once('close', () => resolve(parse(Buffer.concat(chunks).toString('utf8'))));
      }),
  );
  const encoded = requests.map((request) => encode(request, port));
  await Promise.all(
    sockets.map((socket, i) => new Promise<void>((resolve) => socket.write(encoded[i]!.subarray(0, -1), () => resolve()))),
  );
  // the server has read every head (and body but one byte) before any request can complete
  await new Promise((resolve) => setTimeout(resolve, 100));
  sockets.forEach((socket, i) => socket.write(encoded[i]!.subarray(-1)));
  return Promise.all(answers);
}
