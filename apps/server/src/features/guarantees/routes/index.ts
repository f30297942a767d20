import guarantees from './guarantees';

export const guaranteesRoutes = [guarantees];
