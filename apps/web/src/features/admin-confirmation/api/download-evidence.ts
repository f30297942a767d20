import { adminConfirmationEndpoints, type EvidenceFile, endpointPath } from '@coop/contract';
import { downloadMemberFile } from '@/lib/http/api-download';

/** A member's evidence file, fetched with the staff token and saved under the server's name. */
export function downloadEvidence(file: EvidenceFile): Promise<void> {
  return downloadMemberFile(endpointPath(adminConfirmationEndpoints.confirmationEvidence, { id: String(file.id) }), file.name);
}
