import type { EndpointRoute } from '../../../http/endpoint-route';
import adminDemand from './admin-demand';
import adminDemandAnswer from './admin-demand-answer';
import adminDemandList from './admin-demand-list';
import demandList from './demand-list';
import demandLookup from './demand-lookup';
import demandShow from './demand-show';
import demandSubmit from './demand-submit';

export const infoDemandRoutes: EndpointRoute[] = [demandList, demandShow, demandSubmit, demandLookup, adminDemandList, adminDemand, adminDemandAnswer];
