import { type AdminLoanQueueBody, adminLoanApplicationsEndpoints as e } from '@coop/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '@/lib/http/endpoint-call';

/** A page of the queue under its filters, with each status's count. */
export const loanQueueQuery = (body: AdminLoanQueueBody) => queryOptions({ ...endpointQuery(e.adminLoanQueue, { body }), placeholderData: keepPreviousData });

export const loanRoundsQuery = () => queryOptions(endpointQuery(e.adminLoanRounds, { body: {} }));

export const adminLoanApplicationQuery = (applicationNo: string) => queryOptions(endpointQuery(e.adminLoanApplication, { params: { application_no: applicationNo } }));

/** What a decision or a new round makes stale: the queue, the rounds' counts, the application. */
export const LOAN_QUERIES = [endpointKey(e.adminLoanQueue), endpointKey(e.adminLoanRounds), endpointKey(e.adminLoanApplication)];
