import type { StaffIdentity } from '@coop/contract';
import { useSyncExternalStore } from 'react';
import { createSessionStore, STORAGE_KEYS, type StoredSession } from './session-store';

/** The staff console's session under `staffuser`: the second step's answer, stored whole. */
export interface StoredStaffSession extends StoredSession {
  user?: StaffIdentity;
}

const store = createSessionStore<StoredStaffSession>(STORAGE_KEYS.staff);

export const readStaffSession = store.read;
export const staffToken = store.token;
export const saveStaffSession = store.save;
export const clearStaffSession = store.clear;

/** The stored staff session, re-rendering when it is saved or cleared (in this tab or another). */
export function useStaffSession(): StoredStaffSession | null {
  return useSyncExternalStore(store.subscribe, store.read, () => null);
}
