import type { Db } from '../../db/database';

/** The title an editor gave the content attachment stored at this public path, if one has it. */
export async function findAttachmentTitle(db: Db, publicPath: string): Promise<string | undefined> {
  const row = await db.selectFrom('content_attachments').select('title').where('path', '=', publicPath).limit(1).executeTakeFirst();
  return row?.title;
}
