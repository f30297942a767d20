import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { requestDocuments } from '../staff-decisions';

export default route(endpoints.adminLoanRequestDocuments, (request) => requestDocuments(contextOf(request), request.body));
