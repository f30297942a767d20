import { Link } from 'react-router';
import { secondaryButtonClass } from './button-classes';

/** A contract or account that is not the member's: the server's Thai message and the way back to the list. */
export function NotFoundState({ message, backTo, backLabel }: { message: string; backTo: string; backLabel: string }) {
  return (
    <div role="alert" className="rounded-2xl border-2 border-secondary/40 bg-secondary-light p-6 text-center">
      <p className="text-lg font-semibold text-balance text-stone-900">{message}</p>
      <Link to={backTo} className={`${secondaryButtonClass} mt-4`}>
        {backLabel}
      </Link>
    </div>
  );
}
