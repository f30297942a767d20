import { infoDemandEndpoints } from '@coop/contract';
import { useMutation } from '@tanstack/react-query';
import { requestEndpoint } from '@/lib/http/endpoint-call';

/** The visitor's demand by its reference; a refusal (not found, too many tries) is shown in place by the form. */
export const useFindDemand = () =>
  useMutation({ mutationFn: (reference: string) => requestEndpoint(infoDemandEndpoints.demandLookup, { body: { reference } }) });
