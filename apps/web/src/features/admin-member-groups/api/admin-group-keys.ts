/** The console's member-group queries, so creating an account can refresh the list. */
export const ADMIN_GROUP_KEYS = {
  all: ['admin', 'member-groups'] as const,
  search: (query: string, page: number) => ['admin', 'member-groups', query, page] as const,
};
