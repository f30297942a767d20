import { Type, type Static } from 'typebox';
import { StaffChallenge, StaffSessionResponse } from './admin-auth';
import { endpoint } from './endpoint';
import { MemberLoginResponse, MembershipNo } from './member-auth';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { DoneResponse, OkResponse } from './ok-response';

/** base64url without padding, as WebAuthn's JSON forms carry bytes. */
const B64U = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$' });
/** A credential ID: the authenticator's choice, at most 1023 bytes (WebAuthn Level 3), so 1364 characters. */
const CredentialId = B64U(1364);
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 });
const CredentialDescriptor = Type.Object({ id: Type.String(), type: Type.Literal('public-key'), transports: Type.Optional(Type.Array(Type.String())) });

/** What `navigator.credentials.create()` is given (WebAuthn's PublicKeyCredentialCreationOptionsJSON), as the server made it. */
export const PasskeyCreationOptions = Type.Object({
  challenge: Type.String(),
  rp: Type.Object({ name: Type.String(), id: Type.String() }),
  user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
  pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.Literal('public-key') })),
  timeout: Type.Integer(),
  attestation: Type.String(),
  excludeCredentials: Type.Array(CredentialDescriptor),
  authenticatorSelection: Type.Object({
    residentKey: Type.String(),
    requireResidentKey: Type.Boolean(),
    userVerification: Type.String(),
  }),
  extensions: Type.Object({ credProps: Type.Boolean() }),
  hints: Type.Array(Type.String()),
});
export type PasskeyCreationOptions = Static<typeof PasskeyCreationOptions>;

/** What `navigator.credentials.get()` is given (PublicKeyCredentialRequestOptionsJSON); no credentials listed: any of this site's. */
export const PasskeyRequestOptions = Type.Object({
  rpId: Type.String(),
  challenge: Type.String(),
  allowCredentials: Type.Array(CredentialDescriptor),
  timeout: Type.Integer(),
  userVerification: Type.String(),
});
export type PasskeyRequestOptions = Static<typeof PasskeyRequestOptions>;

export const PasskeyCreationOptionsResponse = OkResponse({ options: PasskeyCreationOptions });
export type PasskeyCreationOptionsResponse = Static<typeof PasskeyCreationOptionsResponse>;
export const PasskeyRequestOptionsResponse = OkResponse({ options: PasskeyRequestOptions });
export type PasskeyRequestOptionsResponse = Static<typeof PasskeyRequestOptionsResponse>;

/** The extensions' answers the browser gives back; only credProps is asked for, the rest are dropped unread. */
const ClientExtensionResults = Type.Object({ credProps: Type.Optional(Type.Object({ rk: Type.Optional(Type.Boolean()) })) });
const Attachment = Type.Optional(Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]));

/** A new credential as the browser gives it (RegistrationResponseJSON). */
export const PasskeyRegistration = Type.Object(
  {
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: B64U(4096),
        attestationObject: B64U(16384),
        authenticatorData: Type.Optional(B64U(16384)),
        transports: Type.Optional(Transports),
        publicKeyAlgorithm: Type.Optional(Type.Integer()),
        publicKey: Type.Optional(B64U(4096)),
      },
      { additionalProperties: false },
    ),
    clientExtensionResults: ClientExtensionResults,
    authenticatorAttachment: Attachment,
  },
  { additionalProperties: false },
);
export type PasskeyRegistration = Static<typeof PasskeyRegistration>;

/** A signed assertion as the browser gives it (AuthenticationResponseJSON). */
export const PasskeyAssertion = Type.Object(
  {
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: B64U(4096),
        authenticatorData: B64U(16384),
        signature: B64U(1024),
        userHandle: Type.Optional(B64U(128)),
      },
      { additionalProperties: false },
    ),
    clientExtensionResults: ClientExtensionResults,
    authenticatorAttachment: Attachment,
  },
  { additionalProperties: false },
);
export type PasskeyAssertion = Static<typeof PasskeyAssertion>;

/** The member's security page (ความปลอดภัย): their passkeys; what a passkey's notices link to. */
export const MEMBER_SECURITY_PATH = '/member/security';

export const PASSKEY_NAME_MAX = 60;
/** Something besides spaces; stored trimmed. */
const PasskeyName = Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX, pattern: '\\S' });

export const PasskeyRegisterBody = Type.Object({ credential: PasskeyRegistration }, { additionalProperties: false });
export type PasskeyRegisterBody = Static<typeof PasskeyRegisterBody>;

/** One of the owner's passkeys as the security page lists it. */
export const PasskeyEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String(),
  last_used_at: Nullable(Type.String()),
  /** Synced to the owner's other devices by their password manager (iCloud Keychain, Google Password Manager…). */
  synced: Type.Boolean(),
});
export type PasskeyEntry = Static<typeof PasskeyEntry>;

export const PasskeyListResponse = OkResponse({ passkeys: Type.Array(PasskeyEntry) });
export type PasskeyListResponse = Static<typeof PasskeyListResponse>;

/** A passkey added: the Thai words to show and the passkey as the list shows it. */
export const PasskeyAddedResponse = OkResponse({ rc_des: Type.String(), passkey: PasskeyEntry });
export type PasskeyAddedResponse = Static<typeof PasskeyAddedResponse>;

export const PasskeyDoneResponse = DoneResponse;
export type PasskeyDoneResponse = Static<typeof PasskeyDoneResponse>;

export const PasskeyIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });
export type PasskeyIdParams = Static<typeof PasskeyIdParams>;

export const PasskeyRenameBody = Type.Object({ name: PasskeyName }, { additionalProperties: false });
export type PasskeyRenameBody = Static<typeof PasskeyRenameBody>;

/** Removing a passkey asks the owner's password again: a session left open is not enough. */
export const PasskeyRemoveBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type PasskeyRemoveBody = Static<typeof PasskeyRemoveBody>;

/**
 * The logon page's first step: with the membership number this device remembers, the options list that member's
 * passkeys; without it, any passkey of this site may answer (a discoverable credential names its member).
 */
export const MemberPasskeyOptionsBody = Type.Object({ membership_no: Type.Optional(MembershipNo) }, { additionalProperties: false });
export type MemberPasskeyOptionsBody = Static<typeof MemberPasskeyOptionsBody>;

export const MemberPasskeySignInBody = Type.Object({ credential: PasskeyAssertion, remember: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type MemberPasskeySignInBody = Static<typeof MemberPasskeySignInBody>;

/** The staff login's second step by passkey: the challenge the password step gave, and then the signed assertion. */
export const StaffPasskeyOptionsBody = Type.Object({ challenge: StaffChallenge }, { additionalProperties: false });
export type StaffPasskeyOptionsBody = Static<typeof StaffPasskeyOptionsBody>;

export const StaffPasskeyVerifyBody = Type.Object(
  { challenge: StaffChallenge, credential: PasskeyAssertion },
  { additionalProperties: false },
);
export type StaffPasskeyVerifyBody = Static<typeof StaffPasskeyVerifyBody>;

/** The member's passkeys (issue 27 item 1, decision 074): kept from the security page, used from the logon page. */
export const memberPasskeyEndpoints = {
  memberPasskeys: endpoint({ method: 'GET', path: '/api/member/passkeys', access: 'member', response: PasskeyListResponse }),
  /** Options to make a passkey for the signed-in member; never while staff look through the member's eyes. */
  memberPasskeyCreationOptions: endpoint({
    method: 'POST',
    path: '/api/member/passkeys/options',
    access: 'member',
    body: NoInput,
    response: PasskeyCreationOptionsResponse,
  }),
  memberPasskeyRegister: endpoint({ method: 'POST', path: '/api/member/passkeys/register', access: 'member', body: PasskeyRegisterBody, response: PasskeyAddedResponse }),
  memberPasskeyRename: endpoint({
    method: 'POST',
    path: '/api/member/passkeys/:id/rename',
    access: 'member',
    params: PasskeyIdParams,
    body: PasskeyRenameBody,
    response: PasskeyDoneResponse,
  }),
  memberPasskeyRemove: endpoint({
    method: 'POST',
    path: '/api/member/passkeys/:id/remove',
    access: 'member',
    params: PasskeyIdParams,
    body: PasskeyRemoveBody,
    response: PasskeyDoneResponse,
  }),
  /** The logon page's passkey button: a single-use challenge, for the remembered member's passkeys or for any. */
  memberPasskeySignInOptions: endpoint({
    method: 'POST',
    path: '/api/member/auth/passkey/options',
    access: 'public',
    body: MemberPasskeyOptionsBody,
    response: PasskeyRequestOptionsResponse,
  }),
  /** Signs in with the signed assertion: the same answer, stored the same way, as the password login (spec 3). */
  memberPasskeySignIn: endpoint({ method: 'POST', path: '/api/member/auth/passkey', access: 'public', body: MemberPasskeySignInBody, response: MemberLoginResponse }),
};

/** A staff user's passkeys as their second factor: enrolled from their own account page, offered at the login's second step. */
export const staffPasskeyEndpoints = {
  staffPasskeys: endpoint({ method: 'GET', path: '/api/admin/account/passkeys', access: 'staff', response: PasskeyListResponse }),
  staffPasskeyCreationOptions: endpoint({
    method: 'POST',
    path: '/api/admin/account/passkeys/options',
    access: 'staff',
    body: NoInput,
    response: PasskeyCreationOptionsResponse,
  }),
  staffPasskeyRegister: endpoint({
    method: 'POST',
    path: '/api/admin/account/passkeys/register',
    access: 'staff',
    body: PasskeyRegisterBody,
    response: PasskeyAddedResponse,
  }),
  staffPasskeyRemove: endpoint({
    method: 'POST',
    path: '/api/admin/account/passkeys/:id/remove',
    access: 'staff',
    params: PasskeyIdParams,
    body: PasskeyRemoveBody,
    response: PasskeyDoneResponse,
  }),
  /** The second step's options, for the passkeys of the user whose password opened the challenge. */
  staffPasskeyOptions: endpoint({
    method: 'POST',
    path: '/api/admin/auth/passkey/options',
    access: 'public',
    body: StaffPasskeyOptionsBody,
    response: PasskeyRequestOptionsResponse,
  }),
  /** The second step by passkey: the challenge becomes a session, as with the authenticator's code. */
  staffPasskeyVerify: endpoint({ method: 'POST', path: '/api/admin/auth/verify_passkey', access: 'public', body: StaffPasskeyVerifyBody, response: StaffSessionResponse }),
};
