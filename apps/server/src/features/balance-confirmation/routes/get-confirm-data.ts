import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberConfirmData } from '../member-confirm-data';

export default route(endpoints.memberConfirmData, (request) => memberConfirmData(contextOf(request), Number(request.params.year)));
