import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './database';
import * as foundation from './migrations/2026-11-22-1-foundation';
import * as memberFinance from './migrations/2026-11-22-2-member-finance';
import * as publicSite from './migrations/2026-11-22-3-public-site';
import * as loginLocks from './migrations/2026-11-24-1-login-locks';
import * as memberGroupAccounts from './migrations/2026-11-25-1-member-group-accounts';
import * as sitePages from './migrations/2026-11-25-2-site-pages';
import * as kepBilledGroup from './migrations/2026-11-25-3-kep-billed-group';
import * as sitePageVersions from './migrations/2026-11-25-4-site-page-versions';
import * as memberRegistration from './migrations/2026-11-25-5-member-registration';
import * as memberPhotos from './migrations/2026-11-25-6-member-photos';
import * as staffConsole from './migrations/2026-11-25-7-staff-console';
import * as contentManagement from './migrations/2026-11-25-9-content-management';
import * as importHistory from './migrations/2026-11-25-8-import-history';
import * as memberSupport from './migrations/2026-11-25-91-member-support';
import * as siteAdministration from './migrations/2026-11-25-92-site-administration';
import * as paymentServiceRequests from './migrations/2026-11-25-95-payment-service-requests';
import * as confirmationCampaigns from './migrations/2026-11-25-94-confirmation-campaigns';
import * as confirmationResponses from './migrations/2026-11-25-96-confirmation-responses';
import * as totpLastStep from './migrations/2026-11-26-3-totp-last-step';
import * as tableAndColumnComments from './migrations/2026-11-26-9-table-and-column-comments';
import * as calculatorSettings from './migrations/2026-11-27-71-calculator-settings';
import * as demandReferences from './migrations/2026-11-27-72-demand-references';
import * as broadcasts from './migrations/2026-11-28-60-broadcasts';
import * as categoryBackgrounds from './migrations/2026-11-28-80-category-backgrounds';
import * as campaignAnswerBy from './migrations/2026-11-28-81-campaign-answer-by';
import * as codesBySms from './migrations/2026-11-28-50-codes-by-sms';
import * as jobs from './migrations/2026-11-28-10-jobs';
import * as lineLinks from './migrations/2026-11-28-40-line-links';
import * as memberInbox from './migrations/2026-11-28-20-member-inbox';
import * as webPush from './migrations/2026-11-28-30-web-push';
import * as importJobs from './migrations/2026-11-29-10-import-jobs';
import * as loanProducts from './migrations/2026-11-29-60-loan-products';
import * as loanApplications from './migrations/2026-11-30-10-loan-applications';
import * as staffFactorsSealed from './migrations/2026-11-30-40-staff-factors-sealed';
import * as salaryCertification from './migrations/2026-11-30-70-salary-certification';
import * as loanDecisions from './migrations/2026-12-01-00-loan-decisions';
import * as passkeys from './migrations/2026-12-01-10-passkeys';
import * as sessionDevices from './migrations/2026-12-01-20-session-devices';
import * as accessRecord from './migrations/2026-12-01-30-access-record';
import * as issuedDocuments from './migrations/2026-12-01-40-issued-documents';
import * as housingLoanTypes from './migrations/2026-12-01-41-housing-loan-types';
import * as confirmationAuditorControl from './migrations/2026-12-01-80-confirmation-auditor-control';
import * as payrollFiles from './migrations/2026-12-02-00-payroll-files';

/** Listed here rather than read from disk, so the bundled server carries them. Names sort by date. */
const migrations: Record<string, Migration> = {
  '2026-11-22-1-foundation': foundation,
  '2026-11-22-2-member-finance': memberFinance,
  '2026-11-22-3-public-site': publicSite,
  '2026-11-24-1-login-locks': loginLocks,
  '2026-11-25-1-member-group-accounts': memberGroupAccounts,
  '2026-11-25-2-site-pages': sitePages,
  '2026-11-25-3-kep-billed-group': kepBilledGroup,
  '2026-11-25-4-site-page-versions': sitePageVersions,
  '2026-11-25-5-member-registration': memberRegistration,
  '2026-11-25-6-member-photos': memberPhotos,
  '2026-11-25-7-staff-console': staffConsole,
  '2026-11-25-9-content-management': contentManagement,
  '2026-11-25-8-import-history': importHistory,
  '2026-11-25-91-member-support': memberSupport,
  '2026-11-25-92-site-administration': siteAdministration,
  '2026-11-25-95-payment-service-requests': paymentServiceRequests,
  '2026-11-25-94-confirmation-campaigns': confirmationCampaigns,
  '2026-11-25-96-confirmation-responses': confirmationResponses,
  '2026-11-26-3-totp-last-step': totpLastStep,
  '2026-11-26-9-table-and-column-comments': tableAndColumnComments,
  '2026-11-27-71-calculator-settings': calculatorSettings,
  '2026-11-27-72-demand-references': demandReferences,
  '2026-11-28-10-jobs': jobs,
  '2026-11-28-20-member-inbox': memberInbox,
  '2026-11-28-30-web-push': webPush,
  '2026-11-28-40-line-links': lineLinks,
  '2026-11-28-50-codes-by-sms': codesBySms,
  '2026-11-28-60-broadcasts': broadcasts,
  '2026-11-28-80-category-backgrounds': categoryBackgrounds,
  '2026-11-28-81-campaign-answer-by': campaignAnswerBy,
  '2026-11-29-10-import-jobs': importJobs,
  '2026-11-29-60-loan-products': loanProducts,
  '2026-11-30-10-loan-applications': loanApplications,
  '2026-11-30-40-staff-factors-sealed': staffFactorsSealed,
  '2026-11-30-70-salary-certification': salaryCertification,
  '2026-12-01-00-loan-decisions': loanDecisions,
  '2026-12-01-10-passkeys': passkeys,
  '2026-12-01-20-session-devices': sessionDevices,
  '2026-12-01-30-access-record': accessRecord,
  '2026-12-01-40-issued-documents': issuedDocuments,
  '2026-12-01-41-housing-loan-types': housingLoanTypes,
  '2026-12-01-80-confirmation-auditor-control': confirmationAuditorControl,
  '2026-12-02-00-payroll-files': payrollFiles,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
