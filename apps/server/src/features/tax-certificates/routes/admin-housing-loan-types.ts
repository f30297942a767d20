import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { housingLoanTypes } from '../housing-loan-types';

export default route(endpoints.adminHousingLoanTypes, (request) => housingLoanTypes(contextOf(request)));
