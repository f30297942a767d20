import type { ConfirmDataResponse } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { isConfirmEntryGreyed } from './confirm-entry-greyed';

const open: ConfirmDataResponse = { status: true, code: '1', massage: '', confirmStatus: 1, checkedData: [], checkIsMemberIn: 1, letter: null };

describe('isConfirmEntryGreyed', () => {
  it('greys the entry when the confirmation status is 0', () => {
    expect(isConfirmEntryGreyed({ ...open, confirmStatus: 0 })).toBe(true);
    expect(isConfirmEntryGreyed({ ...open, status: false, code: '0', confirmStatus: 0, checkIsMemberIn: 0 })).toBe(true);
  });

  it('greys the entry when the member is not in the campaign', () => {
    expect(isConfirmEntryGreyed({ ...open, checkIsMemberIn: 0 })).toBe(true);
  });

  it('leaves it working while the campaign is open for the member, and while the answer is unknown', () => {
    expect(isConfirmEntryGreyed(open)).toBe(false);
    expect(isConfirmEntryGreyed(undefined)).toBe(false);
  });
});
