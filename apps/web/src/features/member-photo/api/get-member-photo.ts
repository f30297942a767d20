import { memberPhotoEndpoints } from '@coop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportApiFailure } from '@/lib/http/api-call';
import { ApiRequestError, CANNOT_CONNECT_MESSAGE, messageOf, requestHeaders, tokenFor } from '@/lib/http/api-request';
import { endpointKey } from '@/lib/http/endpoint-call';
import { sendRequest } from '@/lib/http/transport';

const PATH = memberPhotoEndpoints.memberPhoto.path;

/**
 * The member's photo, or null when there is none (a 404). An <img src> cannot carry the Bearer token, so the picture
 * is fetched here and shown from memory. Only a 401 is reported (it ends the session, spec 8): the picture is an
 * extra, and a failure shows the neutral icon instead of a second error toast beside the page's own.
 */
async function fetchMemberPhoto(signal: AbortSignal): Promise<Blob | null> {
  let response: Response;
  try {
    response = await sendRequest(PATH, { headers: { ...requestHeaders(tokenFor(PATH)), Accept: 'image/jpeg' }, credentials: 'same-origin', signal });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiRequestError(0, undefined, undefined, CANNOT_CONNECT_MESSAGE);
  }
  if (response.status === 404) {
    // the browser keeps a request whose body was never read open, and a `no-store` answer (every member answer is)
    // is not read into a cache either: let it go
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const error = new ApiRequestError(response.status, messageOf(body), body, CANNOT_CONNECT_MESSAGE);
    if (error.status === 401) reportApiFailure(error, true);
    throw error;
  }
  return response.blob();
}

/** Under the member prefix, so the picture is dropped with the rest of the member's data when the session changes. */
export const memberPhotoQuery = () => queryOptions({ queryKey: endpointKey(memberPhotoEndpoints.memberPhoto), queryFn: ({ signal }) => fetchMemberPhoto(signal) });

/** The object URL of the picture on show; one member's photo at a time, so one URL, let go when a new one arrives. */
let shown: { photo: Blob; url: string } | undefined;

function objectUrlOf(photo: Blob): string {
  if (shown?.photo !== photo) {
    if (shown) URL.revokeObjectURL(shown.url);
    shown = { photo, url: URL.createObjectURL(photo) };
  }
  return shown.url;
}

/** An object URL of the member's photo for an <img> (the header's and the status page's share it), or undefined. */
export function useMemberPhotoUrl(): string | undefined {
  const photo = useQuery(memberPhotoQuery()).data;
  return photo ? objectUrlOf(photo) : undefined;
}
