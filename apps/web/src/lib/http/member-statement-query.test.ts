import { memberDepositEndpoints, memberLoanEndpoints } from '@coop/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call';
import { memberStatementQuery } from './member-statement-query';

vi.mock('./api-call', () => ({ apiCall: vi.fn() }));

afterEach(() => vi.mocked(apiCall).mockReset());

describe('memberStatementQuery', () => {
  const query = { page: 2 };

  it('puts the account into the path, encoded, and into the key', () => {
    vi.mocked(apiCall).mockResolvedValue({});
    const options = memberStatementQuery(memberLoanEndpoints.memberLoanStatement, { contract: 'ฉ 1/69' }, query);
    expect(options.queryKey).toEqual(['member', 'POST', memberLoanEndpoints.memberLoanStatement.path, { params: { contract: 'ฉ 1/69' }, body: query }]);
    return new QueryClient().fetchQuery(options).then(() => {
      expect(apiCall).toHaveBeenCalledWith(
        `/api/member/member_loan_statement/${encodeURIComponent('ฉ 1/69')}`,
        expect.objectContaining({ method: 'POST', body: query, memberSession: true }),
      );
    });
  });

  it('keeps the page on screen while another page of the same account loads, never another account', () => {
    const options = memberStatementQuery(memberDepositEndpoints.memberDepositStatement, { account: '001' }, query);
    const placeholder = options.placeholderData as (previous: unknown, previousQuery: unknown) => unknown;
    const keyOf = (account: string) => ['member', 'POST', memberDepositEndpoints.memberDepositStatement.path, { params: { account }, body: { page: 1 } }];
    expect(placeholder({ lines: 5 }, { queryKey: keyOf('001') })).toEqual({ lines: 5 });
    expect(placeholder({ lines: 5 }, { queryKey: keyOf('002') })).toBeUndefined();
  });
});
