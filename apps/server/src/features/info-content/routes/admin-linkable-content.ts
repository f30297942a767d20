import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { linkableContentPage } from '../linkable-content';

export default route(endpoints.adminLinkableContent, (request) => linkableContentPage(contextOf(request), request.query));
