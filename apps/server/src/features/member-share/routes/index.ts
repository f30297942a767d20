import memberShare from './member-share';

export const memberShareRoutes = [memberShare];
