import { memberPhotoEndpoints, type MemberPhotoUploadBody } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';

/** Sends the picture and its crop (the client shows the answer's rc_des); on success fetches the stored picture, so it shows at once everywhere. */
export function useUploadMemberPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberPhotoUploadBody) => callEndpoint(memberPhotoEndpoints.memberPhotoUpload, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: endpointKey(memberPhotoEndpoints.memberPhoto) });
    },
  });
}
