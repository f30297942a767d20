import type { EndpointRoute } from '../../../http/endpoint-route';
import loanApplication from './loan-application';
import loanApplicationCancel from './loan-application-cancel';
import loanApplicationDocument from './loan-application-document';
import loanApplicationEdit from './loan-application-edit';
import loanApplicationGuarantor from './loan-application-guarantor';
import loanApplicationSubmit from './loan-application-submit';
import loanApplications from './loan-applications';
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
  loanGuaranteeRequest,
  loanGuaranteeAnswer,
];
