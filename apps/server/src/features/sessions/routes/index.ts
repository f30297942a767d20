import type { EndpointRoute } from '../../../http/endpoint-route';
import groupEnd from './group-end';
import groupEndOthers from './group-end-others';
import groupList from './group-list';
import memberEnd from './member-end';
import memberEndOthers from './member-end-others';
import memberList from './member-list';

export const sessionsRoutes: EndpointRoute[] = [memberList, memberEnd, memberEndOthers, groupList, groupEnd, groupEndOthers];
