import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { removeMarqueeNote } from '../marquee-editing';

export default route(endpoints.adminMarqueeDelete, (request) => removeMarqueeNote(contextOf(request), request.body.id));
