import { showAlert } from '@/lib/alert/alert-store';
import { dismissNotices } from '@/lib/notify';
import { clearMemberGroupSession } from './member-group-session';
import { clearMemberSession } from './member-session';
import { MEMBER_LOGON_PATH } from './member-paths';
import { clearStaffSession } from './staff-session';

/** Spec 8: the alert shown whenever a member session ends without the member logging out. */
export const SESSION_ENDED_ALERT = 'ขออภัยสิ้นสุดระยะเวลาการเข้าสู่ระบบ กรุณาเข้าสู่ระบบใหม่อีกครั้ง';

let goToLogon: () => void = () => window.location.assign(MEMBER_LOGON_PATH);

/** The router registers its own navigation so leaving keeps the app (and the alert) alive. */
export function setSessionEndedNavigation(navigate: () => void): void {
  goToLogon = navigate;
}

/** Forgets the stored session and tells the member why (spec 4 and 8). */
export function endMemberSession(): void {
  clearMemberSession();
  dismissNotices();
  void showAlert(SESSION_ENDED_ALERT);
}

/** As endMemberSession, then goes to the login page: for a 401 in the middle of a page. */
export function endMemberSessionAndLeave(): void {
  endMemberSession();
  goToLogon();
}

/** Spec 8: a 401 in the member-group area reloads the page; without its session the area sends the clerk to log in. */
export function endMemberGroupSessionAndReload(): void {
  clearMemberGroupSession();
  window.location.reload();
}

/** A 401 in the staff console: the session is forgotten and the page reloads, which sends the user to log in. */
export function endStaffSessionAndReload(): void {
  clearStaffSession();
  window.location.reload();
}
