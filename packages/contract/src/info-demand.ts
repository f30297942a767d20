import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Nullable } from './nullable';
import { PageInfo, PageQuery, TopicIdParams } from './info-paging';
import { PostedResponse } from './posted-response';

export const DEMAND_TYPES = ['request', 'suggestion', 'complaint'] as const;
export type DemandType = (typeof DEMAND_TYPES)[number];
export const DEMAND_TYPE_NAMES: Record<DemandType, string> = {
  request: 'คำร้อง',
  suggestion: 'ข้อเสนอแนะ',
  complaint: 'ข้อร้องเรียน',
};

export const DEMAND_STATUSES = ['received', 'in_progress', 'answered'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];
export const DEMAND_STATUS_NAMES: Record<DemandStatus, string> = {
  received: 'รับเรื่องแล้ว',
  in_progress: 'กำลังดำเนินการ',
  answered: 'ตอบกลับแล้ว',
};

/**
 * A visitor's request, suggestion or complaint. Title and body follow TITLE_RULE and BODY_RULE, contact_name
 * NAME_RULE (info-text.ts); at least one of phone and email is required, checked by phoneProblem and emailProblem.
 * Contact details are kept for the cooperative only and never returned by any public call.
 */
export const DemandSubmitBody = Type.Object({
  demand_type: Type.Enum(DEMAND_TYPES),
  title: Type.String({ maxLength: 800 }),
  body: Type.String({ maxLength: 20_000 }),
  contact_name: Type.String({ maxLength: 400 }),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
});
export type DemandSubmitBody = Static<typeof DemandSubmitBody>;

/**
 * What a visitor keeps to come back to their demand: 12 characters in three groups of four, from an alphabet without
 * look-alikes (no 0, O, 1, I or L), drawn at random (60 bits), so one cannot be guessed from another or from the id.
 */
export const DEMAND_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const DemandReference = Type.String({ pattern: '^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$' });

/** The reference as a visitor may type it: any case, with or without dashes and spaces; undefined when it cannot be one. */
export function normaliseDemandReference(typed: string): string | undefined {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== 12 || [...plain].some((c) => !DEMAND_REFERENCE_ALPHABET.includes(c))) return undefined;
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}

export const DemandSubmitResponse = Type.Object({ ...PostedResponse.properties, reference: DemandReference });
export type DemandSubmitResponse = Static<typeof DemandSubmitResponse>;

/** The reference given when the demand was sent; in the body, so it stays out of addresses and logs. */
export const DemandLookupBody = Type.Object({ reference: DemandReference }, { additionalProperties: false });
export type DemandLookupBody = Static<typeof DemandLookupBody>;

const DemandPublic = {
  id: Type.Integer(),
  demand_type: Type.Enum(DEMAND_TYPES),
  demand_type_name: Type.String(),
  title: Type.String(),
  status: Type.Enum(DEMAND_STATUSES),
  status_name: Type.String(),
  created_at: Type.String(),
  answered_at: Nullable(Type.String()),
};

/** `GET /api/info/demand?page=`: newest first, without contact details. */
export const DemandListResponse = Type.Object({
  items: Type.Array(Type.Object(DemandPublic)),
  ...PageInfo,
});
export type DemandListResponse = Static<typeof DemandListResponse>;

/** `GET /api/info/demand/{topicId}`: the demand and the cooperative's answer, without contact details. */
export const DemandShowResponse = Type.Object({
  demand: Type.Object({ ...DemandPublic, body: Type.String(), answer: Nullable(Type.String()) }),
});
export type DemandShowResponse = Static<typeof DemandShowResponse>;

export const infoDemandEndpoints = {
  /** One page of the demands, newest first, without contact details. */
  demandList: endpoint({ method: 'GET', path: '/api/info/demand', access: 'public', query: PageQuery, response: DemandListResponse }),
  /** A visitor's request, suggestion or complaint, counted against the address's posting limit. */
  demandSubmit: endpoint({ method: 'POST', path: '/api/info/demand', access: 'public', body: DemandSubmitBody, response: DemandSubmitResponse }),
  /** The visitor's own demand by the reference they were given: its status and answer, counted against the address. */
  demandLookup: endpoint({ method: 'POST', path: '/api/info/demand/lookup', access: 'public', body: DemandLookupBody, response: DemandShowResponse }),
  /** One demand with the cooperative's answer. */
  demand: endpoint({ method: 'GET', path: '/api/info/demand/:topicId', access: 'public', params: TopicIdParams, response: DemandShowResponse }),
};
