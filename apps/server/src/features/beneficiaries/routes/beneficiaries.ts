import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { beneficiaries } from '../beneficiaries';

export default route(endpoints.beneficiaries, (request) => beneficiaries(contextOf(request)));
