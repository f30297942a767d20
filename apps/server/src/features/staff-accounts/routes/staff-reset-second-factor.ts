import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { resetStaffSecondFactor } from '../staff-second-factor-reset';

export default route(endpoints.staffSecondFactorReset, (request) => resetStaffSecondFactor(contextOf(request), request.params.username));
