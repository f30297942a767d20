import type { EndpointRoute } from '../../../http/endpoint-route';
import adminLoanApplication from './admin-loan-application';
import adminLoanApprove from './admin-loan-approve';
import adminLoanDocument from './admin-loan-document';
import adminLoanQueue from './admin-loan-queue';
import adminLoanReject from './admin-loan-reject';
import adminLoanRequestDocuments from './admin-loan-request-documents';
import adminLoanRoundAdd from './admin-loan-round-add';
import adminLoanRoundCsv from './admin-loan-round-csv';
import adminLoanRoundXlsx from './admin-loan-round-xlsx';
import adminLoanRounds from './admin-loan-rounds';
import loanApplication from './loan-application';
import loanApplicationCancel from './loan-application-cancel';
import loanApplicationDocument from './loan-application-document';
import loanApplicationDocumentsAdd from './loan-application-documents-add';
import loanApplicationEdit from './loan-application-edit';
import loanApplicationGuarantor from './loan-application-guarantor';
import loanApplicationResend from './loan-application-resend';
import loanApplicationOffer from './loan-application-offer';
import loanApplicationSubmit from './loan-application-submit';
import loanApplications from './loan-applications';
import loanCertificationCertify from './loan-certification-certify';
import loanCertificationReturn from './loan-certification-return';
import loanCertifications from './loan-certifications';
import loanGuaranteeAnswer from './loan-guarantee-answer';
import loanGuaranteeRequest from './loan-guarantee-request';
import loanGuarantorLookup from './loan-guarantor-lookup';

export const loanApplicationRoutes: EndpointRoute[] = [
  loanApplications,
  loanApplication,
  loanApplicationDocument,
  loanGuarantorLookup,
  loanApplicationSubmit,
  loanApplicationEdit,
  loanApplicationCancel,
  loanApplicationGuarantor,
  loanApplicationResend,
  loanGuaranteeRequest,
  loanGuaranteeAnswer,
  loanCertifications,
  loanCertificationCertify,
  loanCertificationReturn,
  loanApplicationOffer,
  loanApplicationDocumentsAdd,
  adminLoanRounds,
  adminLoanRoundAdd,
  adminLoanRoundCsv,
  adminLoanRoundXlsx,
  adminLoanQueue,
  adminLoanApplication,
  adminLoanDocument,
  adminLoanApprove,
  adminLoanRequestDocuments,
  adminLoanReject,
];
