import type { HomeWaiting } from '@coop/contract';
import { buddhistYear } from '@coop/thai-format';
import { HOME_TEXT as T } from './messages';

/** What a waiting item says and where it leads. */
export function waitingNote(item: HomeWaiting): { text: string; to: string } {
  switch (item.kind) {
    case 'confirm_letter':
      return { text: T.letter(String(buddhistYear(item.year))), to: '/member/confirmData' };
    case 'payment_request':
      return { text: item.status === 'approved' ? T.requestApproved : T.requestRejected, to: '/member/requestpromoney' };
    case 'dispute_answer':
      return { text: T.disputeAnswered(String(buddhistYear(item.year))), to: '/member/confirmData' };
  }
}
