import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { OkResponse } from './ok-response';

/** The largest picture file a member may send (the web refuses larger ones before sending). */
export const MEMBER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a picture may have, read from its header before it is decoded (a decompression bomb stops here). */
export const MEMBER_PHOTO_MAX_PIXELS = 40_000_000;
/** What the server accepts, judged by the file's bytes; the web's file picker offers the same. */
export const MEMBER_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp'] as const;
/** The stored picture's longest side, in pixels: big enough for a sharp avatar and the status page, small to serve. */
export const MEMBER_PHOTO_SIDE = 512;

/**
 * The upload's body limit: `image` travels as a base64 data URL, 4/3 of the file, and the rest of the body is small.
 * The room above a 5 MB file is where the server can still say in words that the file is too large.
 */
export const MEMBER_PHOTO_BODY_MAX_BYTES = Math.ceil(MEMBER_PHOTO_MAX_BYTES / 3) * 4 + 8 * 1024;

/** react-easy-crop's `croppedArea`: the crop in percent of the picture. */
export const CroppedArea = Type.Object(
  {
    x: Type.Number({ minimum: 0, maximum: 100 }),
    y: Type.Number({ minimum: 0, maximum: 100 }),
    width: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
    height: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type CroppedArea = Static<typeof CroppedArea>;

const PIXELS = 100_000;

/** react-easy-crop's `croppedAreaPixels`: the crop in whole pixels of the picture as shown (turned upright). */
export const CroppedAreaPixels = Type.Object(
  {
    x: Type.Integer({ minimum: 0, maximum: PIXELS }),
    y: Type.Integer({ minimum: 0, maximum: PIXELS }),
    width: Type.Integer({ minimum: 1, maximum: PIXELS }),
    height: Type.Integer({ minimum: 1, maximum: PIXELS }),
  },
  { additionalProperties: false },
);
export type CroppedAreaPixels = Static<typeof CroppedAreaPixels>;

/** `POST /api/member/wwwupload`: the member's new picture and the part of it to keep. */
export const MemberPhotoUploadBody = Type.Object(
  {
    image: Type.String({ minLength: 1, maxLength: MEMBER_PHOTO_BODY_MAX_BYTES }),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    croppedArea: CroppedArea,
    croppedAreaPixels: CroppedAreaPixels,
  },
  { additionalProperties: false },
);
export type MemberPhotoUploadBody = Static<typeof MemberPhotoUploadBody>;

export const MemberPhotoUploadResponse = OkResponse({
  rc_des: Type.String(),
});
export type MemberPhotoUploadResponse = Static<typeof MemberPhotoUploadResponse>;

export const memberPhotoEndpoints = {
  /** The signed-in member's own photo as a JPEG, and no one else's; 304 when the client's copy is current. */
  memberPhoto: endpoint({ method: 'GET', path: '/api/member/photo', access: 'member', file: 'image/jpeg', otherResponses: { 304: Type.Null() } }),
  /** เปลี่ยนรูปประจำตัว: a new picture, cropped as the member chose. */
  memberPhotoUpload: endpoint({ method: 'POST', path: '/api/member/wwwupload', access: 'member', body: MemberPhotoUploadBody, response: MemberPhotoUploadResponse }),
};
