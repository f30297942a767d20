import memberDeductions from './member-deductions';
import memberDeductionsPdf from './member-deductions-pdf';

export const memberDeductionsRoutes = [memberDeductions, memberDeductionsPdf];
