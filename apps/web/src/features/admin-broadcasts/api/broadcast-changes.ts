import { adminBroadcastsEndpoints, type BroadcastDecisionBody, type BroadcastDraftBody } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { endpointKey } from '@/lib/http/endpoint-call';

const list = [endpointKey(adminBroadcastsEndpoints.broadcastList)];

/** A new draft or the author's own draft changed. */
export const useSaveBroadcast = () => useEndpointChange(adminBroadcastsEndpoints.broadcastSave, { input: (body: BroadcastDraftBody) => ({ body }), invalidates: list });

/** The author hands a draft to a second staff user. */
export const useSubmitBroadcast = () => useEndpointChange(adminBroadcastsEndpoints.broadcastSubmit, { input: (id: number) => ({ body: { id } }), invalidates: list });

/** Another staff user approves (it goes) or rejects (with a reason). */
export const useDecideBroadcast = () =>
  useEndpointChange(adminBroadcastsEndpoints.broadcastDecide, { input: (body: BroadcastDecisionBody) => ({ body }), invalidates: list });

/** Stops a broadcast that has not gone yet. */
export const useCancelBroadcast = () => useEndpointChange(adminBroadcastsEndpoints.broadcastCancel, { input: (id: number) => ({ body: { id } }), invalidates: list });
