import type { AdminDemandListBody, AdminDemandListResponse, AdminDemandResponse, AdminSavedResponse, DemandAnswerBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { SITE_ADMIN_TEXT } from '../../site/site-admin-text';
import { answerDemand, findDemandForStaff, listDemandsForStaff } from './demand-queries';

const PAGE_SIZE = 20;
const notFound = () => new ApiFailure(404, 'NOT_FOUND', SITE_ADMIN_TEXT.demandNotFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One page of the demands as staff see them, by status. */
export async function staffDemandPage(context: DomainContext, body: AdminDemandListBody): Promise<AdminDemandListResponse> {
  const page = body.page ?? 1;
  const { total, items } = await listDemandsForStaff(context.db, { status: body.status }, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return {
    items: items.map((d) => ({ ...d, created_at: d.created_at.toISOString(), answered_at: iso(d.answered_at) })) as AdminDemandListResponse['items'],
    page,
    page_size: PAGE_SIZE,
    total,
    total_pages: Math.ceil(total / PAGE_SIZE),
  };
}

/** One demand with the contact details. */
export async function staffDemand(context: DomainContext, id: number): Promise<AdminDemandResponse> {
  const demand = await findDemandForStaff(context.db, id);
  if (!demand) throw notFound();
  return { demand: { ...demand, created_at: demand.created_at.toISOString(), answered_at: iso(demand.answered_at) } as AdminDemandResponse['demand'] };
}

/** The cooperative's public answer and the demand's status; audited. */
export async function saveDemandAnswer(context: DomainContext, body: DemandAnswerBody): Promise<AdminSavedResponse> {
  const { id, status } = body;
  const answer = body.answer.replace(/\r\n?/g, '\n').trim() || null;
  if (status === 'answered' && answer === null) throw new ApiFailure(400, 'ANSWER_REQUIRED', SITE_ADMIN_TEXT.answerRequired);
  await auditedChange(context, { action: 'demand.answer', target: `demand:${id}` }, async (trx) => {
    const before = await findDemandForStaff(trx, id);
    if (!before) throw notFound();
    // the time shown with the answer is when its words were last written, not when the status last moved
    const answeredAt = answer === null ? null : answer === before.answer ? (before.answered_at ?? context.now()) : context.now();
    await answerDemand(trx, id, { status, answer, answeredAt });
    return { before: { status: before.status, answer: before.answer }, after: { status, answer }, result: undefined };
  });
  return adminSaved(SITE_ADMIN_TEXT.saved);
}
