import type { Db } from '../../db/database';

export interface StoredMemberPhoto {
  file_name: string;
  sha256: string;
}

/** The member's photo, or undefined when the member has none. */
export function findMemberPhoto(db: Db, membershipNo: string): Promise<StoredMemberPhoto | undefined> {
  return db.selectFrom('member_photos').select(['file_name', 'sha256']).where('membership_no', '=', membershipNo).executeTakeFirst();
}

/**
 * Makes `photo` the member's photo and answers the file name of the one it replaces, if any. The member's row is
 * locked first, so two uploads by one member at once take turns and each learns the file the other left.
 */
export function replaceMemberPhoto(
  db: Db,
  membershipNo: string,
  photo: StoredMemberPhoto & { original_name: string; uploaded_at: Date },
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('membership_no').where('membership_no', '=', membershipNo).forNoKeyUpdate().execute();
    const previous = await trx.selectFrom('member_photos').select('file_name').where('membership_no', '=', membershipNo).executeTakeFirst();
    await trx
      .insertInto('member_photos')
      .values({ membership_no: membershipNo, ...photo })
      .onConflict((oc) => oc.column('membership_no').doUpdateSet(photo))
      .execute();
    return previous?.file_name;
  });
}
