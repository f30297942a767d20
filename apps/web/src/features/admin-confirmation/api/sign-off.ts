import { adminConfirmationEndpoints } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { CONFIRMATION_QUERIES } from './confirmation-queries';

/** The auditor signs off the snapshot shown, named by its fingerprint: one changed since is refused (decision 084). */
export const useSignOff = () =>
  useEndpointChange(adminConfirmationEndpoints.confirmationSignOff, {
    input: ({ id, sha256 }: { id: number; sha256: string }) => ({ body: { id, snapshot_sha256: sha256 } }),
    invalidates: CONFIRMATION_QUERIES,
  });
