import { calculatorSettingsEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The cooperative's loan types and rates the calculators start from. */
export const calculatorSettingsQuery = () => endpointQuery(calculatorSettingsEndpoints.calculatorSettings, {});
