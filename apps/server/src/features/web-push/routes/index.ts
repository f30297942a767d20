import type { EndpointRoute } from '../../../http/endpoint-route';
import memberPushDevices from './member-push-devices';
import memberPushSubscribe from './member-push-subscribe';
import memberPushTest from './member-push-test';
import memberPushUnsubscribe from './member-push-unsubscribe';
import pushPublicKey from './push-public-key';

export const webPushRoutes: EndpointRoute[] = [pushPublicKey, memberPushSubscribe, memberPushUnsubscribe, memberPushDevices, memberPushTest];
