import { ADMIN_SITE_PATHS, AdminElectionListResponse, AdminSavedResponse, ElectionSaveBody, ErrorResponses, NoInput } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findElection, insertElection, listElections, updateElection } from '../election-queries';
import { ApiFailure } from '../../../http/api-failure';
import { SITE_ADMIN_TEXT } from '../../../site/site-admin-text';
import { auditedChange } from '../../../audit/audited-change';
import { contextOf } from '../../../http/request-context';

const asAdminElection = (e: Awaited<ReturnType<typeof listElections>>[number]) => ({
  ...e,
  voting_starts_at: e.voting_starts_at.toISOString(),
  voting_ends_at: e.voting_ends_at.toISOString(),
  results_published_at: e.results_published_at ? e.results_published_at.toISOString() : null,
});

/**
 * The election page's content: each election's title, description and dates (the page's status follows the dates;
 * votes show from `results_published_at`). Its positions, candidates and polling places: election-contents.ts.
 */
const election: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ADMIN_SITE_PATHS.electionList, { schema: { body: NoInput, response: { 200: AdminElectionListResponse, ...ErrorResponses } } }, async () => ({
    elections: (await listElections(app.db)).map(asAdminElection),
  }));

  app.post(ADMIN_SITE_PATHS.electionSave, { schema: { body: ElectionSaveBody, response: { 200: AdminSavedResponse, ...ErrorResponses } } }, async (request) => {
    const { id, ...fields } = request.body;
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
    const savedId = await auditedChange(contextOf(request), { action: id ? 'election.update' : 'election.create', target: `election:${id ?? 'new'}` }, async (trx) => {
      if (id === undefined) {
        const created = await insertElection(trx, values);
        return { before: null, after: { id: created, ...values }, result: created };
      }
      const before = await findElection(trx, id);
      if (!before) throw new ApiFailure(404, 'NOT_FOUND', SITE_ADMIN_TEXT.electionNotFound);
      await updateElection(trx, id, values);
      return { before, after: { id, ...values }, result: id };
    });
    return { rc_code: '1' as const, rc_des: SITE_ADMIN_TEXT.saved, id: savedId };
  });
};
export default election;
