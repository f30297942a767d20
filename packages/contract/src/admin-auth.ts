import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { LogoutResponse, sessionGrant } from './member-auth';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

/**
 * admin: everything; editor: the public site's content; support: members' accounts and impersonation; auditor:
 * balance confirmation campaigns and their responses, read only (decision 034).
 */
export const StaffRole = Type.Union([Type.Literal('admin'), Type.Literal('editor'), Type.Literal('support'), Type.Literal('auditor')]);
export type StaffRole = Static<typeof StaffRole>;

export const StaffUsername = Type.String({ pattern: '^[a-z0-9._-]{3,32}$' });

export const StaffLoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    /**
     * Only past the account-wide lock (decision 037): an unused recovery code, spent with the right password, lets
     * the owner on to the second factor from a browser that has not logged in before.
     */
    recovery_code: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type StaffLoginBody = Static<typeof StaffLoginBody>;

/** What a first login shows to enrol an authenticator app: the QR code, and the secret to type instead. */
export const TotpEnrolment = Type.Object({
  secret: Type.String(),
  otpauth_uri: Type.String(),
  /** An SVG image of the QR code of `otpauth_uri`. */
  qr_svg: Type.String(),
});
export type TotpEnrolment = Static<typeof TotpEnrolment>;

/**
 * The password was right; the login waits for the second factor. `challenge` is sent back with it (it expires in
 * five minutes); `enrolment` is there when the account has no authenticator yet.
 */
export const StaffLoginResponse = OkResponse({
  stage: Type.Union([Type.Literal('verify'), Type.Literal('enrol')]),
  challenge: Type.String(),
  enrolment: Type.Optional(TotpEnrolment),
  /** The account has a passkey: the second step offers it beside the code (decision 074). */
  passkey: Type.Optional(Type.Boolean()),
});
export type StaffLoginResponse = Static<typeof StaffLoginResponse>;

/** The token of the staff login's first step, which its second step sends back. */
export const StaffChallenge = Type.String({ minLength: 1, maxLength: 128 });

export const StaffVerifyBody = Type.Object(
  {
    challenge: StaffChallenge,
    /** Six digits from the authenticator app. */
    code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
    /** Or one of the recovery codes given at enrolment. */
    recovery_code: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type StaffVerifyBody = Static<typeof StaffVerifyBody>;

export const StaffIdentity = Type.Object({
  username: Type.String(),
  display_name: Type.String(),
  role: StaffRole,
});
export type StaffIdentity = Static<typeof StaffIdentity>;

/**
 * Since the owner's previous login the account was locked by wrong passwords (decision 037): when it was last
 * locked, and how many wrong passwords came from how many addresses.
 */
export const StaffLockNotice = Type.Object({
  last_locked_at: Type.String(),
  failures: Type.Integer({ minimum: 0 }),
  addresses: Type.Integer({ minimum: 0 }),
});
export type StaffLockNotice = Static<typeof StaffLockNotice>;

/** Stored whole in local storage under `staffuser`; `token` makes it a session. */
export const StaffSessionResponse = Type.Object({
  ...sessionGrant,
  user: StaffIdentity,
  /** Only when the authenticator was just enrolled: shown once, to keep somewhere safe. */
  recovery_codes: Type.Optional(Type.Array(Type.String())),
  lock_notice: Type.Optional(StaffLockNotice),
});
export type StaffSessionResponse = Static<typeof StaffSessionResponse>;

export const StaffAuthUserResponse = OkResponse({
  user: StaffIdentity,
  expires_at: Type.String(),
});
export type StaffAuthUserResponse = Static<typeof StaffAuthUserResponse>;

/** The staff console's calls for logging in and out (issue 13). */
export const adminAuthEndpoints = {
  /** The first step: username and password open a challenge for the second factor. */
  staffLogin: endpoint({ method: 'POST', path: '/api/admin/auth/login', access: 'public', body: StaffLoginBody, response: StaffLoginResponse }),
  /** The second step: the authenticator's code (or a recovery code) turns the challenge into a session. */
  staffVerify: endpoint({ method: 'POST', path: '/api/admin/auth/verify', access: 'public', body: StaffVerifyBody, response: StaffSessionResponse }),
  staffLogout: endpoint({ method: 'POST', path: '/api/admin/auth/logout', access: 'staff', body: NoInput, response: LogoutResponse }),
  /** The console's session check: who is logged in and until when. */
  staffAuthUser: endpoint({ method: 'POST', path: '/api/admin/auth/getAuthUser', access: 'staff', body: NoInput, response: StaffAuthUserResponse }),
};
