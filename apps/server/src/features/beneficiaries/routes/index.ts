import beneficiaries from './beneficiaries';

export const beneficiariesRoutes = [beneficiaries];
