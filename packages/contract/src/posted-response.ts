import { Type, type Static } from 'typebox';

/** The answer to a public post (a board topic or answer, a demand): the server's Thai confirmation and the new id. */
export const PostedResponse = Type.Object({
  rc_code: Type.Literal('1'),
  rc_des: Type.String(),
  id: Type.Integer(),
});
export type PostedResponse = Static<typeof PostedResponse>;
