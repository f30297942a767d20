import cremationDeductions from './cremation-deductions';

export const cremationDeductionsRoutes = [cremationDeductions];
