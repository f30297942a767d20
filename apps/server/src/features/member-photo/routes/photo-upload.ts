import { endpoints, MEMBER_PHOTO_BODY_MAX_BYTES } from '@coop/contract';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { changeMemberPhoto } from '../photo-change';

/** Spec: the picture travels as a base64 data URL in JSON (the portal reads only JSON, decision 027). */
export default route(endpoints.memberPhotoUpload, (request) => changeMemberPhoto(contextOf(request), request.body), {
  bodyLimit: MEMBER_PHOTO_BODY_MAX_BYTES,
  onRequest: refuseWhileImpersonating,
});
