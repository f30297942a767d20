import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberPushDevices } from '../push-devices';

export default route(endpoints.memberPushDevices, (request) => memberPushDevices(contextOf(request)));
