import { memberDepositEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's deposit accounts with their total. */
export const memberDepositQuery = () => endpointQuery(memberDepositEndpoints.memberDeposit, { body: {} });
