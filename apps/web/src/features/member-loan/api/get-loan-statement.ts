import type { MemberLoanStatementResponse, StatementQuery } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchLoanStatement(contract: string, query: StatementQuery, signal?: AbortSignal): Promise<MemberLoanStatementResponse> {
  return apiCall<MemberLoanStatementResponse>(`/api/member/member_loan_statement/${encodeURIComponent(contract)}`, {
    method: 'POST',
    body: query,
    memberSession: true,
    signal,
  });
}

/** One contract with its collaterals and a page of its statement; another member's contract answers 404. */
export function useLoanStatement(contract: string, query: StatementQuery) {
  return useQuery({
    queryKey: [MEMBER_QUERY_PREFIX, 'loan-statement', contract, query],
    queryFn: ({ signal }) => fetchLoanStatement(contract, query, signal),
    // Another page of the same contract stays on screen while it loads; another contract's lines never stand in.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === contract ? previous : undefined),
  });
}
