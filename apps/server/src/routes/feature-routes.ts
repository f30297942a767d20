import { auditLogRoutes } from '../features/audit-log/routes';
import { balanceConfirmationRoutes } from '../features/balance-confirmation/routes';
import { beneficiariesRoutes } from '../features/beneficiaries/routes';
import { calculatorSettingsRoutes } from '../features/calculator-settings/routes';
import { cremationDeductionsRoutes } from '../features/cremation-deductions/routes';
import { dataImportRoutes } from '../features/data-import/routes';
import { dividendsRoutes } from '../features/dividends/routes';
import { guaranteesRoutes } from '../features/guarantees/routes';
import { healthRoutes } from '../features/health/routes';
import { infoBoardRoutes } from '../features/info-board/routes';
import { infoContentRoutes } from '../features/info-content/routes';
import { infoDemandRoutes } from '../features/info-demand/routes';
import { infoElectionRoutes } from '../features/info-election/routes';
import { lineLinkRoutes } from '../features/line-link/routes';
import { loanEligibilityRoutes } from '../features/loan-eligibility/routes';
import { loanApplicationRoutes } from '../features/loan-applications/routes';
import { memberAuthRoutes } from '../features/member-auth/routes';
import { memberDeductionsRoutes } from '../features/member-deductions/routes';
import { memberDepositRoutes } from '../features/member-deposit/routes';
import { memberGroupAuthRoutes } from '../features/member-group-auth/routes';
import { memberGroupCollectionRoutes } from '../features/member-group-collection/routes';
import { memberHomeRoutes } from '../features/member-home/routes';
import { memberInboxRoutes } from '../features/member-inbox/routes';
import { memberInsuranceRoutes } from '../features/member-insurance/routes';
import { memberLastUpdateRoutes } from '../features/member-last-update/routes';
import { memberLoanRoutes } from '../features/member-loan/routes';
import { memberPasswordRoutes } from '../features/member-password/routes';
import { memberPhotoRoutes } from '../features/member-photo/routes';
import { memberRegistrationRoutes } from '../features/member-registration/routes';
import { memberShareRoutes } from '../features/member-share/routes';
import { memberStatementsRoutes } from '../features/member-statements/routes';
import { taxCertificatesRoutes } from '../features/tax-certificates/routes';
import { memberStatusRoutes } from '../features/member-status/routes';
import { memberSupportRoutes } from '../features/member-support/routes';
import { memberTermsRoutes } from '../features/member-terms/routes';
import { memberWelfareRoutes } from '../features/member-welfare/routes';
import { notificationPreferencesRoutes } from '../features/notification-preferences/routes';
import { jobHealthRoutes } from '../features/job-health/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { broadcastsRoutes } from '../features/broadcasts/routes';
import { passkeysRoutes } from '../features/passkeys/routes';
import { sessionsRoutes } from '../features/sessions/routes';
import { accessRecordRoutes } from '../features/access-record/routes';
import { paymentServiceRoutes } from '../features/payment-service/routes';
import { siteMenuRoutes } from '../features/site-menu/routes';
import { siteSettingsRoutes } from '../features/site-settings/routes';
import { staffAccountsRoutes } from '../features/staff-accounts/routes';
import { staffAuthRoutes } from '../features/staff-auth/routes';
import { webPushRoutes } from '../features/web-push/routes';

/** Every feature's routes; the app registers them from the endpoint table, which they must serve exactly. */
export const featureRoutes = [
  ...auditLogRoutes,
  ...balanceConfirmationRoutes,
  ...beneficiariesRoutes,
  ...calculatorSettingsRoutes,
  ...cremationDeductionsRoutes,
  ...dataImportRoutes,
  ...dividendsRoutes,
  ...guaranteesRoutes,
  ...healthRoutes,
  ...infoBoardRoutes,
  ...infoContentRoutes,
  ...infoDemandRoutes,
  ...infoElectionRoutes,
  ...lineLinkRoutes,
  ...loanEligibilityRoutes,
  ...loanApplicationRoutes,
  ...memberAuthRoutes,
  ...memberDeductionsRoutes,
  ...memberDepositRoutes,
  ...memberGroupAuthRoutes,
  ...memberGroupCollectionRoutes,
  ...memberHomeRoutes,
  ...memberInboxRoutes,
  ...memberInsuranceRoutes,
  ...memberLastUpdateRoutes,
  ...memberLoanRoutes,
  ...memberPasswordRoutes,
  ...memberPhotoRoutes,
  ...memberRegistrationRoutes,
  ...memberShareRoutes,
  ...memberStatementsRoutes,
  ...taxCertificatesRoutes,
  ...memberStatusRoutes,
  ...memberSupportRoutes,
  ...memberTermsRoutes,
  ...memberWelfareRoutes,
  ...notificationPreferencesRoutes,
  ...jobHealthRoutes,
  ...notificationsRoutes,
  ...broadcastsRoutes,
  ...passkeysRoutes,
  ...sessionsRoutes,
  ...accessRecordRoutes,
  ...paymentServiceRoutes,
  ...siteMenuRoutes,
  ...siteSettingsRoutes,
  ...staffAccountsRoutes,
  ...staffAuthRoutes,
  ...webPushRoutes,
];
