/** Spec 2.4: the side menu's key for the first two segments of a path. */
const KEY_BY_PATH: Readonly<Record<string, string>> = {
  '/member/status': '1',
  '/member/share': '2',
  '/member/loan': '3',
  '/member/loan_statement': '3',
  '/member/loan-eligibility': '3',
  '/member/loan-applications': '3',
  '/member/loan-guarantees': '6',
  '/member/deposit': '4',
  '/member/dep_statement': '4',
  '/member/kep': '5',
  '/member/coll': '6',
  '/member/dividend': '7',
  '/member/gian': '8',
  '/member/password': '9',
  '/member/logout': '10',
  '/member/welfare': '10',
  '/member/logon': '11',
  '/member/kepcrem': '12',
  '/member/insurance': '12',
  '/member/requestpromoney': '13',
  '/member/confirmData': '14',
  '/member/inbox': '15',
  '/member/notifications': '16',
  '/member/security': '17',
  '/member/access': '18',
  '/member/welcome': '99',
};

export const DEFAULT_MENU_KEY = '1';

/** '/member/loan_statement/0012345' → '3'; anything unknown → '1'. */
export function activeMenuKey(pathname: string): string {
  const [first, second] = pathname.split('/').filter(Boolean);
  const firstTwo = `/${first ?? ''}/${second ?? ''}`;
  return Object.hasOwn(KEY_BY_PATH, firstTwo) ? KEY_BY_PATH[firstTwo]! : DEFAULT_MENU_KEY;
}
