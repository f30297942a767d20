export const MEMBER_LOGON_PATH = '/member/logon';
/** The member home (issue 24): where login lands and where "กลับ" goes with nothing to go back to. */
export const MEMBER_HOME_PATH = '/member/welcome';
export const HOME_PATH = '/home';
/** Spec 2.3: the page that fetches an impersonation's session (spec 7) and opens the member's view. */
export const MEMBER_IMPERSONATE_PATH = '/member/impersonate';
/** Pages outside the menu's twelve entries (menu key 12), reached by links from the pages that concern them. */
export const MEMBER_INSURANCE_PATH = '/member/insurance';
export const MEMBER_KEPCREM_PATH = '/member/kepcrem';
