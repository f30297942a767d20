import type { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider, createContext } from 'react-router';

// null, not undefined: React Router takes an undefined default for none, and `get` would throw
const QUERY_CLIENT = createContext<QueryClient | null>(null);

/** What the browser's router gives every loader: the app's query cache, so a loader can start the data its page reads. */
export function routeContext(queryClient: QueryClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(QUERY_CLIENT, queryClient);
  return context;
}

/** The app's query cache from a loader's `context`; undefined for a router made without it (tests). */
export function queryClientOf(context: unknown): QueryClient | undefined {
  return (context instanceof RouterContextProvider && context.get(QUERY_CLIENT)) || undefined;
}

/**
 * For a loader of a signed-in area: the query cache to start its page's data with, so that data goes out with the
 * layout's session check instead of after it (decision 067); undefined without a stored session, since the layout
 * then sends the visitor to log in and a call could only end in a 401.
 */
export function signedInQueries(context: unknown, session: unknown): QueryClient | undefined {
  return session ? queryClientOf(context) : undefined;
}

/** What the member layout tells the page inside it (useOutletContext): whether staff look through the member's session. */
export interface MemberAreaOutlet {
  impersonating: boolean;
}
