import { type Endpoint, type EndpointInput, type EndpointResponse, endpointUrl } from '@coop/contract';
import type { QueryKey } from '@tanstack/react-query';
import { type ConsoleAnswer, useConsoleChange } from './use-console-change';

type Parts = { params?: Readonly<Record<string, string | number>>; query?: object; body?: unknown };

export interface EndpointChangeOptions<E extends Endpoint, TVariables> {
  /** What the endpoint is sent (body, path parameters), made from what the form hands the mutation. */
  input: (variables: TVariables) => EndpointInput<E>;
  /** The query keys (prefixes) the change makes stale, as in useConsoleChange. */
  invalidates?: readonly QueryKey[];
  refetch?: 'active' | 'none';
}

/** The console's one change hook (useConsoleChange) through an endpoint of the table: its path and its answer's type come from the endpoint. */
export function useEndpointChange<E extends Endpoint, TVariables>(endpoint: E, { input, invalidates, refetch }: EndpointChangeOptions<E, TVariables>) {
  return useConsoleChange<TVariables, EndpointResponse<E> & ConsoleAnswer>({
    path: (variables) => endpointUrl(endpoint, input(variables) as Parts),
    body: (variables) => (input(variables) as Parts).body,
    invalidates,
    refetch,
  });
}
