import { confirmationEndpoints } from '@coop/contract';
import { endpointQuietQuery } from '@/lib/http/endpoint-call';

/**
 * What the letter with this code says, as recorded (public). Nothing is reported by the call: an unknown code (404)
 * is the page's own "not found" answer, not an error toast.
 */
export const verifiedLetterQuery = (code: string) => endpointQuietQuery(confirmationEndpoints.verifyLetter, { params: { code } });
