import type { MemberLoanStatementResponse, StatementQuery } from '@coop/contract';
import { memberStatementQueryOptions } from '@/lib/http/member-statement-query';

/** One contract with its collaterals and a page of its statement; another member's contract answers 404. */
export const loanStatementQueryOptions = (contract: string, query: StatementQuery) =>
  memberStatementQueryOptions<MemberLoanStatementResponse>('loan-statement', '/api/member/member_loan_statement', contract, query);
