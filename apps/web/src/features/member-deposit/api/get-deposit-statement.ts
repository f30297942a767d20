import type { MemberDepositStatementResponse, StatementQuery } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { MEMBER_QUERY_PREFIX } from '@/lib/query-client';

export function fetchDepositStatement(account: string, query: StatementQuery, signal?: AbortSignal): Promise<MemberDepositStatementResponse> {
  return apiCall<MemberDepositStatementResponse>(`/api/member/member_dep_statement/${encodeURIComponent(account)}`, {
    method: 'POST',
    body: query,
    memberSession: true,
    signal,
  });
}

/** One deposit account with a page of its statement; another member's account answers 404. */
export function useDepositStatement(account: string, query: StatementQuery) {
  return useQuery({
    queryKey: [MEMBER_QUERY_PREFIX, 'deposit-statement', account, query],
    queryFn: ({ signal }) => fetchDepositStatement(account, query, signal),
    // Another page of the same account stays on screen while it loads; another account's lines never stand in.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === account ? previous : undefined),
  });
}
