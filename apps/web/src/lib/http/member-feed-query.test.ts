import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call';
import { memberFeedQueryOptions } from './member-feed-query';

vi.mock('./api-call', () => ({ apiCall: vi.fn() }));

afterEach(() => vi.mocked(apiCall).mockReset());

describe('memberFeedQueryOptions', () => {
  it('keys the feed under the member prefix, then by what selects the answer', () => {
    expect(memberFeedQueryOptions('loan', '/api/member/member_loan').queryKey).toEqual(['member', 'loan']);
    expect(memberFeedQueryOptions('share', '/api/member/member_share', { page: 2 }, [{ page: 2 }]).queryKey).toEqual([
      'member',
      'share',
      { page: 2 },
    ]);
  });

  it('posts the body inside the member session and answers what the server sent', async () => {
    vi.mocked(apiCall).mockResolvedValue({ data1: [] });
    const answer = await new QueryClient().fetchQuery(memberFeedQueryOptions('kep', '/api/member/member_kep', { month: 3 }));
    expect(answer).toEqual({ data1: [] });
    expect(apiCall).toHaveBeenCalledWith('/api/member/member_kep', expect.objectContaining({ method: 'POST', body: { month: 3 }, memberSession: true }));
  });

  it('sends an empty object when the feed takes no input', async () => {
    vi.mocked(apiCall).mockResolvedValue({});
    await new QueryClient().fetchQuery(memberFeedQueryOptions('gian', '/api/member/member_gian'));
    expect(apiCall).toHaveBeenCalledWith('/api/member/member_gian', expect.objectContaining({ body: {} }));
  });
});
