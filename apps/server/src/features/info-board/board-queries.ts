import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { summaryOf } from '../../db/text-summary';

export interface NewBoardTopic {
  name: string;
  title: string;
  body: string;
  createdAt: Date;
  ip: string;
}

export async function insertBoardTopic(db: Db, topic: NewBoardTopic): Promise<number> {
  const row = await db
    .insertInto('board_topics')
    .values({ name: topic.name, title: topic.title, body: topic.body, created_at: topic.createdAt, ip: topic.ip })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts only when the topic exists; undefined means it does not. */
export async function insertBoardAnswer(
  db: Db,
  topicId: number,
  answer: Omit<NewBoardTopic, 'title'>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('board_answers')
    .columns(['topic_id', 'name', 'body', 'created_at', 'ip'])
    .expression(
      db
        .selectFrom('board_topics')
        .select([
          'id',
          sql<string>`${answer.name}::text`.as('name'),
          sql<string>`${answer.body}::text`.as('body'),
          sql<Date>`${answer.createdAt}::timestamptz`.as('created_at'),
          sql<string>`${answer.ip}::text`.as('ip'),
        ])
        // a hidden topic is not there for visitors; a closed one takes no answers (the route says which)
        .where('id', '=', topicId)
        .where('hidden', '=', false)
        .where('closed', '=', false),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function countBoardTopics(db: Db): Promise<number> {
  const row = await db
    .selectFrom('board_topics')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('hidden', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listBoardTopics(db: Db, page: { offset: number; limit: number }) {
  return db
    .selectFrom('board_topics as t')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('board_answers')
          .select(['topic_id', (e) => e.fn.countAll<number>().as('answer_count'), (e) => e.fn.max('created_at').as('last_answer_at')])
          .where('hidden', '=', false)
          .groupBy('topic_id')
          .as('a'),
      (join) => join.onRef('a.topic_id', '=', 't.id'),
    )
    .select([
      't.id',
      't.name',
      't.title',
      // the question's start, flattened, for the list's highlight (spec 9: cut at 120 characters by the page)
      summaryOf('t.body').as('summary'),
      't.created_at',
      't.pinned',
      't.closed',
      sql<number>`coalesce(a.answer_count, 0)`.as('answer_count'),
      'a.last_answer_at',
    ])
    .where('t.hidden', '=', false)
    // pinned topics first (staff moderation), then newest first
    .orderBy('t.pinned', 'desc')
    .orderBy('t.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function findBoardTopic(db: Db, id: number) {
  return db
    .selectFrom('board_topics')
    .select(['id', 'name', 'title', 'body', 'created_at', 'pinned', 'closed'])
    .where('id', '=', id)
    .where('hidden', '=', false)
    .executeTakeFirst();
}

export async function listBoardAnswers(db: Db, topicId: number) {
  return db
    .selectFrom('board_answers')
    .select(['id', 'name', 'body', 'created_at'])
    .where('topic_id', '=', topicId)
    .where('hidden', '=', false)
    .orderBy('id')
    .execute();
}
