import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { previewItemBody } from '../content-items';

export default route(endpoints.adminContentPreview, async (request) => previewItemBody(request.body.body_html));
