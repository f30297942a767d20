import { type AdminLoanApproveBody, type AdminLoanNoteBody, type AdminLoanRoundBody, adminLoanApplicationsEndpoints as e } from '@coop/contract';
import { useEndpointChange } from '@/lib/console/use-endpoint-change';
import { LOAN_QUERIES } from './loan-queries';

export const useAddRound = () => useEndpointChange(e.adminLoanRoundAdd, { input: (body: AdminLoanRoundBody) => ({ body }), invalidates: LOAN_QUERIES });
export const useApprove = () => useEndpointChange(e.adminLoanApprove, { input: (body: AdminLoanApproveBody) => ({ body }), invalidates: LOAN_QUERIES });
export const useRequestDocuments = () => useEndpointChange(e.adminLoanRequestDocuments, { input: (body: AdminLoanNoteBody) => ({ body }), invalidates: LOAN_QUERIES });
export const useReject = () => useEndpointChange(e.adminLoanReject, { input: (body: AdminLoanNoteBody) => ({ body }), invalidates: LOAN_QUERIES });
