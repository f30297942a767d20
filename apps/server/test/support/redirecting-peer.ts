import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A service that answers every request with a 307 to a second server of its own, which counts what reaches it: what
 * an outside service taken over, or a wrong URL, would do to draw our secrets elsewhere.
 */
export async function startRedirectingPeer(): Promise<{ url: string; followed: () => number; close: () => Promise<void> }> {
  let followed = 0;
  const elsewhere = http.createServer((_, res) => {
    followed += 1;
    res.end('{"success":true}');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
  const peer = http.createServer((_, res) => {
    res.writeHead(307, { location: target });
    res.end();
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `http://127.0.0.1:${(peer.address() as AddressInfo).port}`,
    followed: () => followed,
    close: async () => {
      await close(peer);
      await close(elsewhere);
    },
  };
}
