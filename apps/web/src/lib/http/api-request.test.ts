import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANTI_FORGERY_COOKIE, ANTI_FORGERY_HEADER } from './anti-forgery';
import { ApiRequestError, apiRequest, isUnreachable, messageOf, requestHeaders } from './api-request';
import { setTransport } from './transport';

const keptToken = () => new RegExp(`${ANTI_FORGERY_COOKIE}=([0-9a-f]{32})`).exec(document.cookie)?.[1];

describe('requestHeaders', () => {
  it('sends JSON both ways, marks the call as XMLHttpRequest and carries the anti-forgery token', () => {
    expect(requestHeaders(undefined)).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      [ANTI_FORGERY_HEADER]: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });
  it('sends the same anti-forgery token as the cookie it keeps for the visit', () => {
    const first = requestHeaders(undefined)[ANTI_FORGERY_HEADER];
    expect(first).toBe(keptToken());
    expect(requestHeaders('abc')[ANTI_FORGERY_HEADER]).toBe(first);
  });
  it('adds the Bearer token when there is a session', () => {
    expect(requestHeaders('abc123')).toMatchObject({ Authorization: 'Bearer abc123' });
  });
  it('leaves the content type of a form to the browser, which adds its boundary', () => {
    expect(requestHeaders(undefined, { form: true })).not.toHaveProperty('Content-Type');
  });
});

describe('apiRequest', () => {
  const sent = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
  afterEach(() => sent.mockReset());

  it('posts form data as it is, with the headers every call carries', async () => {
    setTransport(sent);
    sent.mockResolvedValue(new Response(JSON.stringify({ rc_code: '1' }), { status: 200 }));
    const form = new FormData();
    form.append('name', 'รูป.png');
    await expect(apiRequest('/x', { form })).resolves.toEqual({ rc_code: '1' });
    const [, init] = sent.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', [ANTI_FORGERY_HEADER]: keptToken() });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});

describe('messageOf', () => {
  it('prefers the error field, then message', () => {
    expect(messageOf({ rc_code: '0', code: 'X', error: 'ผิดพลาด', message: 'อื่น' })).toBe('ผิดพลาด');
    expect(messageOf({ message: 'ออกจากระบบเรียบร้อยแล้ว' })).toBe('ออกจากระบบเรียบร้อยแล้ว');
  });
  it('finds nothing in bodies without text', () => {
    expect(messageOf(undefined)).toBeUndefined();
    expect(messageOf('text')).toBeUndefined();
    expect(messageOf({ error: '' })).toBeUndefined();
    expect(messageOf({ error: 42 })).toBeUndefined();
  });
});

describe('ApiRequestError', () => {
  it("carries the server's text as its message, or the fallback", () => {
    expect(new ApiRequestError(401, 'หมดเวลา', {}, 'Unauthorized').message).toBe('หมดเวลา');
    expect(new ApiRequestError(502, undefined, undefined, 'Bad Gateway').message).toBe('Bad Gateway');
  });
});

describe('isUnreachable', () => {
  it('counts no answer and 502, 503 and 504 as the server being out of reach', () => {
    for (const status of [0, 502, 503, 504]) expect(isUnreachable(new ApiRequestError(status, undefined, undefined, 'x'))).toBe(true);
  });
  it('leaves answers about the request or the session alone', () => {
    for (const status of [400, 401, 404, 500]) expect(isUnreachable(new ApiRequestError(status, undefined, undefined, 'x'))).toBe(false);
    expect(isUnreachable(new Error('x'))).toBe(false);
  });
});
