import { ADMIN_STAFF_PATHS, type StaffListResponse } from '@coop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

export const STAFF_KEY = ['admin', 'staff'] as const;

/** Every staff account with its role and state. */
export function useStaffAccounts() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: ({ signal }) => apiCall<StaffListResponse>(ADMIN_STAFF_PATHS.list, { signal, staffSession: true }) });
}
