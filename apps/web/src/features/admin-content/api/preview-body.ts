import { ADMIN_CONTENT_PATHS, type PreviewResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';

/** The body as the server would store and show it, sanitised by the same code as saving. */
export function usePreviewBody() {
  return useMutation({
    mutationFn: (bodyHtml: string) => apiCall<PreviewResponse>(ADMIN_CONTENT_PATHS.preview, { method: 'POST', body: { body_html: bodyHtml }, staffSession: true }),
  });
}
