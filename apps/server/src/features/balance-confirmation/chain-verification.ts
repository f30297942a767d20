import type { ChainProblem, VerifyChainBody, VerifyChainResponse } from '@coop/contract';
import type { Db } from '../../db/database';
import type { DomainContext } from '../../domain/context';
import { CHAIN_GENESIS, chainLinkHash } from './answer-chain';
import { campaignOr404 } from './campaign-counts';
import { CHAIN_TEXT as T } from './chain-text';
import { listCampaignAnswerLines, listCampaignResponses, listChainLinks } from './chain-queries';
import { type AnsweredLine, letterFingerprint } from './letter-fingerprint';

type Link = Awaited<ReturnType<typeof listChainLinks>>[number];

/** Each response's content as the chain covers it, recomputed from the rows as they are now. */
async function currentContents(db: Db, campaignId: number) {
  const [responses, lines] = await Promise.all([listCampaignResponses(db, campaignId), listCampaignAnswerLines(db, campaignId)]);
  const linesOf = new Map<string, AnsweredLine[]>();
  for (const { membership_no, ...line } of lines) linesOf.set(membership_no, [...(linesOf.get(membership_no) ?? []), line]);
  return new Map(
    responses.map((r) => [
      r.membership_no,
      {
        membershipNo: r.membership_no,
        answeredAt: r.answered_at,
        fingerprint: letterFingerprint({ code: r.letter_code, year: r.year, balance_date: r.balance_date, membership_no: r.membership_no, member_name: r.member_name, lines: linesOf.get(r.membership_no) ?? [] }),
      },
    ]),
  );
}

const problem = (seq: number, membershipNo: string | null, kind: ChainProblem['problem']): ChainProblem => ({
  seq,
  membership_no: membershipNo,
  problem: kind,
  message: T.problem[kind](seq, membershipNo),
});

/**
 * Walks the links in order: a missing number or a previous hash that is not the link before's is an answer removed;
 * a link whose answer is gone is removed; a link whose hash the answer as it is now does not give is changed; a
 * response with no link was written around the chain; a head the auditor kept that the chain no longer holds means
 * the chain was written anew.
 */
function findProblems(links: readonly Link[], contents: Awaited<ReturnType<typeof currentContents>>, known: VerifyChainBody['known']): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let prev = CHAIN_GENESIS;
  let expected = 1;
  for (const link of links) {
    const gap = expected < link.seq;
    for (; expected < link.seq; expected++) problems.push(problem(expected, null, 'removed'));
    // numbers run on but the link before is not the one this link followed: one between was taken out
    if (!gap && link.prev_sha256 !== prev) problems.push(problem(link.seq - 1, null, 'removed'));
    const content = contents.get(link.membership_no);
    if (!content) problems.push(problem(link.seq, link.membership_no, 'removed'));
    else if (chainLinkHash(link.seq, link.prev_sha256, content) !== link.sha256) problems.push(problem(link.seq, link.membership_no, 'changed'));
    prev = link.sha256;
    expected = link.seq + 1;
  }
  if (known && links.find((l) => l.seq === known.seq)?.sha256 !== known.sha256) problems.push(problem(known.seq, null, 'rewritten'));
  const chained = new Set(links.map((l) => l.membership_no));
  for (const membershipNo of contents.keys()) if (!chained.has(membershipNo)) problems.push(problem(0, membershipNo, 'unchained'));
  return problems.sort((a, b) => (a.seq || Infinity) - (b.seq || Infinity));
}

/** The campaign's answer chain recomputed from the answers as they are now; unknown campaign: Thai 404. */
export async function verifyAnswerChain({ db }: DomainContext, { id, known }: VerifyChainBody): Promise<VerifyChainResponse> {
  await campaignOr404(db, id);
  const [links, contents] = await Promise.all([listChainLinks(db, id), currentContents(db, id)]);
  const problems = findProblems(links, contents, known);
  const last = links.at(-1);
  return {
    rc_code: '1',
    campaign_id: id,
    answers: links.length,
    head: last ? { seq: last.seq, sha256: last.sha256 } : null,
    intact: problems.length === 0,
    first: problems[0] ?? null,
    problems,
    rc_des: problems.length === 0 ? T.intact(links.length) : T.broken(problems.length, problems[0]!.message),
  };
}
