import { Type, type Static } from 'typebox';
import { AdminActionResponse } from './admin-members';
import { endpoint, staffRoles } from './endpoint';
import { ApiError } from './errors';
import { PageInfo } from './info-paging';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

export const PAYMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
export const PaymentRequestStatusSchema = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

export const PAYMENT_REQUEST_STATUS_NAMES: Record<PaymentRequestStatus, string> = {
  pending: 'รอพิจารณา',
  approved: 'อนุมัติแล้ว',
  rejected: 'ไม่อนุมัติ',
};

/** A Thai mobile number as the member types it, dashes and spaces left out: 10 digits starting 06, 08 or 09. */
export const THAI_MOBILE = /^0[689]\d{8}$/;

export const PaymentServiceRequestBody = Type.Object(
  {
    account_no: Type.String({ maxLength: 30 }),
    mobile: Type.String({ maxLength: 20 }),
    consent: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PaymentServiceRequestBody = Static<typeof PaymentServiceRequestBody>;

export const PaymentServiceRequest = Type.Object({
  id: Type.Integer(),
  account_no: Type.String(),
  account_name: Type.String(),
  mobile: Type.String(),
  status: PaymentRequestStatusSchema,
  note: Nullable(Type.String()),
  requested_at: Type.String(),
  decided_at: Nullable(Type.String()),
});
export type PaymentServiceRequest = Static<typeof PaymentServiceRequest>;

export const PaymentServiceAccount = Type.Object({ account_no: Type.String(), account_name: Type.String(), type_name: Type.String() });
export type PaymentServiceAccount = Static<typeof PaymentServiceAccount>;

/** The member's open deposit accounts (the choices) and their requests, newest first. */
export const PaymentServiceStateResponse = OkResponse({
  accounts: Type.Array(PaymentServiceAccount),
  requests: Type.Array(PaymentServiceRequest),
});
export type PaymentServiceStateResponse = Static<typeof PaymentServiceStateResponse>;

export const PaymentServiceRequestedResponse = OkResponse({ rc_des: Type.String(), id: Type.Integer() });
export type PaymentServiceRequestedResponse = Static<typeof PaymentServiceRequestedResponse>;

export const AdminPaymentRequestListBody = Type.Object(
  { status: Type.Optional(PaymentRequestStatusSchema), page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) },
  { additionalProperties: false },
);
export type AdminPaymentRequestListBody = Static<typeof AdminPaymentRequestListBody>;

export const AdminPaymentRequest = Type.Intersect([
  PaymentServiceRequest,
  Type.Object({ membership_no: Type.String(), member_name: Type.String(), decided_by: Nullable(Type.String()) }),
]);
export type AdminPaymentRequest = Static<typeof AdminPaymentRequest>;

export const AdminPaymentRequestListResponse = OkResponse({ data: Type.Array(AdminPaymentRequest), ...PageInfo });
export type AdminPaymentRequestListResponse = Static<typeof AdminPaymentRequestListResponse>;

export const PAYMENT_NOTE_MAX = 1000;
export const AdminPaymentDecisionBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    decision: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
    note: Type.Optional(Type.String({ maxLength: PAYMENT_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type AdminPaymentDecisionBody = Static<typeof AdminPaymentDecisionBody>;

/** The console's side: support staff and admins. */
const PAYMENT_REQUEST_STAFF = staffRoles('admin', 'support');

/** The payment-service request (issue 14 item 4, decision 033): the member's side and the console's. */
export const paymentServiceEndpoints = {
  /** The session member's open accounts and requests. */
  memberPaymentService: endpoint({ method: 'GET', path: '/api/member/payment_service_request', access: 'member', response: PaymentServiceStateResponse }),
  /** A new request of the session member. */
  memberPaymentServiceRequest: endpoint({
    method: 'POST',
    path: '/api/member/payment_service_request',
    access: 'member',
    body: PaymentServiceRequestBody,
    response: PaymentServiceRequestedResponse,
  }),
  paymentRequests: endpoint({
    method: 'POST',
    path: '/api/admin/payment_requests/list',
    access: PAYMENT_REQUEST_STAFF,
    body: AdminPaymentRequestListBody,
    response: AdminPaymentRequestListResponse,
  }),
  paymentRequestDecision: endpoint({
    method: 'POST',
    path: '/api/admin/payment_requests/decide',
    access: PAYMENT_REQUEST_STAFF,
    body: AdminPaymentDecisionBody,
    response: AdminActionResponse,
    otherResponses: { 409: ApiError },
  }),
};
