import type { EndpointRoute } from '../../../http/endpoint-route';
import memberInbox from './member-inbox';
import memberInboxRead from './member-inbox-read';
import memberInboxReadAll from './member-inbox-read-all';
import memberInboxUnread from './member-inbox-unread';

export const memberInboxRoutes: EndpointRoute[] = [memberInbox, memberInboxUnread, memberInboxRead, memberInboxReadAll];
