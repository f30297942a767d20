import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { MemberLoginResponse, MembershipNo } from './member-auth';

/** The one-time code texted or mailed as a second proof, where the cooperative sends SMS or mail. */
export const ONE_TIME_CODE_LENGTH = 6;

/**
 * What proves who a member is: the facts the cooperative holds (issue 12). The national ID's check digit and the
 * date are judged by the server too; the shapes here only keep out what cannot be one.
 */
const IdentityProof = {
  membership_no: MembershipNo,
  /** 13 digits, as printed or without dashes. */
  id_card: Type.String({ minLength: 13, maxLength: 17, pattern: '^[0-9 -]+$' }),
  /** ISO date; the form takes it in Buddhist years. */
  birth_date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  /** The mobile number on file, with or without dashes. */
  mobile: Type.String({ minLength: 9, maxLength: 20, pattern: '^[0-9 +-]+$' }),
  mem_password: Type.String({ minLength: 1, maxLength: 128 }),
  otp: Type.Optional(Type.String({ pattern: `^[0-9]{${ONE_TIME_CODE_LENGTH}}$` })),
};

export const MemberRegisterBody = Type.Object(
  {
    ...IdentityProof,
    /** The member ticked "I have read and accept" under the terms of this version. */
    accept_terms: Type.Boolean(),
    terms_version: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
export type MemberRegisterBody = Static<typeof MemberRegisterBody>;

export const MemberForgetBody = Type.Object(IdentityProof, { additionalProperties: false });
export type MemberForgetBody = Static<typeof MemberForgetBody>;

/** The form's fields a refusal can point at: the facts to check again, the password, the terms or the code. */
export const ACCOUNT_FIELDS = ['membership_no', 'id_card', 'birth_date', 'mobile', 'mem_password', 'accept_terms', 'otp'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** Beside spec 3's keys, what a refusal tells the form: how many tries are left and what to check. */
const refusalHelp = {
  /** Wrong tries left before the 15-minute lock; absent when the attempt was not counted (the form's own mistakes). */
  tries_left: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The fields to check again. */
  check: Type.Optional(Type.Array(Type.Enum(ACCOUNT_FIELDS))),
};

/**
 * Spec 3: rc_code, messages, errors. '1' done; '2' a one-time code was texted or mailed and the same form is to be sent again
 * with it; '0' refused, with `errors` and the help above. A response carrying `errors` is a failure (spec 4). A done
 * registration also carries `session`, the login answer of a session it opened (stored as a login's is).
 */
export const MemberAccountResponse = Type.Object({
  rc_code: Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('0')]),
  messages: Type.Array(Type.String()),
  errors: Type.Optional(Type.Array(Type.String())),
  ...refusalHelp,
  /** With rc_code '2': where the code went, so the form names the right place to read it. */
  code_channel: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('sms')])),
  session: Type.Optional(MemberLoginResponse),
});
export type MemberAccountResponse = Static<typeof MemberAccountResponse>;

/** The throttle's refusal (429): the common error shape and, for this screen, the same text in `errors`; no tries left. */
export const MemberAccountRefusal = Type.Object({
  rc_code: Type.Literal('0'),
  code: Type.String(),
  error: Type.String(),
  messages: Type.Array(Type.String()),
  errors: Type.Array(Type.String()),
  tries_left: Type.Literal(0),
});
export type MemberAccountRefusal = Static<typeof MemberAccountRefusal>;

/** Registration and the forgotten password share one screen (spec 2.3) and these two calls. */
export const memberRegistrationEndpoints = {
  /** ลงทะเบียนใช้งาน (/member/register, /member/registerauth): a member's first portal password. */
  memberRegister: endpoint({
    method: 'POST',
    path: '/api/member/register',
    access: 'public',
    body: MemberRegisterBody,
    response: MemberAccountResponse,
    otherResponses: { 429: MemberAccountRefusal },
  }),
  /** ลืมรหัสผ่าน (/member/forget): a new password by the same proof; every session of the member ends. */
  memberForget: endpoint({
    method: 'POST',
    path: '/api/member/forget',
    access: 'public',
    body: MemberForgetBody,
    response: MemberAccountResponse,
    otherResponses: { 429: MemberAccountRefusal },
  }),
};
