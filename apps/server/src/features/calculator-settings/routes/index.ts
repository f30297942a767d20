import type { EndpointRoute } from '../../../http/endpoint-route';
import adminCalculatorSettingsSave from './admin-calculator-settings-save';
import calculatorSettings from './calculator-settings';

export const calculatorSettingsRoutes: EndpointRoute[] = [calculatorSettings, adminCalculatorSettingsSave];
