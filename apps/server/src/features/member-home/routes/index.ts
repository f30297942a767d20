import memberHome from './member-home';

export const memberHomeRoutes = [memberHome];
