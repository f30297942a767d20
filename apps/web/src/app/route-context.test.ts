import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeContext, signedInQueries } from './route-context';

describe("a loader's query cache", () => {
  it("is the app's, to start a signed-in page's data with, when a session is stored", () => {
    const client = new QueryClient();
    expect(signedInQueries(routeContext(client), { token: 'tok-1' })).toBe(client);
  });

  it('is none without a stored session, so no call goes out to end in a 401', () => {
    expect(signedInQueries(routeContext(new QueryClient()), null)).toBeUndefined();
  });

  it("is none for a router made without the app's cache", () => {
    expect(signedInQueries(new RouterContextProvider(), { token: 'tok-1' })).toBeUndefined();
  });
});
