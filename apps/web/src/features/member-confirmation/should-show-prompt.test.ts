import type { ConfirmDataResponse } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { isPromptCloseHidden, shouldShowPrompt } from './should-show-prompt';

const waiting: ConfirmDataResponse = { status: true, code: '1', massage: '', confirmStatus: 1, checkedData: [], checkIsMemberIn: 1, letter: null };
const answered = [
  { line_no: 1, kind: 'share', reference: '', description: 'ทุนเรือนหุ้น', units: 10, amount: 100, agreed: true, reason: '', claimed_amount: null, dispute: null },
] as const satisfies ConfirmDataResponse['checkedData'];

const show = (pathname: string, data: ConfirmDataResponse | undefined = waiting, dismissed = false) => shouldShowPrompt({ pathname, data, dismissed });

describe('shouldShowPrompt', () => {
  it('shows on a member page when the campaign is open, the member is in it and has not answered', () => {
    expect(show('/member/status')).toBe(true);
    expect(show('/member/kep')).toBe(true);
    expect(show('/member/coll/')).toBe(true);
  });

  it('not on the confirmation page', () => {
    expect(show('/member/confirmData')).toBe(false);
  });

  it('not when the confirmation status is 0', () => {
    expect(show('/member/status', { ...waiting, confirmStatus: 0 })).toBe(false);
  });

  it('not once checked data exists', () => {
    expect(show('/member/status', { ...waiting, checkedData: [...answered] })).toBe(false);
  });

  it('not when the member is not in the campaign', () => {
    expect(show('/member/status', { ...waiting, checkIsMemberIn: 0 })).toBe(false);
  });

  it.each(['/member/share', '/member/loan', '/member/loan_statement/0012345', '/member/deposit', '/member/dep_statement/001-2-34567-8'])(
    'not on the share, loan and deposit routes: %s',
    (path) => {
      expect(show(path)).toBe(false);
    },
  );

  it('not once the member closed it', () => {
    expect(show('/member/status', waiting, true)).toBe(false);
  });

  it('not before the data is known', () => {
    expect(shouldShowPrompt({ pathname: '/member/status', data: undefined, dismissed: false })).toBe(false);
  });
});

describe('isPromptCloseHidden', () => {
  it('hides the close button on the confirmation page when the status is 0', () => {
    expect(isPromptCloseHidden('/member/confirmData', { ...waiting, confirmStatus: 0 })).toBe(true);
  });

  it('keeps it elsewhere, or when the status is 1', () => {
    expect(isPromptCloseHidden('/member/status', { ...waiting, confirmStatus: 0 })).toBe(false);
    expect(isPromptCloseHidden('/member/confirmData', waiting)).toBe(false);
  });
});
