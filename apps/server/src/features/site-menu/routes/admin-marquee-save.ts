import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveMarqueeNote } from '../marquee-editing';

export default route(endpoints.adminMarqueeSave, (request) => saveMarqueeNote(contextOf(request), request.body));
