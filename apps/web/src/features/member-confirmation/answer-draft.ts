import { type BalanceLine, CONFIRM_REASON_MAX, type ConfirmAnswerBody } from '@coop/contract';
import { CONFIRMATION_TEXT as T } from './messages';

/** What the member has chosen on one line so far; `agreed` undefined until they choose. */
export interface LineDraft {
  agreed: boolean | undefined;
  reason: string;
  /** The amount they believe, as typed ("12,500.50"); optional. */
  claimed: string;
}

export const EMPTY_DRAFT: LineDraft = { agreed: undefined, reason: '', claimed: '' };

export interface LineProblems {
  choice?: string;
  reason?: string;
  claimed?: string;
}

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/** "12,500.50" → 12500.5; '' → undefined (not given); anything else → NaN. */
export function readClaimedAmount(typed: string): number | undefined {
  const plain = typed.replace(/[,\s]/g, '');
  if (plain === '') return undefined;
  return AMOUNT.test(plain) ? Number(plain) : Number.NaN;
}

export type DraftCheck = { problems: Map<number, LineProblems> } | { body: ConfirmAnswerBody['answers'] };

/**
 * The answer the server takes, or what is missing, in Thai, per line: a choice on every line, a reason on every line
 * not agreed (the server refuses it too), a claimed amount that is a number when given.
 */
export function checkDrafts(lines: readonly BalanceLine[], drafts: ReadonlyMap<number, LineDraft>): DraftCheck {
  const problems = new Map<number, LineProblems>();
  const body: ConfirmAnswerBody['answers'] = [];
  for (const line of lines) {
    const draft = drafts.get(line.line_no) ?? EMPTY_DRAFT;
    if (draft.agreed === undefined) {
      problems.set(line.line_no, { choice: T.needChoice });
      continue;
    }
    if (draft.agreed) {
      body.push({ line_no: line.line_no, agreed: true });
      continue;
    }
    const reason = draft.reason.trim();
    const claimed = readClaimedAmount(draft.claimed);
    const found: LineProblems = {
      reason: reason === '' ? T.needReason : reason.length > CONFIRM_REASON_MAX ? T.reasonTooLong(CONFIRM_REASON_MAX) : undefined,
      claimed: Number.isNaN(claimed) ? T.badAmount : undefined,
    };
    if (found.reason || found.claimed) problems.set(line.line_no, found);
    else body.push({ line_no: line.line_no, agreed: false, reason, ...(claimed === undefined ? {} : { claimed_amount: claimed }) });
  }
  return problems.size > 0 ? { problems } : { body };
}
