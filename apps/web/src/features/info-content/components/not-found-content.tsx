import { Link } from 'react-router';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { CONTENT_TEXT } from '../messages';

export function NotFoundContent() {
  return (
    <EmptyState title={CONTENT_TEXT.notFound}>
      <Link to="/home" className={`${secondaryButtonClass} mt-3`}>
        {CONTENT_TEXT.backHome}
      </Link>
    </EmptyState>
  );
}
