import { describe, expect, it } from 'vitest';
import { ApiRequestError, isUnreachable, messageOf, requestHeaders } from './api-request';

describe('requestHeaders', () => {
  it('sends JSON both ways and marks the call as XMLHttpRequest', () => {
    expect(requestHeaders(undefined)).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });
  it('adds the Bearer token when there is a session', () => {
    expect(requestHeaders('abc123')).toMatchObject({ Authorization: 'Bearer abc123' });
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
