import type { Endpoint, EndpointBody, EndpointResponse } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/http/api-call';
import { readAsDataUrl } from '@/lib/media/read-as-data-url';

/**
 * The console's one upload: the picked file posted as `{ kind, file }` (with its `name` where the endpoint keeps it,
 * an attachment's title) with the staff session; the server checks it by its bytes and answers where it is served.
 */
export function useFileUpload<E extends Endpoint>(endpoint: E, { sendName }: { sendName: boolean }) {
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: EndpointBody<E> extends { kind: infer K } ? K : never; file: File }) =>
      apiCall<EndpointResponse<E>>(endpoint.path, {
        method: 'POST',
        body: { kind, ...(sendName ? { name: file.name } : {}), file: await readAsDataUrl(file) },
        staffSession: true,
      }),
  });
}
