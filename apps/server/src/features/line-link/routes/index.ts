import type { EndpointRoute } from '../../../http/endpoint-route';
import lineWebhook from './line-webhook';
import memberLineLink from './member-line-link';
import memberLineLinkStart from './member-line-link-start';
import memberLineUnlink from './member-line-unlink';

export const lineLinkRoutes: EndpointRoute[] = [memberLineLink, memberLineLinkStart, memberLineUnlink, lineWebhook];
