import { ADMIN_AUTH_PATHS, type StaffLoginBody, type StaffLoginResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

/** The first step: username and password; the answer asks for the second factor (or its enrolment). */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: StaffLoginBody) => apiCall<StaffLoginResponse>(ADMIN_AUTH_PATHS.login, { method: 'POST', body }),
  });
}
