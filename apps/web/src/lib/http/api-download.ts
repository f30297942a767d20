import { reportApiFailure } from './api-call';
import { MEMBER_GROUP_API_PREFIX } from '@/lib/auth/member-group-paths';
import { endStaffSessionAndReload } from '@/lib/auth/session-ended';
import { ADMIN_API_PREFIX } from '@/lib/auth/staff-paths';
import { ApiRequestError, CANNOT_CONNECT_MESSAGE, messageOf, requestHeaders, tokenFor } from './api-request';

/** The file name of a `content-disposition: attachment; filename="…"` header, plain or RFC 5987 encoded. */
export function attachmentFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: the plain name, if any, still serves.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a downloaded file to the browser: a link to an object URL, clicked, then let go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is ample for it to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads a file of the member's or the member group's own (PDF, workbook), or the console's (the audit CSV). A plain link cannot carry the Bearer
 * header, so the file is fetched here and saved from memory. Failures are reported as every other call's are (spec 8) and reach the caller as well.
 */
export async function downloadMemberFile(path: string, fallbackName: string): Promise<void> {
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        headers: { ...requestHeaders(tokenFor(path)), Accept: '*/*' },
        credentials: 'same-origin',
      });
    } catch {
      throw new ApiRequestError(0, undefined, undefined, CANNOT_CONNECT_MESSAGE);
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      throw new ApiRequestError(response.status, messageOf(body), body, response.statusText || CANNOT_CONNECT_MESSAGE);
    }
    saveBlob(await response.blob(), attachmentFileName(response.headers.get('content-disposition'), fallbackName));
  } catch (error) {
    const groupArea = path.startsWith(MEMBER_GROUP_API_PREFIX);
    if (path.startsWith(ADMIN_API_PREFIX) && error instanceof ApiRequestError && error.status === 401) endStaffSessionAndReload();
    else reportApiFailure(error, !groupArea && !path.startsWith(ADMIN_API_PREFIX), groupArea);
    throw error;
  }
}
