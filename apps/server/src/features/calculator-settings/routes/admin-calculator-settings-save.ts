import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { saveCalculatorSettings } from '../calculator-settings';

export default route(endpoints.adminCalculatorSettingsSave, (request) => saveCalculatorSettings(contextOf(request), request.body));
