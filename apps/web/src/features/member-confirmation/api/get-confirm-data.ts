import { confirmationEndpoints } from '@coop/contract';
import { thaiToday } from '@coop/thai-format';
import { endpointQuietQuery } from '@/lib/http/endpoint-call';

/** The year a member confirms in (decision 034): the Gregorian year on the cooperative's clock. */
export const currentConfirmYear = (): number => Number(thaiToday().slice(0, 4));

/**
 * The year's letter and the member's answer (spec 3 and 6), read by the member layout (prompt and menu entry) and by
 * the confirmation page. The call itself reports nothing: only the page alerts (spec 8), the layout stays quiet.
 */
export const confirmDataQuery = (year: number = currentConfirmYear()) => endpointQuietQuery(confirmationEndpoints.memberConfirmData, { params: { year: String(year) } });
