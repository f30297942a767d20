/**
 * The job that looks for approved loan applications whose contract has come in (decision 073): the import of the
 * loans dataset queues it by this name, and the loan applications feature declares it. Named here, below both, so
 * neither feature imports the other.
 */
export const LOAN_PAYOUT_JOB = 'loan-applications.payout-match';
