import { ADMIN_SITE_PATHS, AdminDemandListBody, AdminDemandListResponse, AdminDemandResponse, AdminSavedResponse, DemandAnswerBody, ErrorResponses, IdBody } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answerDemand, findDemandForStaff, listDemandsForStaff } from '../demand-queries';
import { ApiFailure } from '../../../http/api-failure';
import { SITE_ADMIN_TEXT } from '../../../site/site-admin-text';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const PAGE_SIZE = 20;
const notFound = () => new ApiFailure(404, 'NOT_FOUND', SITE_ADMIN_TEXT.demandNotFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Visitors' requests, suggestions and complaints: staff read them with the contact details and answer publicly. */
const demands: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_SITE_PATHS.demandList, { schema: { body: AdminDemandListBody, response: { 200: AdminDemandListResponse, ...ErrorResponses } } }, async (request) => {
    const page = request.body.page ?? 1;
    const { total, items } = await listDemandsForStaff(app.db, { status: request.body.status }, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    return {
      items: items.map((d) => ({ ...d, created_at: d.created_at.toISOString(), answered_at: iso(d.answered_at) })) as AdminDemandListResponse['items'],
      page,
      page_size: PAGE_SIZE,
      total,
      total_pages: Math.ceil(total / PAGE_SIZE),
    };
  });

  app.post(ADMIN_SITE_PATHS.demandGet, { schema: { body: IdBody, response: { 200: AdminDemandResponse, ...ErrorResponses } } }, async (request) => {
    const demand = await findDemandForStaff(app.db, request.body.id);
    if (!demand) throw notFound();
    return { demand: { ...demand, created_at: demand.created_at.toISOString(), answered_at: iso(demand.answered_at) } as AdminDemandResponse['demand'] };
  });

  app.post(ADMIN_SITE_PATHS.demandAnswer, { schema: { body: DemandAnswerBody, response: { 200: AdminSavedResponse, ...ErrorResponses } } }, async (request) => {
    const { id, status } = request.body;
    const answer = request.body.answer.replace(/\r\n?/g, '\n').trim() || null;
    if (status === 'answered' && answer === null) throw new ApiFailure(400, 'ANSWER_REQUIRED', SITE_ADMIN_TEXT.answerRequired);
    await auditedChange(contextOf(request), { action: 'demand.answer', target: `demand:${id}` }, async (trx) => {
      const before = await findDemandForStaff(trx, id);
      if (!before) throw notFound();
      // the time shown with the answer is when its words were last written, not when the status last moved
      const answeredAt = answer === null ? null : answer === before.answer ? (before.answered_at ?? app.now()) : app.now();
      await answerDemand(trx, id, { status, answer, answeredAt });
      return { before: { status: before.status, answer: before.answer }, after: { status, answer }, result: undefined };
    });
    return { rc_code: '1' as const, rc_des: SITE_ADMIN_TEXT.saved };
  });
};
export default demands;
