import type { Db } from '../../../src/db/database';

/** A visitor's web board topic, with answers as given (oldest first). */
export async function addBoardTopic(db: Db, topic: { title: string; body?: string; answers?: string[] }): Promise<{ id: number; answerIds: number[] }> {
  const at = new Date('2026-11-20T03:00:00Z');
  const { id } = await db
    .insertInto('board_topics')
    .values({ name: 'ผู้เยี่ยมชม', title: topic.title, body: topic.body ?? 'เนื้อหากระทู้', created_at: at, ip: '203.0.113.9' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const answerIds: number[] = [];
  for (const body of topic.answers ?? []) {
    const row = await db.insertInto('board_answers').values({ topic_id: id, name: 'ผู้ตอบ', body, created_at: at, ip: '203.0.113.10' }).returning('id').executeTakeFirstOrThrow();
    answerIds.push(row.id);
  }
  return { id, answerIds };
}

/** A visitor's demand, received and unanswered. */
export async function addDemand(db: Db, title: string): Promise<number> {
  const row = await db
    .insertInto('demands')
    .values({
      demand_type: 'request',
      title,
      body: 'ขอสอบถามเรื่องการกู้เงิน',
      contact_name: 'สมหญิง ทดสอบ',
      phone: '0812345678',
      email: null,
      created_at: new Date('2026-11-20T03:00:00Z'),
      ip: '203.0.113.11',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
