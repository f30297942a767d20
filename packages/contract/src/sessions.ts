import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { DoneResponse, OkResponse } from './ok-response';

/** One live session of the signed-in member or member group (issue 27 item 2, decision 077). */
export const SessionEntry = Type.Object({
  id: Type.Integer(),
  /** The device as a person names it, "Chrome บน Android"; never the raw User-Agent header. */
  device: Type.String(),
  /** The address it signed in from, with its last part hidden ("203.0.113.*"). */
  address: Type.String(),
  started_at: Type.String(),
  last_used_at: Type.String(),
  /** When it ends if left alone, or at the latest (its absolute lifetime). */
  expires_at: Type.String(),
  /** The session that asked: this device. */
  current: Type.Boolean(),
});
export type SessionEntry = Static<typeof SessionEntry>;

export const SessionListResponse = OkResponse({ sessions: Type.Array(SessionEntry) });
export type SessionListResponse = Static<typeof SessionListResponse>;

export const SessionIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });
export type SessionIdParams = Static<typeof SessionIdParams>;

/** Ending a session asks the owner's password again (ASVS 5.0 7.5.2: terminate after authenticating again). */
export const SessionEndBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type SessionEndBody = Static<typeof SessionEndBody>;

export const SessionEndResponse = DoneResponse;
export type SessionEndResponse = Static<typeof SessionEndResponse>;

/** The signed-in member's sessions, on the security page. */
export const memberSessionEndpoints = {
  memberSessions: endpoint({ method: 'GET', path: '/api/member/sessions', access: 'member', response: SessionListResponse }),
  memberSessionEnd: endpoint({
    method: 'POST',
    path: '/api/member/sessions/:id/end',
    access: 'member',
    params: SessionIdParams,
    body: SessionEndBody,
    response: SessionEndResponse,
  }),
  memberSessionEndOthers: endpoint({ method: 'POST', path: '/api/member/sessions/end-others', access: 'member', body: SessionEndBody, response: SessionEndResponse }),
};

/** The signed-in member group's sessions, on its password page. */
export const memberGroupSessionEndpoints = {
  memberGroupSessions: endpoint({ method: 'GET', path: '/api/membergroup/sessions', access: 'member-group', response: SessionListResponse }),
  memberGroupSessionEnd: endpoint({
    method: 'POST',
    path: '/api/membergroup/sessions/:id/end',
    access: 'member-group',
    params: SessionIdParams,
    body: SessionEndBody,
    response: SessionEndResponse,
  }),
  memberGroupSessionEndOthers: endpoint({
    method: 'POST',
    path: '/api/membergroup/sessions/end-others',
    access: 'member-group',
    body: SessionEndBody,
    response: SessionEndResponse,
  }),
};
