/** Loopback hosts a test's push service listens on; plain http is allowed there only, and only when listed. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a subscription may name this address: a member's browser chooses it and the server posts to it, so only
 * the configured push services are accepted (never the cooperative's own network), over https.
 */
export function isPushServiceAddress(endpoint: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const listed = hosts.some((host) => (host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host));
  if (!listed) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}
