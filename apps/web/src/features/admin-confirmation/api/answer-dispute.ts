import { ADMIN_CONFIRMATION_PATHS, type AnswerDisputeBody } from '@coop/contract';
import { useConsoleChange } from '@/lib/console/use-console-change';
import { CONFIRMATION_KEYS } from './confirmation-keys';

/** A staff answer on a case (new status and the note the member reads); the cases and counts read again. */
export const useAnswerDispute = () => useConsoleChange<AnswerDisputeBody>({ path: ADMIN_CONFIRMATION_PATHS.answerDispute, invalidates: [CONFIRMATION_KEYS.all] });
