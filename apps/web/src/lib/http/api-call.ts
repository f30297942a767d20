import { endMemberGroupSessionAndReload, endMemberSessionAndLeave, endStaffSessionAndReload } from '@/lib/auth/session-ended';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ApiRequestError, CANNOT_CONNECT_MESSAGE, type RequestOptions, apiRequest, isNotFound, isUnreachable } from './api-request';

/** Spec 8's titles, kept in English as the spec gives them. */
const SUCCESS_TITLE = 'Success';
const ERROR_TITLE = 'Error';

export interface ApiCallOptions extends RequestOptions {
  /** The call runs inside the member session, so a 401 means it ended (spec 8). */
  memberSession?: boolean;
  /** The call runs inside the member-group session: a 401 ends it and reloads the page (spec 8). */
  memberGroupSession?: boolean;
  /** The call runs inside the staff console's session: a 401 ends it and reloads the page. */
  staffSession?: boolean;
  /**
   * The call loads one of the member area's feeds (spec 8: "any feed load failure"): every failure but an ended
   * session or a missing record says "Error: ไม่สามารถเชื่อมต่อได้", whatever the server's text.
   */
  feed?: boolean;
}

/**
 * Spec 7: the generic client shows an answer's `rc_des` as a success notice itself, so no page has to. An answer
 * with `rc_code` '0' is a refusal worded by the spec (a wrong old password), which its form shows as an error.
 */
function showNotice(answer: unknown): void {
  if (typeof answer !== 'object' || answer === null) return;
  const { rc_code, rc_des } = answer as { rc_code?: unknown; rc_des?: unknown };
  if (typeof rc_des === 'string' && rc_des !== '' && rc_code !== '0') notifySuccess(rc_des, SUCCESS_TITLE);
}

/**
 * A call with the error handling of spec 8: a 401 inside the member session ends it (alert, then login page);
 * no answer or a 502/503/504, and any failed feed, shows "Error: ไม่สามารถเชื่อมต่อได้"; any other failure shows the
 * server's text as an error toast, or the cannot-connect message when there is none. A member-area answer's `rc_des`
 * is shown as a success notice.
 * The rejection still reaches the caller, carrying that text as its message.
 */
export async function apiCall<T>(path: string, options: ApiCallOptions = {}): Promise<T> {
  let answer: T;
  try {
    answer = await apiRequest<T>(path, options);
  } catch (error) {
    if (options.staffSession && error instanceof ApiRequestError && error.status === 401) endStaffSessionAndReload();
    else reportApiFailure(error, options.memberSession ?? false, options.memberGroupSession ?? false, options.feed ?? false);
    throw error;
  }
  if (options.memberSession || options.memberGroupSession) showNotice(answer);
  return answer;
}

/**
 * What the member sees when a call failed (spec 8); aborted calls and other errors pass silently. A feed's 404 shows
 * no toast: its page says what is missing, in the server's words, with the way back.
 */
export function reportApiFailure(error: unknown, memberSession: boolean, memberGroupSession = false, feed = false): void {
  if (!(error instanceof ApiRequestError)) return;
  if (error.status === 401 && memberGroupSession) endMemberGroupSessionAndReload();
  else if (error.status === 401 && memberSession) endMemberSessionAndLeave();
  else if (feed) {
    if (!isNotFound(error)) notifyError(CANNOT_CONNECT_MESSAGE, ERROR_TITLE);
  } else if (isUnreachable(error) || !error.serverMessage) notifyError(CANNOT_CONNECT_MESSAGE, ERROR_TITLE);
  else notifyError(error.serverMessage);
}
