import type { ConfirmDataResponse } from '@coop/contract';
import { CONFIRM_PAGE_PATH } from './confirm-page-path';

/**
 * Spec 2.4: the share, loan and deposit pages, whose figures the member is reading (and checking against the
 * letter), never show the prompt; a loan's or an account's statement belongs to its page, as in the menu's keys.
 */
const QUIET_PAGES: ReadonlySet<string> = new Set(['/member/share', '/member/loan', '/member/loan_statement', '/member/deposit', '/member/dep_statement']);

const firstTwoSegments = (pathname: string) => {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  return `/${first}/${second}`;
};

export interface PromptInput {
  pathname: string;
  /** The year's confirmation data; undefined while it loads or when the call failed. */
  data: ConfirmDataResponse | undefined;
  /** The member closed the prompt, or went to the confirmation page, earlier in this visit. */
  dismissed: boolean;
}

/**
 * Spec 2.4: the prompt shows when the route is not the confirmation page, the confirmation status is not 0, no
 * checked data exists and the member is in the campaign; never on the share, loan and deposit routes, nor once
 * dismissed.
 */
export function shouldShowPrompt({ pathname, data, dismissed }: PromptInput): boolean {
  if (!data || dismissed) return false;
  const page = firstTwoSegments(pathname);
  return (
    page !== CONFIRM_PAGE_PATH &&
    !QUIET_PAGES.has(page) &&
    data.confirmStatus !== 0 &&
    data.checkedData.length === 0 &&
    data.checkIsMemberIn === 1
  );
}

/** Spec 2.4: on the confirmation page, while the status is 0, the prompt has no close button. */
export function isPromptCloseHidden(pathname: string, data: ConfirmDataResponse | undefined): boolean {
  return firstTwoSegments(pathname) === CONFIRM_PAGE_PATH && data?.confirmStatus === 0;
}

