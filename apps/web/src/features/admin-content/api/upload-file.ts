import { ADMIN_CONTENT_PATHS, type UploadBody, type UploadResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

/** Reads the picked file as a data URL, the form the server takes (decision 027). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Uploads a picture (re-encoded by the server) or an attachment (PDF, DOCX, XLSX); answers its /mediafiles path. */
export function useUploadFile() {
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: UploadBody['kind']; file: File }) =>
      apiCall<UploadResponse>(ADMIN_CONTENT_PATHS.upload, { method: 'POST', body: { kind, name: file.name, file: await readAsDataUrl(file) }, staffSession: true }),
  });
}
