import { adminSiteEndpoints, adminStaffEndpoints, endpointPath } from '@coop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/http/api-call';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useConsoleChange } from './use-console-change';

vi.mock('@/lib/http/api-call', () => ({ apiCall: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function withClient() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { invalidate, wrapper };
}

const SAVE = adminSiteEndpoints.adminSiteConfigSave.path;
const unlockPath = (username: string) => endpointPath(adminStaffEndpoints.staffUnlock, { username });

describe('useConsoleChange', () => {
  it('posts inside the staff session, says the Thai confirmation and reads the named lists again before the caller goes on', async () => {
    vi.mocked(apiCall).mockResolvedValue({ rc_code: '1', rc_des: 'บันทึกเรียบร้อยแล้ว' });
    const { invalidate, wrapper } = withClient();
    const { result } = renderHook(() => useConsoleChange<{ note: string }>({ path: SAVE, invalidates: [['admin-x'], ['site-config']] }), { wrapper });
    const saved = vi.fn(() => expect(invalidate).toHaveBeenCalledTimes(2));
    act(() => result.current.mutate({ note: 'ข้อความ' }, { onSuccess: saved }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(apiCall).toHaveBeenCalledWith(SAVE, { method: 'POST', body: { note: 'ข้อความ' }, staffSession: true });
    expect(notifySuccess).toHaveBeenCalledWith('บันทึกเรียบร้อยแล้ว');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-x'], refetchType: 'active' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['site-config'], refetchType: 'active' });
  });

  it('makes the path and the body from what is sent, and can leave the lists to be read when shown', async () => {
    vi.mocked(apiCall).mockResolvedValue({ rc_code: '1', rc_des: 'ปลดล็อกแล้ว' });
    const { invalidate, wrapper } = withClient();
    const { result } = renderHook(
      () => useConsoleChange<string>({ path: unlockPath, body: () => ({}), invalidates: [['staff']], refetch: 'none' }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('somchai'));
    expect(apiCall).toHaveBeenCalledWith(unlockPath('somchai'), expect.objectContaining({ body: {} }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['staff'], refetchType: 'none' });
  });

  it("shows an rc_code '0' answer's Thai reason as an error, not a success", async () => {
    vi.mocked(apiCall).mockResolvedValue({ rc_code: '0', rc_des: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' });
    const { wrapper } = withClient();
    const { result } = renderHook(() => useConsoleChange<object>({ path: adminStaffEndpoints.staffCreate.path }), { wrapper });
    await act(() => result.current.mutateAsync({}));
    expect(notifyError).toHaveBeenCalledWith('ชื่อผู้ใช้นี้มีอยู่แล้ว');
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('is pending while the call runs, and a refused call still reads the lists again', async () => {
    let refuse: (error: Error) => void = () => undefined;
    vi.mocked(apiCall).mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const { invalidate, wrapper } = withClient();
    const { result } = renderHook(() => useConsoleChange<object>({ path: SAVE, invalidates: [['admin-x']] }), { wrapper });
    act(() => result.current.mutate({}));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    refuse(new Error('ไม่มีสิทธิ์'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-x'], refetchType: 'active' });
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
