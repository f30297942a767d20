import { adminConfirmationEndpoints } from '@coop/contract';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The answer chain recomputed on the server; asked for, not polled: it reads every answer of the campaign. */
export const verifyChainQuery = (id: number) => queryOptions({ ...endpointQuery(adminConfirmationEndpoints.confirmationVerifyChain, { body: { id } }), staleTime: 0 });
