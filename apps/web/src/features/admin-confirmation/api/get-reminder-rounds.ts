import { adminConfirmationEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The reminder rounds sent and the answers that followed each. */
export const reminderRoundsQuery = (id: number) => queryOptions(endpointQuery(adminConfirmationEndpoints.confirmationReminderRounds, { body: { id } }));
