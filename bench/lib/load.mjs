// The bench scripts' load: a scenario's request, one sample of its answer checked before any load (so a run never
// measures fast error pages), and autocannon on it with a member's token per connection.
//
// A scenario: { name, method: 'GET'|'POST', path, body?, headers?, auth: false|'member'|'showcase',
//               check?: (status, json, text) => problem string | undefined }
import autocannon from 'autocannon';

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
 * autocannon on one scenario for `seconds` (or until its `.stop()`): one member token per connection, rotating through
 * the logged-in members; 'showcase' is the first member's only.
 */
export function cannon(base, scenario, tokens, { seconds, connections }) {
  const { headers, body } = requestOf(scenario);
  let next = 0;
  return autocannon({
    url: base + scenario.path,
    method: scenario.method,
    headers,
    body,
    connections,
    duration: seconds,
    timeout: 10,
    setupClient: scenario.auth
      ? (client) =>
          client.setHeaders({ ...headers, authorization: `Bearer ${scenario.auth === 'showcase' ? tokens[0] : tokens[next++ % tokens.length]}` })
      : undefined,
  });
}
