import type { StaffChangeResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifyError, notifySuccess } from '@/lib/notify';
import { STAFF_KEY } from './get-staff';

/** A change to staff accounts: rc_code '1' says so and refreshes the list, '0' shows the Thai reason. */
export function useStaffChange<Body>(path: (body: Body) => string, payload: (body: Body) => unknown = (body) => body) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiCall<StaffChangeResponse>(path(body), { method: 'POST', body: payload(body), staffSession: true }),
    onSuccess: (answer) => {
      if (answer.rc_code === '1') {
        notifySuccess(answer.rc_des);
        void client.invalidateQueries({ queryKey: STAFF_KEY });
      } else notifyError(answer.rc_des);
    },
  });
}
