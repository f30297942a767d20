import { ErrorResponses, MemberCollResponse, NoInput, type Collateral } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listCollaterals, listGuaranteedLoans, listLoanContracts } from '../../../db/repositories/loan-repository';

const memberColl: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/member/member_coll', { schema: { body: NoInput, response: { 200: MemberCollResponse, ...ErrorResponses } } }, async (request) => {
    const no = request.member.membershipNo;
    const [guaranteeing, contracts] = await Promise.all([listGuaranteedLoans(app.db, no), listLoanContracts(app.db, no)]);
    const collaterals = await listCollaterals(app.db, contracts.map((c) => c.contract_no));
    return {
      rc_code: '1' as const,
      guaranteeing: guaranteeing.map(({ sign_status, ...g }) => ({ ...g, in_arrears: sign_status === 1 })),
      guaranteed_by: contracts.map((c) => ({
        contract_no: c.contract_no,
        loan_type_name: c.loan_type_name,
        principal_balance: c.principal_balance,
        collaterals: collaterals
          .filter((g) => g.contract_no === c.contract_no)
          .map(({ contract_no: _, ...g }) => ({
            ...g,
            collateral_type: g.collateral_type as Collateral['collateral_type'],
          })),
      })),
    };
  });
};
export default memberColl;
