import type { Collateral, MemberLoanStatementResponse, StatementQuery } from '@coop/contract';
import { listCollaterals, readLoanStatement } from '../../db/repositories/loan-repository';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { pageRequest } from '../../http/statement-query';

export const CONTRACT_NOT_FOUND = 'ไม่พบสัญญาเงินกู้นี้ในข้อมูลของท่าน';

/** One contract of the acting member's, its collaterals and one page of its statement; another member's is a 404. */
export async function memberLoanStatement(context: DomainContext, contractNo: string, query: StatementQuery): Promise<MemberLoanStatementResponse> {
  const page = pageRequest(query);
  // Both in parallel: the collaterals of a contract the member does not hold are read and dropped, never sent.
  const [found, collaterals] = await Promise.all([
    readLoanStatement<MemberLoanStatementResponse['statement']['items'][number]>(context.db, memberActor(context), contractNo, page),
    listCollaterals(context.db, [contractNo]),
  ]);
  if (!found) throw new ApiFailure(404, 'NOT_FOUND', CONTRACT_NOT_FOUND);
  const { contract, statement } = found;
  return {
    rc_code: '1' as const,
    contract,
    collaterals: collaterals.map((c) => ({
      ...c,
      collateral_type: c.collateral_type as Collateral['collateral_type'],
      guarantor_name: c.guarantor_name,
    })),
    statement,
  };
}
