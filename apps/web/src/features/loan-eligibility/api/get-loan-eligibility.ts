import { type LoanQuoteBody, loanEligibilityEndpoints } from '@coop/contract';
import { endpointQuery, endpointQuietQuery } from '@/lib/http/endpoint-call';

/** Every product offered today, judged for the member. */
export const loanEligibilityQuery = () => endpointQuery(loanEligibilityEndpoints.loanEligibility, { body: {} });

/** The quote of an amount and term; quiet, because the form shows a refusal under itself. */
export const loanQuoteQuery = (body: LoanQuoteBody) => endpointQuietQuery(loanEligibilityEndpoints.loanQuote, { body });
