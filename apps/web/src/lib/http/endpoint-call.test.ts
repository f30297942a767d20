import { memberGroupCollectionEndpoints, memberStatusEndpoints } from '@coop/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call';
import { endpointQuery } from './endpoint-call';

vi.mock('./api-call', () => ({ apiCall: vi.fn() }));

afterEach(() => vi.mocked(apiCall).mockReset());

describe('endpointQuery of a member-group report', () => {
  it('keys the report under the member-group prefix, then by its path and what selects the answer', () => {
    expect(endpointQuery(memberGroupCollectionEndpoints.collectionDashboard, { body: {} }).queryKey).toEqual(['membergroup', 'POST', memberGroupCollectionEndpoints.collectionDashboard.path, { body: {} }]);
    expect(endpointQuery(memberGroupCollectionEndpoints.coverSheet, { body: { month: 3 } }).queryKey).toEqual(['membergroup', 'POST', memberGroupCollectionEndpoints.coverSheet.path, { body: { month: 3 } }]);
  });

  it("posts the body inside the group's session and answers what the server sent", async () => {
    vi.mocked(apiCall).mockResolvedValue({ rows: [] });
    const answer = await new QueryClient().fetchQuery(endpointQuery(memberGroupCollectionEndpoints.coverSheet, { body: { month: 3 } }));
    expect(answer).toEqual({ rows: [] });
    expect(apiCall).toHaveBeenCalledWith(memberGroupCollectionEndpoints.coverSheet.path, expect.objectContaining({ method: 'POST', body: { month: 3 }, memberGroupSession: true }));
  });

  it('sends an empty object when the report takes no input', async () => {
    vi.mocked(apiCall).mockResolvedValue({});
    await new QueryClient().fetchQuery(endpointQuery(memberGroupCollectionEndpoints.collectionDashboard, { body: {} }));
    expect(apiCall).toHaveBeenCalledWith(memberGroupCollectionEndpoints.collectionDashboard.path, expect.objectContaining({ body: {} }));
  });
});

describe('endpointQuery of a member feed', () => {
  it('loads it as a feed, whose failures spec 8 words as one', async () => {
    vi.mocked(apiCall).mockResolvedValue({ data1: [] });
    await new QueryClient().fetchQuery(endpointQuery(memberStatusEndpoints.memberStatus, { body: {} }));
    expect(apiCall).toHaveBeenCalledWith(memberStatusEndpoints.memberStatus.path, expect.objectContaining({ memberSession: true, feed: true }));
  });
});
