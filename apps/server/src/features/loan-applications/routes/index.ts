import type { EndpointRoute } from '../../../http/endpoint-route';
import loanApplication from './loan-application';
import loanApplicationCancel from './loan-application-cancel';
import loanApplicationDocument from './loan-application-document';
import loanApplicationEdit from './loan-application-edit';
import loanApplicationGuarantor from './loan-application-guarantor';
import loanApplicationResend from './loan-application-resend';
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
];
