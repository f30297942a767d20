import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { broadcastChoices } from '../broadcasts';

export default route(endpoints.broadcastChoices, (request) => broadcastChoices(contextOf(request)));
