import type { EndpointRoute } from '../../../http/endpoint-route';
import jobHealth from './job-health';
import jobRetry from './job-retry';

export const jobHealthRoutes: EndpointRoute[] = [jobHealth, jobRetry];
