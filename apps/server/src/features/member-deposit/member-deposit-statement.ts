import type { MemberDepositStatementResponse, StatementQuery } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { pageRequest } from '../../http/statement-query';
import { readDepositStatement } from '../../db/repositories/deposit-repository';

export const ACCOUNT_NOT_FOUND = 'ไม่พบบัญชีเงินฝากนี้ในข้อมูลของท่าน';

/** One deposit account of the acting member's and one page of its statement; another member's is a 404. */
export async function memberDepositStatement(context: DomainContext, accountNo: string, query: StatementQuery): Promise<MemberDepositStatementResponse> {
  const page = pageRequest(query);
  const found = await readDepositStatement<MemberDepositStatementResponse['statement']['items'][number]>(context.db, memberActor(context), accountNo, page);
  if (!found) throw new ApiFailure(404, 'NOT_FOUND', ACCOUNT_NOT_FOUND);
  const { owner: account, statement } = found;
  return { rc_code: '1' as const, account, statement };
}
