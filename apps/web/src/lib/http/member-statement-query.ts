import type { Endpoint, EndpointInput, EndpointParams, StatementQuery } from '@coop/contract';
import { hashKey, queryOptions } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-call';

/** An endpoint that answers one account's statement: the account in its path, the page asked for in its body. */
type AccountStatementEndpoint = Endpoint & { readonly params: object; readonly body: object };

/**
 * The query options of one account's statement page (a loan contract, a deposit account): another page of the same
 * account stays on screen while it loads, another account's lines never stand in.
 */
export function memberStatementQuery<E extends AccountStatementEndpoint>(endpoint: E, account: EndpointParams<E>, query: StatementQuery) {
  const options = endpointQuery(endpoint, { params: account, body: query } as EndpointInput<E>);
  // the last part of an endpoint's query key is what was asked
  const accountOf = (key: readonly unknown[]) => hashKey([(key.at(-1) as { params?: unknown } | undefined)?.params]);
  return queryOptions({
    ...options,
    placeholderData: (previous, previousQuery) => (previousQuery && accountOf(previousQuery.queryKey) === accountOf(options.queryKey) ? previous : undefined),
  });
}
