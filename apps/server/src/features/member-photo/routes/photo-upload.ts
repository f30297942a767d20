import { createHash } from 'node:crypto';
import { ErrorResponses, MEMBER_PHOTO_BODY_MAX_BYTES, MEMBER_PHOTO_MAX_BYTES, MemberPhotoUploadBody, MemberPhotoUploadResponse } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { refuseWhileImpersonating } from '../../../auth/impersonation-guard';
import { replaceMemberPhoto } from '../member-photo-queries';
import { memberPhotoDir, newPhotoFileName, photoFile, removePhotoFile } from '../photo-files';
import { decodeDataUrl } from '../../../images/checked-image';
import { PHOTO_TEXT, makeMemberPhoto } from '../photo-image';
import { storeAfterCommit } from '../../../storage/store-after-commit';

export const PHOTO_SAVED = 'บันทึกรูปประจำตัวเรียบร้อยแล้ว';

/**
 * Spec: the member's profile photo, as JSON with the picture as a base64 data URL (the portal reads only JSON,
 * decision 027). A picture that is refused changes nothing; one that is taken replaces the member's previous photo,
 * whose file is deleted once the new one is recorded. The new file is in place only once its record is.
 */
const wwwupload: FastifyPluginAsyncTypebox = async (app) => {
  const dir = memberPhotoDir(app.config.dataDir);
  app.post(
    '/api/member/wwwupload',
    { bodyLimit: MEMBER_PHOTO_BODY_MAX_BYTES, onRequest: refuseWhileImpersonating, schema: { body: MemberPhotoUploadBody, response: { 200: MemberPhotoUploadResponse, ...ErrorResponses } } },
    async (request) => {
      const photo = await makeMemberPhoto(decodeDataUrl(request.body.image, MEMBER_PHOTO_MAX_BYTES, PHOTO_TEXT.tooLarge), request.body.croppedAreaPixels);
      const fileName = newPhotoFileName();
      const previous = await storeAfterCommit(app.config.dataDir, photoFile(dir, fileName), photo, 0o600, () =>
        replaceMemberPhoto(app.db, request.member.membershipNo, {
          file_name: fileName,
          sha256: createHash('sha256').update(photo).digest('hex'),
          original_name: request.body.name,
          uploaded_at: app.now(),
        }),
      );
      if (previous) await removePhotoFile(dir, previous);
      return { rc_code: '1' as const, rc_des: PHOTO_SAVED };
    },
  );
};
export default wwwupload;
