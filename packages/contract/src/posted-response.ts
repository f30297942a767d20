import { Type, type Static } from 'typebox';
import { OkResponse } from './ok-response';

/** The answer to a public post (a board topic or answer, a demand): the server's Thai confirmation and the new id. */
export const PostedResponse = OkResponse({
  rc_des: Type.String(),
  id: Type.Integer(),
});
export type PostedResponse = Static<typeof PostedResponse>;
