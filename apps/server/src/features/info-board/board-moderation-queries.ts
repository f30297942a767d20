import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The web board as staff see it: hidden topics too, with their moderation flags and every answer counted. */
export async function listBoardTopicsForStaff(db: Db, page: { offset: number; limit: number }) {
  const [total, items] = await Promise.all([
    db.selectFrom('board_topics').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db
      .selectFrom('board_topics as t')
      .select([
        't.id',
        't.name',
        't.title',
        't.created_at',
        't.hidden',
        't.pinned',
        't.closed',
        (eb) => eb.selectFrom('board_answers as a').select(sql<number>`count(*)::int`.as('n')).whereRef('a.topic_id', '=', 't.id').as('answer_count'),
      ])
      .orderBy('t.pinned', 'desc')
      .orderBy('t.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total: Number(total.total), items: items.map((t) => ({ ...t, answer_count: Number(t.answer_count ?? 0) })) };
}

export async function findBoardTopicForStaff(db: Db, id: number) {
  return db
    .selectFrom('board_topics')
    .select(['id', 'name', 'title', 'body', 'created_at', 'ip', 'hidden', 'pinned', 'closed'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listBoardAnswersForStaff(db: Db, topicId: number) {
  return db.selectFrom('board_answers').select(['id', 'name', 'body', 'created_at', 'ip', 'hidden']).where('topic_id', '=', topicId).orderBy('id').execute();
}

export async function findBoardAnswerForStaff(db: Db, id: number) {
  return db.selectFrom('board_answers').select(['id', 'topic_id', 'name', 'body', 'created_at', 'hidden']).where('id', '=', id).executeTakeFirst();
}

export async function moderateBoardTopic(db: Db, id: number, flags: { hidden: boolean; pinned: boolean; closed: boolean }): Promise<void> {
  await db.updateTable('board_topics').set(flags).where('id', '=', id).execute();
}

/** Deletes a topic with its answers (the foreign key cascades). */
export async function deleteBoardTopic(db: Db, id: number): Promise<void> {
  await db.deleteFrom('board_topics').where('id', '=', id).execute();
}

export async function moderateBoardAnswer(db: Db, id: number, hidden: boolean): Promise<void> {
  await db.updateTable('board_answers').set({ hidden }).where('id', '=', id).execute();
}

export async function deleteBoardAnswer(db: Db, id: number): Promise<void> {
  await db.deleteFrom('board_answers').where('id', '=', id).execute();
}
