import { adminContentEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';

/** The body as the server would store and show it, sanitised by the same code as saving. */
export const usePreviewBody = () => useMutation({ mutationFn: (bodyHtml: string) => callEndpoint(adminContentEndpoints.adminContentPreview, { body: { body_html: bodyHtml } }) });
