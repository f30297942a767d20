import { describe, expect, it } from 'vitest';
import { readCookieChoice } from './cookie-consent';

describe('readCookieChoice', () => {
  it('reads Y or N and ignores anything else', () => {
    expect(readCookieChoice('a=1; acceptCookie=Y')).toBe('Y');
    expect(readCookieChoice('acceptCookie=N')).toBe('N');
    expect(readCookieChoice('acceptCookie=maybe')).toBeUndefined();
    expect(readCookieChoice('')).toBeUndefined();
  });
});
