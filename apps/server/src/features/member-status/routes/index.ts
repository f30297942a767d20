import memberStatus from './member-status';

export const memberStatusRoutes = [memberStatus];
