import { lineLinkEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http/endpoint-call';

/** The link page's step: the server's nonce, and the browser sent on to LINE's account-link page with it. */
export function useStartLineLink() {
  return useMutation({
    mutationFn: (linkToken: string) => callEndpoint(lineLinkEndpoints.memberLineLinkStart, { body: { link_token: linkToken } }),
    onSuccess: (answer) => window.location.assign(answer.redirect_url),
  });
}
