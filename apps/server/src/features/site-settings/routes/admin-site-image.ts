import { endpoints, IMAGE_UPLOAD_BODY_MAX_BYTES } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { uploadSiteImage } from '../site-image-upload';

export default route(endpoints.adminSiteImageUpload, (request) => uploadSiteImage(contextOf(request), request.body), { bodyLimit: IMAGE_UPLOAD_BODY_MAX_BYTES });
