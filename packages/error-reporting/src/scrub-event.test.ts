import { describe, expect, it } from 'vitest';
import { FILTERED, scrubEvent, scrubString } from './scrub-event';

const TOKEN = 'Zq3vN8xK1pL0sT7yU2wR5eA9dF4gH6jB-cM_oP1iQ2u';

describe('scrubString', () => {
  it('hides a national ID written as 13 digits', () => {
    expect(scrubString('member 1101700230705 not found')).toBe(`member ${FILTERED} not found`);
  });

  it('hides a national ID written with dashes or spaces', () => {
    expect(scrubString('id 1-1017-00230-70-5 and 1 1017 00230 70 5')).toBe(`id ${FILTERED} and ${FILTERED}`);
  });

  it('keeps shorter numbers: membership numbers, amounts, years', () => {
    expect(scrubString('member 0000123 paid 1500000 in 2026')).toBe('member 0000123 paid 1500000 in 2026');
  });

  it('hides a bearer token quoted in a message', () => {
    expect(scrubString(`header was Bearer ${TOKEN}`)).toBe(`header was Bearer ${FILTERED}`);
  });

  it('hides a secret written as key=value or "key": "value"', () => {
    expect(scrubString('mem_password=hunter2x&x=1')).toBe(`mem_password=${FILTERED}&x=${FILTERED}`);
    expect(scrubString('{"recaptcha": "abc", "member_group_pass":"p"}')).toBe(`{"recaptcha": "${FILTERED}", "member_group_pass":"${FILTERED}"}`);
  });

  it('keeps a URL path and hides its query values', () => {
    expect(scrubString('GET /api/member/member_share?from=2026-01-01&to=x')).toBe(`GET /api/member/member_share?from=${FILTERED}&to=${FILTERED}`);
  });

  it('hides a bare session token', () => {
    expect(scrubString(`stored ${TOKEN}`)).toBe(`stored ${FILTERED}`);
  });
});

describe('scrubEvent', () => {
  it('hides values under secret keys at any depth', () => {
    const event = { extra: { body: { mem_password: 'x', nested: [{ token: 't' }] } }, contexts: { s: { client_secret: 's' } } };
    expect(scrubEvent(event)).toEqual({
      extra: { body: { mem_password: FILTERED, nested: [{ token: FILTERED }] } },
      contexts: { s: { client_secret: FILTERED } },
    });
  });

  it('drops the request body and cookies, hides credentials and query values, keeps the route', () => {
    const event = {
      request: {
        method: 'POST',
        url: 'http://portal.example/api/member/member_pass?ref=1101700230705',
        query_string: 'ref=1101700230705&page=2',
        headers: { authorization: `Bearer ${TOKEN}`, cookie: 'sid=1', 'user-agent': 'Firefox' },
        cookies: { sid: '1' },
        data: '{"mem_password":"new-secret-1"}',
      },
      tags: { route: '/api/member/member_pass', status: '500' },
    };
    expect(scrubEvent(event)).toEqual({
      request: {
        method: 'POST',
        url: `http://portal.example/api/member/member_pass?ref=${FILTERED}`,
        query_string: `ref=${FILTERED}&page=${FILTERED}`,
        headers: { authorization: FILTERED, cookie: FILTERED, 'user-agent': 'Firefox' },
      },
      tags: { route: '/api/member/member_pass', status: '500' },
    });
  });

  it('scrubs exception messages and leaves the SDK ids alone', () => {
    const event = {
      event_id: '1234567890123456789012345678901a',
      exception: { values: [{ type: 'Error', value: 'no member 1101700230705' }] },
    };
    expect(scrubEvent(event)).toEqual({
      event_id: '1234567890123456789012345678901a',
      exception: { values: [{ type: 'Error', value: `no member ${FILTERED}` }] },
    });
  });

  it('does not change the event it was given', () => {
    const event = { extra: { password: 'p' } };
    scrubEvent(event);
    expect(event.extra.password).toBe('p');
  });
});
