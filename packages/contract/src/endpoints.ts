import { memberRegistrationEndpoints } from './member-registration';
import { memberGroupAuthEndpoints } from './member-group-auth';
import { memberAuthEndpoints, memberPasswordEndpoints } from './member-auth';
import { memberStatusEndpoints } from './member-status';
import { memberLastUpdateEndpoints } from './last-update';
import { memberInsuranceEndpoints } from './member-insurance';
import { memberWelfareEndpoints } from './member-welfare';
import { dividendsEndpoints } from './dividends';
import { beneficiariesEndpoints } from './beneficiaries';
import { guaranteesEndpoints } from './guarantees';
import { cremationDeductionsEndpoints } from './cremation-deductions';
import { memberDeductionsEndpoints } from './member-deductions';
import { memberDepositEndpoints } from './member-deposit';
import { memberLoanEndpoints } from './member-loan';
import { memberGroupCollectionEndpoints } from './member-group-collection';
import { memberPhotoEndpoints } from './member-photo';
import { memberTermsEndpoints } from './member-terms';
import { healthEndpoints } from './health';
import { confirmationEndpoints } from './confirmation';
import { adminConfirmationEndpoints } from './admin-confirmation';
import { paymentServiceEndpoints } from './payment-service';
import { adminMemberEndpoints } from './admin-members';
import { adminMemberGroupEndpoints } from './admin-member-groups';
import { adminAuthEndpoints } from './admin-auth';
import { adminStaffEndpoints } from './admin-staff';
import { adminAuditEndpoints } from './admin-audit';
import { adminImportEndpoints } from './admin-import';
import { memberShareEndpoints } from './member-share';
import { infoBoardEndpoints } from './info-board';
import { infoDemandEndpoints } from './info-demand';
import { adminSiteEndpoints } from './admin-site';
import { infoElectionEndpoints } from './info-election';
import { infoMenuEndpoints } from './info-menu';
import { adminContentEndpoints } from './admin-content';
import { infoContentEndpoints } from './info-content';
import { siteEndpoints } from './site';
import { infoNotificationEndpoints } from './info-notification';
import { adminNotificationsEndpoints } from './admin-notifications';

/**
 * Every endpoint of the API, once (method, path, access, schemas): the server registers its routes from this
 * table and refuses to start unless each has exactly one route; the web calls and caches from it.
 */
export const endpoints = {
  ...memberRegistrationEndpoints,
  ...memberGroupAuthEndpoints,
  ...memberPasswordEndpoints,
  ...memberAuthEndpoints,
  ...adminNotificationsEndpoints,
  ...infoNotificationEndpoints,
  ...siteEndpoints,
  ...infoContentEndpoints,
  ...memberStatusEndpoints,
  ...adminContentEndpoints,
  ...infoMenuEndpoints,
  ...memberLastUpdateEndpoints,
  ...memberInsuranceEndpoints,
  ...memberWelfareEndpoints,
  ...dividendsEndpoints,
  ...beneficiariesEndpoints,
  ...guaranteesEndpoints,
  ...cremationDeductionsEndpoints,
  ...memberDeductionsEndpoints,
  ...memberDepositEndpoints,
  ...memberLoanEndpoints,
  ...memberGroupCollectionEndpoints,
  ...memberPhotoEndpoints,
  ...memberTermsEndpoints,
  ...healthEndpoints,
  ...infoElectionEndpoints,
  ...adminSiteEndpoints,
  ...infoDemandEndpoints,
  ...infoBoardEndpoints,
  ...memberShareEndpoints,
  ...confirmationEndpoints,
  ...adminConfirmationEndpoints,
  ...paymentServiceEndpoints,
  ...adminMemberEndpoints,
  ...adminMemberGroupEndpoints,
  ...adminAuthEndpoints,
  ...adminStaffEndpoints,
  ...adminAuditEndpoints,
  ...adminImportEndpoints,
};
export type EndpointName = keyof typeof endpoints;
