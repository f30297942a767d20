import memberWelfare from './member-welfare';

export const memberWelfareRoutes = [memberWelfare];
