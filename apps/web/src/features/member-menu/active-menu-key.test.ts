import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_KEY, activeMenuKey } from './active-menu-key';

describe('activeMenuKey', () => {
  it.each([
    ['/member/status', '1'],
    ['/member/share', '2'],
    ['/member/loan', '3'],
    ['/member/loan_statement', '3'],
    ['/member/deposit', '4'],
    ['/member/dep_statement', '4'],
    ['/member/kep', '5'],
    ['/member/coll', '6'],
    ['/member/dividend', '7'],
    ['/member/gian', '8'],
    ['/member/password', '9'],
    ['/member/logout', '10'],
    ['/member/welfare', '10'],
    ['/member/logon', '11'],
    ['/member/kepcrem', '12'],
    ['/member/insurance', '12'],
    ['/member/requestpromoney', '13'],
    ['/member/confirmData', '14'],
    ['/member/welcome', '99'],
  ])('%s → %s', (path, key) => {
    expect(activeMenuKey(path)).toBe(key);
  });

  it('looks only at the first two segments', () => {
    expect(activeMenuKey('/member/loan_statement/0012345')).toBe('3');
    expect(activeMenuKey('/member/dep_statement/001-2-34567-8')).toBe('4');
    expect(activeMenuKey('/member/status/')).toBe('1');
  });

  it('defaults to 1', () => {
    expect(DEFAULT_MENU_KEY).toBe('1');
    for (const path of ['/', '', '/member', '/member/unknown', '/home', '/member/constructor', '/member/STATUS']) {
      expect(activeMenuKey(path)).toBe('1');
    }
  });
});
