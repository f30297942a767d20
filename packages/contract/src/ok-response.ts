import { Type, type TProperties } from 'typebox';

/** A call's answer when it did what was asked (spec 3): `rc_code` '1' first, then the call's own fields. */
export const OkResponse = <const P extends TProperties>(fields: P) => Type.Object({ rc_code: Type.Literal('1'), ...fields });

/** The answer of a call that only says, in Thai, what it did. */
export const DoneResponse = OkResponse({ rc_des: Type.String() });
