import { adminAuditEndpoints } from './admin-audit';
import { adminAuthEndpoints } from './admin-auth';
import { adminConfirmationEndpoints } from './admin-confirmation';
import { adminContentEndpoints } from './admin-content';
import { adminImportEndpoints } from './admin-import';
import { adminJobsEndpoints } from './admin-jobs';
import { adminMemberGroupEndpoints } from './admin-member-groups';
import { adminLoanApplicationsEndpoints } from './admin-loan-applications';
import { adminLoanProductsEndpoints } from './admin-loan-products';
import { adminMemberEndpoints } from './admin-members';
import { adminBroadcastsEndpoints } from './admin-broadcasts';
import { adminNotificationsEndpoints } from './admin-notifications';
import { adminSiteEndpoints } from './admin-site';
import { adminStaffEndpoints } from './admin-staff';
import { beneficiariesEndpoints } from './beneficiaries';
import { calculatorSettingsEndpoints } from './calculator-settings';
import { confirmationEndpoints } from './confirmation';
import { cremationDeductionsEndpoints } from './cremation-deductions';
import { dividendsEndpoints } from './dividends';
import { guaranteesEndpoints } from './guarantees';
import { healthEndpoints } from './health';
import { infoBoardEndpoints } from './info-board';
import { infoContentEndpoints } from './info-content';
import { infoDemandEndpoints } from './info-demand';
import { infoElectionEndpoints } from './info-election';
import { infoMenuEndpoints } from './info-menu';
import { infoNotificationEndpoints } from './info-notification';
import { memberLastUpdateEndpoints } from './last-update';
import { lineLinkEndpoints } from './line-link';
import { memberAuthEndpoints, memberPasswordEndpoints } from './member-auth';
import { memberDeductionsEndpoints } from './member-deductions';
import { memberDepositEndpoints } from './member-deposit';
import { memberGroupAuthEndpoints } from './member-group-auth';
import { memberGroupCollectionEndpoints } from './member-group-collection';
import { payrollFileEndpoints } from './payroll-file';
import { memberHomeEndpoints } from './member-home';
import { memberInboxEndpoints } from './member-inbox';
import { memberInsuranceEndpoints } from './member-insurance';
import { loanApplicationReplyEndpoints } from './loan-application-replies';
import { loanApplicationEndpoints } from './loan-applications';
import { loanCertificationEndpoints } from './loan-certifications';
import { loanEligibilityEndpoints } from './loan-eligibility';
import { memberLoanEndpoints } from './member-loan';
import { memberPhotoEndpoints } from './member-photo';
import { memberRegistrationEndpoints } from './member-registration';
import { memberShareEndpoints } from './member-share';
import { memberStatementsEndpoints } from './member-statements';
import { taxCertificateEndpoints } from './tax-certificates';
import { memberStatusEndpoints } from './member-status';
import { memberTermsEndpoints } from './member-terms';
import { memberWelfareEndpoints } from './member-welfare';
import { notificationPreferencesEndpoints } from './notification-preferences';
import { memberPasskeyEndpoints, staffPasskeyEndpoints } from './passkeys';
import { paymentServiceEndpoints } from './payment-service';
import { memberGroupSessionEndpoints, memberSessionEndpoints } from './sessions';
import { adminSignInEndpoints, memberAccessEndpoints } from './access-record';
import { siteEndpoints } from './site';
import { webPushEndpoints } from './web-push';

/**
 * Every endpoint of the API, once (method, path, access, schemas): the server registers its routes from this
 * table and refuses to start unless each has exactly one route; the web calls and caches from it.
 */
export const endpoints = {
  // the public site
  ...healthEndpoints,
  ...siteEndpoints,
  ...infoMenuEndpoints,
  ...infoContentEndpoints,
  ...infoBoardEndpoints,
  ...infoDemandEndpoints,
  ...infoElectionEndpoints,
  ...calculatorSettingsEndpoints,
  ...infoNotificationEndpoints,
  ...memberTermsEndpoints,
  // members
  ...memberAuthEndpoints,
  ...memberPasswordEndpoints,
  ...memberPasskeyEndpoints,
  ...memberSessionEndpoints,
  ...memberAccessEndpoints,
  ...memberRegistrationEndpoints,
  ...memberStatusEndpoints,
  ...memberHomeEndpoints,
  ...memberShareEndpoints,
  ...memberLoanEndpoints,
  ...memberStatementsEndpoints,
  ...taxCertificateEndpoints,
  ...loanEligibilityEndpoints,
  ...loanApplicationEndpoints,
  ...loanApplicationReplyEndpoints,
  ...memberDepositEndpoints,
  ...memberDeductionsEndpoints,
  ...cremationDeductionsEndpoints,
  ...guaranteesEndpoints,
  ...beneficiariesEndpoints,
  ...dividendsEndpoints,
  ...memberWelfareEndpoints,
  ...memberInsuranceEndpoints,
  ...memberLastUpdateEndpoints,
  ...memberPhotoEndpoints,
  ...paymentServiceEndpoints,
  ...confirmationEndpoints,
  ...memberInboxEndpoints,
  ...notificationPreferencesEndpoints,
  ...webPushEndpoints,
  ...lineLinkEndpoints,
  // member groups
  ...memberGroupAuthEndpoints,
  ...memberGroupSessionEndpoints,
  ...memberGroupCollectionEndpoints,
  ...loanCertificationEndpoints,
  ...payrollFileEndpoints,
  // the staff console
  ...adminAuthEndpoints,
  ...staffPasskeyEndpoints,
  ...adminStaffEndpoints,
  ...adminAuditEndpoints,
  ...adminSignInEndpoints,
  ...adminImportEndpoints,
  ...adminJobsEndpoints,
  ...adminMemberEndpoints,
  ...adminMemberGroupEndpoints,
  ...adminNotificationsEndpoints,
  ...adminBroadcastsEndpoints,
  ...adminContentEndpoints,
  ...adminSiteEndpoints,
  ...adminLoanProductsEndpoints,
  ...adminLoanApplicationsEndpoints,
  ...adminConfirmationEndpoints,
};
export type EndpointName = keyof typeof endpoints;
