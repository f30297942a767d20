import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call';
import { memberGroupFeedQueryOptions } from './member-feed-query';

vi.mock('./api-call', () => ({ apiCall: vi.fn() }));

afterEach(() => vi.mocked(apiCall).mockReset());

describe('memberGroupFeedQueryOptions', () => {
  it('keys the feed under the member-group prefix, then by what selects the answer', () => {
    expect(memberGroupFeedQueryOptions('dashboard', '/api/membergroup/dashboard').queryKey).toEqual(['membergroup', 'dashboard']);
    expect(memberGroupFeedQueryOptions('keeprep', '/api/membergroup/keeprep', { month: 3 }, [{ month: 3 }]).queryKey).toEqual([
      'membergroup',
      'keeprep',
      { month: 3 },
    ]);
  });

  it("posts the body inside the group's session and answers what the server sent", async () => {
    vi.mocked(apiCall).mockResolvedValue({ rows: [] });
    const answer = await new QueryClient().fetchQuery(memberGroupFeedQueryOptions('keeprep', '/api/membergroup/keeprep', { month: 3 }));
    expect(answer).toEqual({ rows: [] });
    expect(apiCall).toHaveBeenCalledWith('/api/membergroup/keeprep', expect.objectContaining({ method: 'POST', body: { month: 3 }, memberGroupSession: true }));
  });

  it('sends an empty object when the feed takes no input', async () => {
    vi.mocked(apiCall).mockResolvedValue({});
    await new QueryClient().fetchQuery(memberGroupFeedQueryOptions('dashboard', '/api/membergroup/dashboard'));
    expect(apiCall).toHaveBeenCalledWith('/api/membergroup/dashboard', expect.objectContaining({ body: {} }));
  });
});
