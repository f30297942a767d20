import { endMemberGroupSessionAndReload, endMemberSessionAndLeave, endStaffSessionAndReload } from '@/lib/auth/session-ended';
import { notifyError } from '@/lib/notify';
import { ApiRequestError, CANNOT_CONNECT_MESSAGE, type RequestOptions, apiRequest, isUnreachable } from './api-request';

export interface ApiCallOptions extends RequestOptions {
  /** The call runs inside the member session, so a 401 means it ended (spec 8). */
  memberSession?: boolean;
  /** The call runs inside the member-group session: a 401 ends it and reloads the page (spec 8). */
  memberGroupSession?: boolean;
  /** The call runs inside the staff console's session: a 401 ends it and reloads the page. */
  staffSession?: boolean;
}

/**
 * A call with the error handling of spec 8: a 401 inside the member session ends it (alert, then login page);
 * no answer or a 502/503/504 shows "Error: ไม่สามารถเชื่อมต่อได้"; any other failure shows the server's text as an error
 * toast, or the cannot-connect message when there is none.
 * The rejection still reaches the caller, carrying that text as its message.
 */
export async function apiCall<T>(path: string, options: ApiCallOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, options);
  } catch (error) {
    if (options.staffSession && error instanceof ApiRequestError && error.status === 401) endStaffSessionAndReload();
    else reportApiFailure(error, options.memberSession ?? false, options.memberGroupSession ?? false);
    throw error;
  }
}

/** What the member sees when a call failed (spec 8); aborted calls and other errors pass silently. */
export function reportApiFailure(error: unknown, memberSession: boolean, memberGroupSession = false): void {
  if (!(error instanceof ApiRequestError)) return;
  if (error.status === 401 && memberGroupSession) endMemberGroupSessionAndReload();
  else if (error.status === 401 && memberSession) endMemberSessionAndLeave();
  else if (isUnreachable(error)) notifyError(CANNOT_CONNECT_MESSAGE, 'Error');
  else if (error.serverMessage) notifyError(error.serverMessage);
  else notifyError(CANNOT_CONNECT_MESSAGE, 'Error');
}
