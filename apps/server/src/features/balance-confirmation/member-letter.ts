import type { CheckedLine } from '@coop/contract';
import type { Db } from '../../db/database';
import {
  findCampaignByYear,
  findResponse,
  listAnswers,
  listBalanceLines,
  listDisputeEvents,
} from './letter-queries';
import { evidenceByLine } from './evidence-queries';
import { type LetterLine, linesDigest } from './letter-fingerprint';

export interface MemberLetter {
  campaign: NonNullable<Awaited<ReturnType<typeof findCampaignByYear>>>;
  /** As answered once the member has answered (later re-imports change nothing for them); else the current balances. */
  lines: LetterLine[];
  digest: string;
  response: Awaited<ReturnType<typeof findResponse>>;
  /** The recorded answers, each disputed one with its case and the staff's answers on it; empty until answered. */
  checked: CheckedLine[];
}

/** The member's letter for the year, or undefined when the year has no campaign members may see (none, or a draft). */
export async function loadMemberLetter(db: Db, membershipNo: string, year: number): Promise<MemberLetter | undefined> {
  const campaign = await findCampaignByYear(db, year);
  if (!campaign || campaign.status === 'draft') return undefined;
  const [balances, response, answers] = await Promise.all([
    listBalanceLines(db, campaign.id, membershipNo),
    findResponse(db, campaign.id, membershipNo),
    listAnswers(db, campaign.id, membershipNo),
  ]);
  const [events, evidence] = await Promise.all([
    listDisputeEvents(
      db,
      answers.flatMap((a) => (a.dispute_id === null ? [] : [a.dispute_id])),
    ),
    evidenceByLine(db, campaign.id, membershipNo),
  ]);
  const checked: CheckedLine[] = answers.map(({ dispute_id, dispute_status, ...a }) => ({
    ...a,
    dispute:
      dispute_id === null || dispute_status === null
        ? null
        : {
            id: dispute_id,
            status: dispute_status,
            events: events.filter((e) => e.dispute_id === dispute_id).map((e) => ({ at: new Date(e.at).toISOString(), status: e.status, note: e.note })),
            evidence: evidence.get(`${membershipNo}:${a.line_no}`) ?? [],
          },
  }));
  const lines = response ? answers.map(({ line_no, kind, reference, description, units, amount }) => ({ line_no, kind, reference, description, units, amount })) : balances;
  return { campaign, lines, digest: linesDigest(lines), response, checked };
}
