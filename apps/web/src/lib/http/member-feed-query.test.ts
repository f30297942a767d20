import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call';
import { memberFeedQueryOptions } from './member-feed-query';
import { memberStatementQueryOptions } from './member-statement-query';

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

describe('memberStatementQueryOptions', () => {
  const query = { page: 2 };

  it('puts the account into the path, encoded, and into the key', () => {
    vi.mocked(apiCall).mockResolvedValue({});
    const options = memberStatementQueryOptions('loan-statement', '/api/member/member_loan_statement', 'ฉ 1/69', query);
    expect(options.queryKey).toEqual(['member', 'loan-statement', 'ฉ 1/69', query]);
    return new QueryClient().fetchQuery(options).then(() => {
      expect(apiCall).toHaveBeenCalledWith(`/api/member/member_loan_statement/${encodeURIComponent('ฉ 1/69')}`, expect.objectContaining({ body: query }));
    });
  });

  it('keeps the page on screen while another page of the same account loads, never another account', () => {
    const options = memberStatementQueryOptions<{ lines: number }>('deposit-statement', '/api/member/member_dep_statement', '001', query);
    const placeholder = options.placeholderData as (previous: unknown, previousQuery: unknown) => unknown;
    expect(placeholder({ lines: 5 }, { queryKey: ['member', 'deposit-statement', '001', { page: 1 }] })).toEqual({ lines: 5 });
    expect(placeholder({ lines: 5 }, { queryKey: ['member', 'deposit-statement', '002', { page: 1 }] })).toBeUndefined();
  });
});
