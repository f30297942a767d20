import { adminStaffEndpoints, endpointPath } from '@coop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';
import { useEndpointChange } from './use-endpoint-change';

vi.mock('@/lib/http/api-call', () => ({ apiCall: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

describe('useEndpointChange', () => {
  it('posts to the endpoint with its path parameters filled in and the body made from what is sent', async () => {
    vi.mocked(apiCall).mockResolvedValue({ rc_code: '1', rc_des: 'บันทึกบัญชีแล้ว' });
    const { result } = renderHook(
      () => useEndpointChange(adminStaffEndpoints.staffUpdate, { input: (username: string) => ({ params: { username }, body: { disabled: true } }) }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('somchai'));
    expect(apiCall).toHaveBeenCalledWith(endpointPath(adminStaffEndpoints.staffUpdate, { username: 'somchai' }), {
      method: 'POST',
      body: { disabled: true },
      staffSession: true,
    });
    expect(notifySuccess).toHaveBeenCalledWith('บันทึกบัญชีแล้ว');
  });
});
