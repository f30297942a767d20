import { memberInboxEndpoints } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';

function useInvalidateInbox() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(memberInboxEndpoints.memberInbox) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(memberInboxEndpoints.memberInboxUnread) }),
    ]);
}

/** Marks one entry read (as the member opens it); the list and the bell read again. */
export function useMarkInboxEntryRead() {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(memberInboxEndpoints.memberInboxRead, { body: { id } }),
    onSettled: invalidate,
  });
}

export function useMarkAllInboxRead() {
  const invalidate = useInvalidateInbox();
  return useMutation({
    mutationFn: () => callEndpoint(memberInboxEndpoints.memberInboxReadAll, { body: {} }),
    onSettled: invalidate,
  });
}
