import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { readMemberGroupGuide } from '../collection-screens';

export default route(endpoints.memberGroupGuide, (request) => readMemberGroupGuide(contextOf(request)));
