import adminLoanProductVersionAdd from './admin-loan-product-version-add';
import adminLoanProducts from './admin-loan-products';
import loanEligibility from './loan-eligibility';
import loanQuote from './loan-quote';

export const loanEligibilityRoutes = [loanEligibility, loanQuote, adminLoanProducts, adminLoanProductVersionAdd];
