import { useSyncExternalStore } from 'react';
import { type StoredMemberSession, readMemberSession, subscribeMemberSession } from './member-session';

/** The stored member session, re-rendering when it is saved or cleared (in this tab or another). */
export function useMemberSession(): StoredMemberSession | null {
  return useSyncExternalStore(subscribeMemberSession, readMemberSession, () => null);
}
