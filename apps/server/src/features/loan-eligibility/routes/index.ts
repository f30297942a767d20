import loanEligibility from './loan-eligibility';
import loanQuote from './loan-quote';

export const loanEligibilityRoutes = [loanEligibility, loanQuote];
