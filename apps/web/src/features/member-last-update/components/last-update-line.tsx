import { useQuery } from '@tanstack/react-query';
import { formatThaiDate } from '@coop/thai-format';
import { memberLastUpdateQuery } from '../api/get-last-update';
import { LAST_UPDATE_TEXT as T } from '../messages';

/**
 * Spec 2.4: when the member's figures were last brought over from core banking, so nobody mistakes
 * yesterday's balance for today's. Says nothing until it knows (and when the server has no date).
 */
export function LastUpdateLine() {
  const { data } = useQuery(memberLastUpdateQuery());
  if (!data?.data) return null;
  return (
    <p className="text-base text-stone-700">
      {T.label} <span className="font-semibold text-stone-900">{formatThaiDate(data.data, 'long', { withTime: true })}</span>
    </p>
  );
}
