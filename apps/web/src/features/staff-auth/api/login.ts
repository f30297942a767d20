import { adminAuthEndpoints, type StaffLoginBody } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';

/** The first step: username and password; the answer asks for the second factor (or its enrolment). */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: StaffLoginBody) => callEndpoint(adminAuthEndpoints.staffLogin, { body }),
  });
}
