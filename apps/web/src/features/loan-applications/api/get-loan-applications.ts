import { loanApplicationEndpoints, loanEligibilityEndpoints, paymentServiceEndpoints } from '@coop/contract';
import { endpointQuery } from '@/lib/http/endpoint-call';

/** The member's applications and the guarantees asked of them. */
export const loanApplicationsQuery = () => endpointQuery(loanApplicationEndpoints.loanApplications, { body: {} });

/** One application with its timeline. */
export const loanApplicationQuery = (applicationNo: string) => endpointQuery(loanApplicationEndpoints.loanApplication, { params: { application_no: applicationNo } });

/** What a guarantor reads before answering. */
export const guaranteeRequestQuery = (applicationNo: string) => endpointQuery(loanApplicationEndpoints.loanGuaranteeRequest, { params: { application_no: applicationNo } });

/** The products the member may apply for, with their largest amount and longest term. */
export const applicableProductsQuery = () => endpointQuery(loanEligibilityEndpoints.loanEligibility, { body: {} });

/** The member's open deposit accounts, which a loan may be paid into (the payment-service request reads the same). */
export const depositAccountsQuery = () => endpointQuery(paymentServiceEndpoints.memberPaymentService, {});
