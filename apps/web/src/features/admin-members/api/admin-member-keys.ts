/** The console's member queries, so an action can refresh what it changed. */
export const ADMIN_MEMBER_KEYS = {
  all: ['admin', 'members'] as const,
  search: (query: string, page: number) => ['admin', 'members', 'search', query, page] as const,
  status: (membershipNo: string) => ['admin', 'members', 'status', membershipNo] as const,
};
