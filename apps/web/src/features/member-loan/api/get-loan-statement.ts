import { memberLoanEndpoints, type StatementQuery } from '@coop/contract';
import { memberStatementQuery } from '@/lib/http/member-statement-query';

/** One contract with its collaterals and a page of its statement; another member's contract answers 404. */
export const memberLoanStatementQuery = (contract: string, query: StatementQuery) =>
  memberStatementQuery(memberLoanEndpoints.memberLoanStatement, { contract }, query);
