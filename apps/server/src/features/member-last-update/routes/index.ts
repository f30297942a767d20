import memberLastUpdate from './member-last-update';

export const memberLastUpdateRoutes = [memberLastUpdate];
