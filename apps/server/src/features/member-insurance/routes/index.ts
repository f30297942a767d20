import memberInsurance from './member-insurance';

export const memberInsuranceRoutes = [memberInsurance];
