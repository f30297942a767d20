import { CONTENT_UPLOAD_BODY_MAX_BYTES, endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { uploadContentFile } from '../content-upload';

export default route(endpoints.adminContentUpload, (request) => uploadContentFile(contextOf(request), request.body), { bodyLimit: CONTENT_UPLOAD_BODY_MAX_BYTES });
