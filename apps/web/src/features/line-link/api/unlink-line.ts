import { lineLinkEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';
import { notifySuccess } from '@/lib/notify';

/** Unlinks the member's LINE account; the server's Thai answer is shown, and the section reads its state again. */
export function useUnlinkLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(lineLinkEndpoints.memberLineUnlink, { body: {} }),
    onSuccess: (answer) => notifySuccess(answer.rc_des),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(lineLinkEndpoints.memberLineLink) }),
  });
}
