import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { staffMarquee } from '../marquee-editing';

export default route(endpoints.adminMarqueeList, (request) => staffMarquee(contextOf(request)));
