import { adminConfirmationEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The population and balances the letters will state, and the auditor's latest sign-off of them (decision 084). */
export const campaignSnapshotQuery = (id: number) => queryOptions(endpointQuery(adminConfirmationEndpoints.confirmationSnapshot, { body: { id } }));
