import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { memberDeposit } from '../member-deposit';

export default route(endpoints.memberDeposit, (request) => memberDeposit(contextOf(request)));
