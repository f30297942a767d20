import type { MemberDepositStatementResponse, StatementQuery } from '@coop/contract';
import { memberStatementQueryOptions } from '@/lib/http/member-statement-query';

/** One deposit account with a page of its statement; another member's account answers 404. */
export const depositStatementQueryOptions = (account: string, query: StatementQuery) =>
  memberStatementQueryOptions<MemberDepositStatementResponse>('deposit-statement', '/api/member/member_dep_statement', account, query);
