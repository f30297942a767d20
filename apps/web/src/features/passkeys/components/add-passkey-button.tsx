import type { UseMutationResult } from '@tanstack/react-query';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/http/api-request';
import { notifyError } from '@/lib/notify';
import { PasskeyCancelled } from '@/lib/passkeys/webauthn';
import { PASSKEY_TEXT as T } from '../messages';

/** What the add button runs: one of the add mutations (the API client shows the answer's Thai words itself). */
type AddPasskey = UseMutationResult<unknown, Error, void>;

/**
 * The button that makes a passkey on this device. A prompt closed by the person says so quietly; a server refusal
 * was already shown by the API client; anything else (the browser's own failure) gets a Thai notice.
 */
export function AddPasskeyButton({ add, onAdded, className = '' }: { add: AddPasskey; onAdded?: () => void; className?: string }) {
  const start = () =>
    add.mutate(undefined, {
      onSuccess: () => onAdded?.(),
      onError: (error) => {
        if (error instanceof PasskeyCancelled) notifyError(T.cancelled);
        else if (!(error instanceof ApiRequestError)) notifyError(T.failedAdd);
      },
    });
  return (
    <button type="button" className={`${primaryButtonClass} ${className}`} onClick={start} disabled={add.isPending}>
      {add.isPending && <Spinner className="size-5" />}
      {add.isPending ? T.adding : T.add}
    </button>
  );
}
