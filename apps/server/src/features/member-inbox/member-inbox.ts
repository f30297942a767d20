import type { InboxPageQuery, InboxPageResponse, InboxReadBody, InboxUnreadResponse } from '@coop/contract';
import { type DomainContext, memberActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { pageInfo } from '../../http/page-query';
import { eventWords } from '../../notify/event-words';
import { countInbox, countUnread, listInbox, markAllRead, markRead, shownSince } from './inbox-queries';
import { INBOX_TEXT as T } from './inbox-text';

/** A page holds as many entries as fit a phone's screen or two. */
export const INBOX_PAGE_SIZE = 20;

/** One page of the acting member's inbox, keyed by the session only, with the unread count for the bell. */
export async function memberInbox(context: DomainContext, query: InboxPageQuery): Promise<InboxPageResponse> {
  const membershipNo = memberActor(context);
  const since = shownSince(context.now());
  const page = { page: Number(query.page ?? 1), pageSize: INBOX_PAGE_SIZE, offset: (Number(query.page ?? 1) - 1) * INBOX_PAGE_SIZE };
  const [rows, total, unread] = await Promise.all([
    listInbox(context.db, membershipNo, since, page.offset, page.pageSize),
    countInbox(context.db, membershipNo, since),
    countUnread(context.db, membershipNo, since),
  ]);
  const data = rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    ...eventWords(r.kind, r.event_params, r.params),
    created_at: new Date(r.created_at).toISOString(),
    read_at: r.read_at === null ? null : new Date(r.read_at).toISOString(),
  }));
  return { rc_code: '1', data, unread, ...pageInfo(page, total) };
}

export async function memberInboxUnread(context: DomainContext): Promise<InboxUnreadResponse> {
  const membershipNo = memberActor(context);
  return { rc_code: '1', unread: await countUnread(context.db, membershipNo, shownSince(context.now())) };
}

/** Marks one of the acting member's entries read; another member's entry answers as one that does not exist. */
export async function readInboxEntry(context: DomainContext, body: InboxReadBody): Promise<InboxUnreadResponse> {
  const membershipNo = memberActor(context);
  if (!(await markRead(context.db, membershipNo, body.id, context.now()))) throw new ApiFailure(404, 'NO_ENTRY', T.noEntry);
  return memberInboxUnread(context);
}

export async function readAllInbox(context: DomainContext): Promise<InboxUnreadResponse> {
  await markAllRead(context.db, memberActor(context), context.now());
  return memberInboxUnread(context);
}
