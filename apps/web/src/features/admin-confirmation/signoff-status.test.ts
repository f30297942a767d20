import { describe, expect, it } from 'vitest';
import { ADMIN_CONFIRMATION_TEXT as T } from './messages';
import { signOffStatus } from './signoff-status';

const SIGNED = { signed_at: '2026-11-20T03:00:00.000Z', by: 'auditor', snapshot_sha256: 'a'.repeat(64), members: 2, lines: 8 };
const AT = '20 พ.ย. 2569 10.00 น.';

describe('signOffStatus', () => {
  it('tells a draft without a sign-off that it cannot open yet', () => {
    expect(signOffStatus(true, null, false)).toBe(T.signOffNone);
  });

  it('names who signed and when, and whether the figures changed since', () => {
    expect(signOffStatus(true, SIGNED, true)).toBe(T.signOffCurrent('auditor', AT));
    expect(signOffStatus(true, SIGNED, false)).toBe(T.signOffStale('auditor', AT));
  });

  it('tells an open campaign opened before sign-offs, or changed since one, what happened rather than that it cannot open', () => {
    expect(signOffStatus(false, null, false)).toBe(T.openedUnsigned);
    expect(signOffStatus(false, SIGNED, false)).toBe(T.openedStale('auditor', AT));
  });
});
