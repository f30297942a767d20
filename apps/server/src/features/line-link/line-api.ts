import type { LineConfig } from '../../config';

/** LINE's API answers within seconds when it is well; a call that hangs is retried later rather than held. */
const CALL_TIMEOUT_MS = 5_000;

/** A text message; LINE refuses one over 5,000 characters. */
export const LINE_TEXT_MAX = 5_000;

export type LineAnswer = { readonly ok: true; readonly status: number; readonly body: unknown } | { readonly ok: false; readonly status: number; readonly retryAfter: number | undefined; readonly reason: string };

/** Seconds of a Retry-After header given in seconds (LINE's form); a date or nothing reads as undefined. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null || !/^[0-9]{1,6}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * One call of the Messaging API with the channel's bearer token. A network fault or a timeout answers status 0, as
 * a call whose fate is unknown: its caller retries (with the retry key, where the call takes one).
 */
export async function callLine(line: LineConfig, path: string, body: unknown, headers: Record<string, string> = {}): Promise<LineAnswer> {
  let res: Response;
  try {
    res = await fetch(`${line.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${line.channelAccessToken}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      // the channel token goes to LINE's API only, never to wherever it might redirect (ASVS 15.3.2)
      redirect: 'error',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, status: 0, retryAfter: undefined, reason: `LINE unreachable: ${(error as Error).message}` };
  }
  const text = await res.text().catch(() => '');
  if (res.ok) {
    let parsed: unknown = {};
    try {
      parsed = text === '' ? {} : JSON.parse(text);
    } catch {
      // a 200 whose body is not JSON still means accepted; the callers that read a body check its shape
    }
    return { ok: true, status: res.status, body: parsed };
  }
  return { ok: false, status: res.status, retryAfter: retryAfterSeconds(res.headers.get('retry-after')), reason: `LINE answered ${res.status}: ${text.slice(0, 200)}` };
}

/** A link token for this LINE user (account-link step 1), or undefined when LINE gave none. */
export async function issueLinkToken(line: LineConfig, userId: string): Promise<string | undefined> {
  const answer = await callLine(line, `/v2/bot/user/${encodeURIComponent(userId)}/linkToken`, {});
  if (!answer.ok) return undefined;
  const token = (answer.body as { linkToken?: unknown }).linkToken;
  return typeof token === 'string' ? token : undefined;
}

/** Text cut to what LINE accepts, never inside a surrogate pair. */
export function lineText(text: string): string {
  if (text.length <= LINE_TEXT_MAX) return text;
  const cut = text.slice(0, LINE_TEXT_MAX - 1);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
}

/** Answers a webhook event with text messages through its reply token (usable once, for about a minute). */
export function replyText(line: LineConfig, replyToken: string, texts: readonly string[]): Promise<LineAnswer> {
  return callLine(line, '/v2/bot/message/reply', { replyToken, messages: texts.map((text) => ({ type: 'text', text: lineText(text) })) });
}
