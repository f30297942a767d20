import type { AdminElectionListResponse, AdminElectionResponse, AdminSavedResponse, ElectionSaveBody } from '@coop/contract';
import { auditedChange } from '../../audit/audited-change';
import type { DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { adminSaved } from '../../site/admin-saved';
import { SITE_ADMIN_TEXT } from '../../site/site-admin-text';
import { findElectionContents } from './election-editing-queries';
import { electionOf } from './election-lookups';
import { findElection, insertElection, listElections, updateElection } from './election-queries';

const asAdminElection = (e: Awaited<ReturnType<typeof listElections>>[number]) => ({
  ...e,
  voting_starts_at: e.voting_starts_at.toISOString(),
  voting_ends_at: e.voting_ends_at.toISOString(),
  results_published_at: e.results_published_at ? e.results_published_at.toISOString() : null,
});

/** Every election, newest first, as staff edit them. */
export async function staffElections(context: DomainContext): Promise<AdminElectionListResponse> {
  return { elections: (await listElections(context.db)).map(asAdminElection) };
}

/** One election with what the page lists under it: its positions with their candidates, and its polling places. */
export async function staffElection(context: DomainContext, id: number): Promise<AdminElectionResponse> {
  const election = await electionOf(context.db, id);
  return { election: asAdminElection(election), ...(await findElectionContents(context.db, election.id)) };
}

/**
 * An election's title, description and dates (the page's status follows the dates; votes show from
 * `results_published_at`); without an id a new one. Audited; shows on the public page at once.
 */
export async function saveElection(context: DomainContext, body: ElectionSaveBody): Promise<AdminSavedResponse> {
  const { id, ...fields } = body;
  const values = {
    title: fields.title.trim(),
    description: fields.description.replace(/\r\n?/g, '\n').trim(),
    announced_on: fields.announced_on,
    voting_starts_at: new Date(fields.voting_starts_at),
    voting_ends_at: new Date(fields.voting_ends_at),
    results_published_at: fields.results_published_at === null ? null : new Date(fields.results_published_at),
  };
  if (values.voting_ends_at <= values.voting_starts_at) throw new ApiFailure(400, 'VOTING_ORDER', SITE_ADMIN_TEXT.votingOrder);
  if (values.results_published_at && values.results_published_at < values.voting_ends_at) throw new ApiFailure(400, 'RESULTS_ORDER', SITE_ADMIN_TEXT.resultsOrder);
  const savedId = await auditedChange(context, { action: id ? 'election.update' : 'election.create', target: `election:${id ?? 'new'}` }, async (trx) => {
    if (id === undefined) {
      const created = await insertElection(trx, values);
      return { before: null, after: { id: created, ...values }, result: created };
    }
    const before = await findElection(trx, id);
    if (!before) throw new ApiFailure(404, 'NOT_FOUND', SITE_ADMIN_TEXT.electionNotFound);
    await updateElection(trx, id, values);
    return { before, after: { id, ...values }, result: id };
  });
  return adminSaved(SITE_ADMIN_TEXT.saved, savedId);
}
