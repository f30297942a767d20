import { isThaiMobile, mobileDigits } from '@coop/thai-format';
import type { SmsConfig } from '../config';
import type { ChannelOutcome } from '../notify/channel-sender';
import { retryAfterSeconds } from '../notify/retry-after';
import { fitSms } from './sms-text';

/** A gateway that has not answered in this long is treated as down: the message is tried again later. */
const GATEWAY_TIMEOUT_MS = 10_000;

/** The number as the provider wants it: 66812345678 or 0812345678. */
const numberFor = (config: SmsConfig, phone: string) => {
  const digits = mobileDigits(phone);
  return config.numberFormat === '66' ? `66${digits.slice(1)}` : digits;
};

function request(config: SmsConfig, to: string, text: string): RequestInit {
  const fields = { ...config.extraFields, msisdn: numberFor(config, to), message: text, sender: config.sender };
  const authorization =
    config.auth === 'basic' ? `Basic ${Buffer.from(`${config.key}:${config.secret}`).toString('base64')}` : `Bearer ${config.key}`;
  const json = config.body === 'json';
  return {
    method: 'POST',
    headers: {
      authorization,
      accept: 'application/json',
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    redirect: 'error',
  };
}

/** What the provider said, short enough for a log line or a delivery's reason. */
async function said(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return `${response.status} ${text.replace(/\s+/g, ' ').slice(0, 200)}`.trim();
}

/** ThaiBulkSMS answers 201 with the numbers it took and those it refused; a refused number is a failure for good. */
async function refusedNumbers(response: Response): Promise<boolean> {
  const answer: unknown = await response.json().catch(() => undefined);
  if (typeof answer !== 'object' || answer === null) return false;
  const { phone_number_list: taken, bad_phone_number_list: refused } = answer as Record<string, unknown>;
  return Array.isArray(refused) && refused.length > 0 && !(Array.isArray(taken) && taken.length > 0);
}

/**
 * Sends one SMS through the configured HTTP gateway: never a link, at most two parts (fitSms). A number that is
 * not a Thai mobile is no address; 408, 429 and 5xx, a timeout or no connection are to be tried again later (after
 * the Retry-After the provider gives); any other refusal (a bad key, a bad number) is final.
 */
export async function sendSms(config: SmsConfig, to: string, text: string, now: Date): Promise<ChannelOutcome> {
  if (!isThaiMobile(to)) return { kind: 'no-address' };
  let response: Response;
  try {
    response = await fetch(config.url, request(config, to, fitSms(text)));
  } catch (error) {
    return { kind: 'retry', reason: `SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (response.ok) {
    return (await refusedNumbers(response)) ? { kind: 'failed', reason: 'SMS gateway refused the number' } : { kind: 'sent' };
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    const afterSeconds = retryAfterSeconds(response.headers.get('retry-after'), now);
    return { kind: 'retry', reason: `SMS gateway ${await said(response)}`, ...(afterSeconds === undefined ? {} : { afterSeconds }) };
  }
  return { kind: 'failed', reason: `SMS gateway ${await said(response)}` };
}
