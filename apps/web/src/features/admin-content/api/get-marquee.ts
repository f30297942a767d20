import { ADMIN_CONTENT_PATHS, type AdminMarqueeResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { ADMIN_CONTENT_KEY } from './admin-content-keys';

export function fetchAdminMarquee(signal?: AbortSignal): Promise<AdminMarqueeResponse> {
  return apiCall<AdminMarqueeResponse>(ADMIN_CONTENT_PATHS.marqueeList, { method: 'POST', signal, staffSession: true });
}

/** Every marquee note, switched-off ones too. */
export function useAdminMarquee() {
  return useQuery({ queryKey: [ADMIN_CONTENT_KEY, 'marquee'], queryFn: ({ signal }) => fetchAdminMarquee(signal) });
}
