import type { EndpointRoute } from '../../../http/endpoint-route';
import campaignClose from './admin-campaign-close';
import campaignCreate from './admin-campaign-create';
import campaignOpen from './admin-campaign-open';
import campaignSignOff from './admin-campaign-sign-off';
import campaignSnapshot from './admin-campaign-snapshot';
import campaignSummary from './admin-campaign-summary';
import campaigns from './admin-campaigns';
import verifyChain from './admin-chain-verify';
import disputeAnswer from './admin-dispute-answer';
import disputes from './admin-disputes';
import evidence from './admin-evidence';
import exportRoute from './admin-export';
import reminderRounds from './admin-reminder-rounds';
import responses from './admin-responses';
import confirmAnswer from './confirm-data';
import confirmEvidenceAdd from './confirm-evidence-add';
import confirmLetter from './confirm-letter';
import confirmData from './get-confirm-data';
import confirmDataThisYear from './get-confirm-data-this-year';
import verifyLetter from './verify-letter';

export const balanceConfirmationRoutes: EndpointRoute[] = [
  confirmData,
  confirmDataThisYear,
  confirmAnswer,
  confirmEvidenceAdd,
  confirmLetter,
  verifyLetter,
  campaigns,
  campaignCreate,
  campaignOpen,
  campaignClose,
  campaignSummary,
  campaignSnapshot,
  campaignSignOff,
  verifyChain,
  reminderRounds,
  responses,
  disputes,
  disputeAnswer,
  exportRoute,
  evidence,
];
