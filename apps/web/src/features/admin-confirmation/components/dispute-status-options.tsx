import { DISPUTE_STATUSES, DISPUTE_STATUS_NAMES } from '@coop/contract';

/** A case's four statuses as a select's options, in the order a case moves through them. */
export function DisputeStatusOptions() {
  return DISPUTE_STATUSES.map((s) => (
    <option key={s} value={s}>
      {DISPUTE_STATUS_NAMES[s]}
    </option>
  ));
}
