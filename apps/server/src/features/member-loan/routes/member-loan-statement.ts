import { AccountRef, type Collateral, ErrorResponses, MemberLoanStatementResponse, StatementQuery } from '@coop/contract';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { listCollaterals, readLoanStatement } from '../../../db/repositories/loan-repository';
import { ApiFailure } from '../../../http/api-failure';
import { pageRequest } from '../../../http/statement-query';

export const CONTRACT_NOT_FOUND = 'ไม่พบสัญญาเงินกู้นี้ในข้อมูลของท่าน';

const memberLoanStatement: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/member_loan_statement/:contract',
    {
      schema: {
        params: Type.Object({ contract: AccountRef }),
        body: StatementQuery,
        response: { 200: MemberLoanStatementResponse, ...ErrorResponses },
      },
    },
    async (request) => {
      const page = pageRequest(request.body);
      // Both in parallel: the collaterals of a contract the member does not hold are read and dropped, never sent.
      const [found, collaterals] = await Promise.all([
        readLoanStatement<MemberLoanStatementResponse['statement']['items'][number]>(
          app.db,
          request.member.membershipNo,
          request.params.contract,
          page,
        ),
        listCollaterals(app.db, [request.params.contract]),
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
    },
  );
};
export default memberLoanStatement;
