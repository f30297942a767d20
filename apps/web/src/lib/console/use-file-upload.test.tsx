import { adminContentEndpoints, adminSiteEndpoints } from '@coop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/http/api-call';
import { useFileUpload } from './use-file-upload';

vi.mock('@/lib/http/api-call', () => ({ apiCall: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const file = new File(['GIF89a'], 'โลโก้.gif', { type: 'image/gif' });

describe('useFileUpload', () => {
  it('posts the file as a data URL with its kind and name, inside the staff session', async () => {
    vi.mocked(apiCall).mockResolvedValue({ path: '/mediafiles/a.jpg' });
    const { result } = renderHook(() => useFileUpload(adminContentEndpoints.adminContentUpload, { sendName: true }), { wrapper });
    const answer = await act(() => result.current.mutateAsync({ kind: 'picture', file }));
    expect(answer).toEqual({ path: '/mediafiles/a.jpg' });
    expect(apiCall).toHaveBeenCalledWith(adminContentEndpoints.adminContentUpload.path, {
      method: 'POST',
      body: { kind: 'picture', name: 'โลโก้.gif', file: `data:image/gif;base64,${btoa('GIF89a')}` },
      staffSession: true,
    });
  });

  it('leaves the name out where the endpoint takes none', async () => {
    vi.mocked(apiCall).mockResolvedValue({ path: '/mediafiles/logo.png' });
    const { result } = renderHook(() => useFileUpload(adminSiteEndpoints.adminSiteImageUpload, { sendName: false }), { wrapper });
    await act(() => result.current.mutateAsync({ kind: 'logo', file }));
    expect(vi.mocked(apiCall).mock.calls[0]?.[1]?.body).toEqual({ kind: 'logo', file: `data:image/gif;base64,${btoa('GIF89a')}` });
  });
});
