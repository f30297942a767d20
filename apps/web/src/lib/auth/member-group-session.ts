import { useSyncExternalStore } from 'react';
import { createSessionStore, STORAGE_KEYS, type StoredSession } from './session-store';

/** The member-group record of spec 3, under `usermemgroup`: a token, and a user object with member_group_no. */
export interface StoredMemberGroupSession extends StoredSession {
  user?: { member_group_no?: string };
}

const store = createSessionStore<StoredMemberGroupSession>(STORAGE_KEYS.memberGroup);

export const readMemberGroupSession = store.read;
export const memberGroupToken = store.token;
export const saveMemberGroupSession = store.save;
export const clearMemberGroupSession = store.clear;
export const subscribeMemberGroupSession = store.subscribe;

/** The stored member-group session, re-rendering when it is saved or cleared (in this tab or another). */
export function useMemberGroupSession(): StoredMemberGroupSession | null {
  return useSyncExternalStore(store.subscribe, store.read, () => null);
}
