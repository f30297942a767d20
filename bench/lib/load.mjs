// The bench scripts' load: a scenario's request, one sample of its answer checked before any load (so a run never
// measures fast error pages), and autocannon on it with a member's token per connection.
//
// A scenario: { name, method: 'GET'|'POST', path, body?, headers?, auth: false|'member'|'showcase',
//               check?: (status, json, text) => problem string | undefined }
import autocannon from 'autocannon';
import { openLoop } from './open-loop.mjs';

/** The headers and body a scenario sends; anything but GET sends JSON (an empty body where it has none). */
export function requestOf(scenario) {
  const headers = { 'user-agent': 'coop-bench', ...scenario.headers };
  let body;
  if (scenario.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = scenario.body === undefined ? '' : JSON.stringify(scenario.body);
  }
  return { headers, body };
}

/** One request of the scenario, as `token`'s member where it needs a session; throws when the answer is wrong. */
export async function sampleCheck(base, scenario, token) {
  const { headers, body } = requestOf(scenario);
  if (scenario.auth) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + scenario.path, { method: scenario.method, headers, body, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const problem = scenario.check?.(res.status, json, text) ?? (res.ok ? undefined : `status ${res.status}`);
  if (problem) throw new Error(`${scenario.name}: sample response is wrong: ${problem}: ${text.slice(0, 300)}`);
}

/**
 * The load on one scenario for `seconds` (or until its `.stop()`), rotating through the logged-in members' tokens
 * ('showcase' is the first member's only). With `rate`, an open loop offers that many requests a second: the latency
 * members see at that traffic. Without it, autocannon's `connections` go as fast as the answers come, which measures
 * throughput; their latency is then the length of the server's queue.
 */
export function cannon(base, scenario, tokens, { seconds, connections, rate = 0 }) {
  const { headers, body } = requestOf(scenario);
  const withToken = (i) => (scenario.auth ? { ...headers, authorization: `Bearer ${scenario.auth === 'showcase' ? tokens[0] : tokens[i % tokens.length]}` } : headers);
  if (rate > 0) return openLoop({ url: base + scenario.path, method: scenario.method, body, headersFor: withToken, rate, seconds });
  let next = 0;
  return autocannon({
    url: base + scenario.path,
    method: scenario.method,
    headers,
    body,
    connections,
    duration: seconds,
    timeout: 10,
    setupClient: scenario.auth ? (client) => client.setHeaders(withToken(next++)) : undefined,
  });
}
