import { createSessionStore, STORAGE_KEYS, type StoredSession } from './session-store';

export { STORAGE_KEYS };

/**
 * The stored record (spec 3): the login response as it came, or a record the server made (impersonation, spec 6).
 * The token is all the app reads from it: who the member is comes from the server (member_status), never from
 * fields a record may lack.
 */
export type StoredMemberSession = StoredSession;

const store = createSessionStore<StoredMemberSession>(STORAGE_KEYS.member);

export const readMemberSession = store.read;
export const memberToken = store.token;
export const saveMemberSession = store.save;
export const clearMemberSession = store.clear;
export const subscribeMemberSession = store.subscribe;
