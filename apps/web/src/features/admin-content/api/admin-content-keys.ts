/** The query keys of the console's content lists start with this, so one change refreshes them all. */
export const ADMIN_CONTENT_KEY = 'admin-content';

/** What every content change makes stale: all of the console's content lists. */
export const CONTENT_QUERIES = [[ADMIN_CONTENT_KEY]] as const;
