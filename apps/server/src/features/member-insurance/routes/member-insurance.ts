import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberInsurance } from '../member-insurance';

export default route(endpoints.memberInsurance, (request) => memberInsurance(contextOf(request)));
