import { Type, type Static } from 'typebox';
import { OkResponse } from './ok-response';

/**
 * The answer to every console change: the server's Thai confirmation. A module of its own, so that a console page
 * that only changes something does not bundle the content section's schemas.
 */
export const AdminSavedResponse = OkResponse({ rc_des: Type.String(), id: Type.Optional(Type.Integer()) });
export type AdminSavedResponse = Static<typeof AdminSavedResponse>;
