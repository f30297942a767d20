import { memberDepositEndpoints, type StatementQuery } from '@coop/contract';
import { memberStatementQuery } from '@/lib/http/member-statement-query';

/** One deposit account with a page of its statement; another member's account answers 404. */
export const memberDepositStatementQuery = (account: string, query: StatementQuery) =>
  memberStatementQuery(memberDepositEndpoints.memberDepositStatement, { account }, query);
