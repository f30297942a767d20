import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { moveMarqueeNoteOnce } from '../marquee-editing';

export default route(endpoints.adminMarqueeMove, (request) => moveMarqueeNoteOnce(contextOf(request), request.body));
