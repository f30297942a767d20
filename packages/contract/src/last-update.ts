import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { NoInput } from './no-input';
import { Nullable } from './nullable';
import { OkResponse } from './ok-response';

/** Spec 3: `data` holds the date the member's data was last refreshed from core banking (ISO timestamp). */
export const LastUpdateResponse = OkResponse({
  data: Nullable(Type.String()),
});
export type LastUpdateResponse = Static<typeof LastUpdateResponse>;

export const memberLastUpdateEndpoints = {
  /** When the read copy was last refreshed from core banking. */
  memberLastUpdate: endpoint({ method: 'POST', path: '/api/member/lastupdate_bydepstatement', access: 'member', body: NoInput, response: LastUpdateResponse }),
};
