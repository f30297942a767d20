import { randomInt } from 'node:crypto';
import {
  BODY_RULE,
  DEMAND_REFERENCE_ALPHABET,
  type DemandLookupBody,
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
import { addressLocked, claimPost, countAddressAttempt } from '../../http/address-limit';
import { ApiFailure } from '../../http/api-failure';
import { pageInfo, pageOf } from '../../http/page-query';
import { acceptText } from '../../http/visitor-text';
import { countDemands, findDemand, findDemandByReference, insertDemand, listDemands } from './demand-queries';
import { CONTACT_REQUIRED, DEMAND_NOT_FOUND, DEMAND_RECEIVED, REFERENCE_NOT_FOUND, tooManyLookups } from './demand-text';
import { toPublicDemand } from './demand-view';

const DEMAND_POST_SCOPE = 'demand-post:address';
const DEMAND_LOOKUP_SCOPE = 'demand-lookup:address';
/** Lookups by reference from one address: enough to check back often, too few to try references. */
const LOOKUP_RULE = { limit: 10, windowMs: 10 * 60_000, lockMs: 10 * 60_000 };

/** A new reference, XXXX-XXXX-XXXX, each character drawn at random (60 bits). */
function newReference(): string {
  const chars = Array.from({ length: 12 }, () => DEMAND_REFERENCE_ALPHABET[randomInt(DEMAND_REFERENCE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

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

/**
 * The visitor's demand by its reference: the same public view as its page, nothing more. Every lookup is counted
 * against the address first (decision 039), so references cannot be tried one after another.
 */
export async function demandByReference(context: DomainContext, { reference }: DemandLookupBody): Promise<DemandShowResponse> {
  const lock = await countAddressAttempt(context.db, DEMAND_LOOKUP_SCOPE, clientAddress(context), context.now(), LOOKUP_RULE);
  if (lock) throw addressLocked(lock, 'TOO_MANY_LOOKUPS', tooManyLookups(lock.minutes));
  const row = await findDemandByReference(context.db, reference);
  if (!row) throw new ApiFailure(404, 'NOT_FOUND', REFERENCE_NOT_FOUND);
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
  const reference = newReference();
  const id = await insertDemand(context.db, {
    reference,
    demandType: demand.demand_type,
    title,
    body,
    contactName,
    phone,
    email,
    createdAt: context.now(),
    ip: clientAddress(context),
  });
  return { rc_code: '1' as const, rc_des: DEMAND_RECEIVED, id, reference };
}
