import { useQuery } from '@tanstack/react-query';
import { sendRequest } from '@/lib/http/transport';

/** Spec 7: a file counts as a picture only when the server calls it a bmp, gif, jpeg or png. */
const IMAGE_TYPES = /^image\/(bmp|x-ms-bmp|gif|jpeg|png)\b/i;

export function isPictureType(contentType: string | null): boolean {
  return contentType !== null && IMAGE_TYPES.test(contentType);
}

/** HEAD the file; any failure (missing, not a picture, no connection) means "use the default". */
export async function pictureExists(path: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await sendRequest(path, { method: 'HEAD', signal, credentials: 'same-origin' });
    return response.ok && isPictureType(response.headers.get('content-type'));
  } catch {
    return false;
  }
}

/**
 * The picture to show: `path` once the HEAD check says it is there, `fallback` while it has no path or the check
 * failed. Until the check answers nothing is shown, so a missing file never flashes a broken image; nor while
 * `waiting` (the check has not been asked for yet).
 */
export function useCheckedPicture(path: string | null | undefined, fallback: string, waiting = false): string | undefined {
  const check = useQuery({
    queryKey: ['picture-exists', path],
    queryFn: ({ signal }) => pictureExists(path as string, signal),
    enabled: !!path,
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (waiting) return undefined;
  if (!path) return fallback;
  if (check.isPending) return undefined;
  return check.data ? path : fallback;
}
