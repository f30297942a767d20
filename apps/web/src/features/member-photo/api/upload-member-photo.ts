import { memberPhotoEndpoints, type MemberPhotoUploadBody } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@/lib/http/endpoint-call';
import { notifySuccess } from '@/lib/notify';

/** Sends the picture and its crop; on success says so and fetches the stored picture, so it shows at once everywhere. */
export function useUploadMemberPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberPhotoUploadBody) => callEndpoint(memberPhotoEndpoints.memberPhotoUpload, { body }),
    onSuccess: async (answer) => {
      notifySuccess(answer.rc_des);
      await queryClient.invalidateQueries({ queryKey: endpointKey(memberPhotoEndpoints.memberPhoto) });
    },
  });
}
