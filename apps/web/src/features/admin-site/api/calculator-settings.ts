import { type CalculatorSettings, adminSiteEndpoints, calculatorSettingsEndpoints } from '@coop/contract';
import { endpointKey, endpointQuery } from '@/lib/http/endpoint-call';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';

/** The loan types and rates visitors' calculators start from, as the public reads them. */
export const calculatorSettingsQuery = () => endpointQuery(calculatorSettingsEndpoints.calculatorSettings, {});

/** Replaces the whole set (a row added, changed, moved or deleted is the list saved again). */
export const useSaveCalculatorSettings = () =>
  useEndpointChange(adminSiteEndpoints.adminCalculatorSettingsSave, {
    input: (body: CalculatorSettings) => ({ body }),
    invalidates: [endpointKey(calculatorSettingsEndpoints.calculatorSettings)],
  });
