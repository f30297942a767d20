import {
  BODY_RULE,
  type DemandListResponse,
  type DemandShowResponse,
  type DemandSubmitBody,
  type DemandSubmitResponse,
  emailProblem,
  NAME_RULE,
  type PageQuery,
  phoneProblem,
  TITLE_RULE,
} from '@coop/contract';
import { clientAddress, type DomainContext } from '../../domain/context';
import { claimPost } from '../../http/address-limit';
import { ApiFailure } from '../../http/api-failure';
import { pageInfo, pageOf } from '../../http/page-query';
import { acceptText } from '../../http/visitor-text';
import { countDemands, findDemand, insertDemand, listDemands } from './demand-queries';
import { CONTACT_REQUIRED, DEMAND_NOT_FOUND, DEMAND_RECEIVED } from './demand-text';
import { toPublicDemand } from './demand-view';

const DEMAND_POST_SCOPE = 'demand-post:address';

function optionalContact(value: string | undefined, problem: (v: string) => string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  const why = problem(text);
  if (why) throw new ApiFailure(400, 'VALIDATION', why);
  return text;
}

/** One page of the demands, newest first, as visitors see them. */
export async function demandPage(context: DomainContext, query: PageQuery): Promise<DemandListResponse> {
  const page = pageOf(query);
  const [total, rows] = await Promise.all([countDemands(context.db), listDemands(context.db, { offset: page.offset, limit: page.pageSize })]);
  return { items: rows.map(toPublicDemand), ...pageInfo(page, total) };
}

/** One demand with the cooperative's answer, without the contact details. */
export async function publicDemand(context: DomainContext, id: number): Promise<DemandShowResponse> {
  const row = await findDemand(context.db, id);
  if (!row) throw new ApiFailure(404, 'NOT_FOUND', DEMAND_NOT_FOUND);
  return { demand: { ...toPublicDemand(row), body: row.body, answer: row.answer } };
}

/** A visitor's demand with a way to reach them, stored once the address's allowance has counted it. */
export async function submitDemand(context: DomainContext, demand: DemandSubmitBody): Promise<DemandSubmitResponse> {
  const title = acceptText(demand.title, TITLE_RULE);
  const body = acceptText(demand.body, BODY_RULE);
  const contactName = acceptText(demand.contact_name, NAME_RULE);
  const phone = optionalContact(demand.phone, phoneProblem);
  const email = optionalContact(demand.email, emailProblem);
  if (!phone && !email) throw new ApiFailure(400, 'VALIDATION', CONTACT_REQUIRED);
  await claimPost(context, DEMAND_POST_SCOPE);
  const id = await insertDemand(context.db, {
    demandType: demand.demand_type,
    title,
    body,
    contactName,
    phone,
    email,
    createdAt: context.now(),
    ip: clientAddress(context),
  });
  return { rc_code: '1' as const, rc_des: DEMAND_RECEIVED, id };
}
