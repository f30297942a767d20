import type { ImpersonationInfo } from '@coop/contract';

const FIELDS = ['by', 'by_name', 'reason', 'ends_at'] as const;

/**
 * The impersonation a stored `user` record names (the answer of `GET /admin/impersonate/auth/member`, stored whole),
 * or undefined for a member's own session. Only what the banner shows: the server refuses what may not be done.
 */
export function impersonationOf(record: unknown): ImpersonationInfo | undefined {
  const info = (record as { impersonation?: unknown } | null)?.impersonation;
  if (typeof info !== 'object' || info === null) return undefined;
  return FIELDS.every((field) => typeof (info as Record<string, unknown>)[field] === 'string') ? (info as ImpersonationInfo) : undefined;
}

/** The member a stored impersonation record looks through: its `user` is the member login's identity. */
export function impersonatedMemberNo(record: unknown): string | undefined {
  const no = (record as { user?: { membership_no?: unknown } } | null)?.user?.membership_no;
  return typeof no === 'string' && no !== '' ? no : undefined;
}
