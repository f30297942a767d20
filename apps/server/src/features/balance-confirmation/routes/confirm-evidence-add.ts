import { CONFIRM_EVIDENCE_BODY_MAX_BYTES, endpoints } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { addEvidence } from '../dispute-evidence';

export default route(endpoints.memberConfirmEvidenceAdd, (request) => addEvidence(contextOf(request), Number(request.params.year), request.body), {
  bodyLimit: CONFIRM_EVIDENCE_BODY_MAX_BYTES,
  // the member's evidence is the member's own: a staff user seeing the member's view may not attach it
  onRequest: refuseWhileImpersonating,
});
