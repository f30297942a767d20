import { ADMIN_SITE_PATHS, type SiteImageUploadBody, type SiteImageUploadResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Uploads the logo or a signature (re-encoded by the server as PNG); answers its /mediafiles path. */
export function useUploadSiteImage() {
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: SiteImageUploadBody['kind']; file: File }) =>
      apiCall<SiteImageUploadResponse>(ADMIN_SITE_PATHS.imageUpload, { method: 'POST', body: { kind, file: await readAsDataUrl(file) }, staffSession: true }),
  });
}
