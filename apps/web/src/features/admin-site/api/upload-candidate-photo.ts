import { ADMIN_CONTENT_PATHS, type UploadResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Uploads a candidate's photo as a content picture (checked by content, re-encoded as JPEG); answers its /mediafiles path. */
export function useUploadCandidatePhoto() {
  return useMutation({
    mutationFn: async (file: File) =>
      apiCall<UploadResponse>(ADMIN_CONTENT_PATHS.upload, { method: 'POST', body: { kind: 'picture', name: file.name, file: await readAsDataUrl(file) }, staffSession: true }),
  });
}
