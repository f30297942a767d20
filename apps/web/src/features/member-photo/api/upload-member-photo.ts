import type { MemberPhotoUploadBody, MemberPhotoUploadResponse } from '@coop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { notifySuccess } from '@/lib/notify';
import { memberPhotoQueryOptions } from './get-member-photo';

export function uploadMemberPhoto(body: MemberPhotoUploadBody): Promise<MemberPhotoUploadResponse> {
  return apiCall<MemberPhotoUploadResponse>('/api/member/wwwupload', { method: 'POST', body, memberSession: true });
}

/** Sends the picture and its crop; on success says so and fetches the stored picture, so it shows at once everywhere. */
export function useUploadMemberPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMemberPhoto,
    onSuccess: async (answer) => {
      notifySuccess(answer.rc_des);
      await queryClient.invalidateQueries({ queryKey: memberPhotoQueryOptions().queryKey });
    },
  });
}
