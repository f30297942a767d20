import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChannelSender, OutsideChannel } from '../../src/notify/channel-sender';

/** One message a peer received. */
export interface PeerMessage {
  readonly deliveryId: string;
  readonly membershipNo: string;
  readonly title: string;
  readonly body: string;
  readonly link: string;
}

/**
 * A provider on the other side of a channel: a real HTTP server that records each message it accepts and can be
 * told to answer 429 (with Retry-After), 500 or 404 (no such recipient), or to stop answering.
 */
export class ChannelPeer {
  readonly received: PeerMessage[] = [];
  /** Requests that reached the peer, accepted or not. */
  requests = 0;
  private answer: { status: number; retryAfter?: number } = { status: 200 };
  /** How long the peer takes to answer; a sender gone meanwhile (a killed process) has not delivered. */
  delayMs = 0;
  private readonly server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      this.requests += 1;
      const { status, retryAfter } = this.answer;
      setTimeout(() => {
        if (req.socket.destroyed) return;
        if (status === 200) this.received.push(JSON.parse(text) as PeerMessage);
        res.writeHead(status, retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }).end();
      }, this.delayMs);
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/send`;
  }

  answerWith(status: number, retryAfter?: number): void {
    this.answer = { status, retryAfter };
  }

  /** Messages per member: what "exactly one per member and channel" is checked against. */
  countsByMember(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const m of this.received) counts.set(m.membershipNo, (counts.get(m.membershipNo) ?? 0) + 1);
    return counts;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A sender for tests that speaks to a peer over HTTP, read as real providers are: 429 and 5xx wait, 404 has no address. */
export function peerSender(channel: OutsideChannel, peer: ChannelPeer, configured = true): ChannelSender {
  return {
    channel,
    configured: () => configured,
    async send(_services, message) {
      const res = await fetch(peer.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
      if (res.ok) return { kind: 'sent' };
      if (res.status === 404) return { kind: 'no-address' };
      const after = res.headers.get('retry-after');
      if (res.status === 429 || res.status >= 500) return { kind: 'retry', reason: `HTTP ${res.status}`, ...(after ? { afterSeconds: Number(after) } : {}) };
      return { kind: 'failed', reason: `HTTP ${res.status}` };
    },
  };
}
