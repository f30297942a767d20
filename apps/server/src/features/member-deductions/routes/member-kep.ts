import { ErrorResponses, KepQuery, MemberKepResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { subtractBaht, sumBaht } from '@coop/thai-format';
import { findKepDocuments, listKepMonths } from '../deduction-queries';
import { findMemberProfile } from '../../../db/repositories/member-repository';

const memberKep: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/member/member_kep',
    { schema: { body: KepQuery, response: { 200: MemberKepResponse, ...ErrorResponses } } },
    async (request) => {
      const no = request.member.membershipNo;
      const [months, profile] = await Promise.all([listKepMonths(app.db, no), findMemberProfile(app.db, no)]);
      const wanted = request.body ?? {};
      const chosen = wanted.year && wanted.month ? { year: wanted.year, month: wanted.month } : months[0];
      const documents = chosen ? await findKepDocuments(app.db, no, chosen.year, chosen.month) : [];
      const salary = profile?.salary ?? 0;
      const deducted = sumBaht(documents.map((d) => d.header.amount_total));
      return {
        rc_code: '1' as const,
        months,
        documents,
        salary,
        salary_left: documents.length ? subtractBaht(salary, deducted) : null,
      };
    },
  );
};
export default memberKep;
