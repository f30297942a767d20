import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { calculatorSettings } from '../calculator-settings';

export default route(endpoints.calculatorSettings, (request) => calculatorSettings(contextOf(request)));
