import { Type, type Static } from 'typebox';
import { StaffRole, StaffUsername } from './admin-auth';
import { endpoint, staffRoles } from './endpoint';
import { NoInput } from './no-input';
import { OkResponse } from './ok-response';

export const StaffUsernameParams = Type.Object({ username: StaffUsername });
export type StaffUsernameParams = Static<typeof StaffUsernameParams>;

export const StaffAccount = Type.Object({
  username: Type.String(),
  display_name: Type.String(),
  role: StaffRole,
  enrolled: Type.Boolean(),
  disabled: Type.Boolean(),
  created_at: Type.String(),
  /** Until when wrong passwords from many addresses lock the account everywhere; null when they do not. */
  locked_until: Type.Union([Type.String(), Type.Null()]),
});
export type StaffAccount = Static<typeof StaffAccount>;

export const StaffListResponse = OkResponse({ data: Type.Array(StaffAccount) });
export type StaffListResponse = Static<typeof StaffListResponse>;

const DisplayName = Type.String({ minLength: 1, maxLength: 100 });

export const StaffCreateBody = Type.Object(
  {
    username: StaffUsername,
    display_name: DisplayName,
    role: StaffRole,
    /** The first password, under the policy; the person enrols an authenticator at the first login. */
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type StaffCreateBody = Static<typeof StaffCreateBody>;

export const StaffUpdateBody = Type.Object(
  {
    display_name: Type.Optional(DisplayName),
    role: Type.Optional(StaffRole),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type StaffUpdateBody = Static<typeof StaffUpdateBody>;

/** rc_code '1' with what changed, or '0' with the Thai reason (a weak password, a taken username). */
export const StaffChangeResponse = Type.Object({ rc_code: Type.Union([Type.Literal('1'), Type.Literal('0')]), rc_des: Type.String() });
export type StaffChangeResponse = Static<typeof StaffChangeResponse>;

const ADMINS = staffRoles('admin');

/** The console's staff accounts (issue 13 item 1): admins only. */
export const adminStaffEndpoints = {
  staffList: endpoint({ method: 'GET', path: '/api/admin/staff', access: ADMINS, response: StaffListResponse }),
  staffCreate: endpoint({ method: 'POST', path: '/api/admin/staff/create', access: ADMINS, body: StaffCreateBody, response: StaffChangeResponse }),
  staffUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/staff/:username/update',
    access: ADMINS,
    params: StaffUsernameParams,
    body: StaffUpdateBody,
    response: StaffChangeResponse,
  }),
  /** A lost phone: the next login enrols a new authenticator. */
  staffSecondFactorReset: endpoint({
    method: 'POST',
    path: '/api/admin/staff/:username/reset_second_factor',
    access: ADMINS,
    params: StaffUsernameParams,
    body: NoInput,
    response: StaffChangeResponse,
  }),
  /** Lifts the account's login locks (decision 037). */
  staffUnlock: endpoint({ method: 'POST', path: '/api/admin/staff/:username/unlock', access: ADMINS, params: StaffUsernameParams, body: NoInput, response: StaffChangeResponse }),
};
