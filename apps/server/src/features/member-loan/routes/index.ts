import memberLoan from './member-loan';
import memberLoanStatement from './member-loan-statement';

export const memberLoanRoutes = [memberLoan, memberLoanStatement];
