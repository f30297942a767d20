import type { EndpointRoute } from '../../../http/endpoint-route';
import broadcastCancel from './broadcast-cancel';
import broadcastChoices from './broadcast-choices';
import broadcastDecide from './broadcast-decide';
import broadcastList from './broadcast-list';
import broadcastReach from './broadcast-reach';
import broadcastSave from './broadcast-save';
import broadcastSubmit from './broadcast-submit';

export const broadcastsRoutes: EndpointRoute[] = [broadcastChoices, broadcastReach, broadcastList, broadcastSave, broadcastSubmit, broadcastDecide, broadcastCancel];
