import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberConfirmDataThisYear } from '../member-confirm-data';

export default route(endpoints.memberConfirmDataThisYear, (request) => memberConfirmDataThisYear(contextOf(request)));
