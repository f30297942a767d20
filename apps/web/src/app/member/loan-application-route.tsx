import { useOutletContext, useParams } from 'react-router';
import { ApplicationPage } from '@/features/loan-applications/components/application-page';
import type { MemberAreaOutlet } from '../route-context';

export function Component() {
  const { applicationNo = '' } = useParams();
  const { impersonating } = useOutletContext<MemberAreaOutlet>();
  return <ApplicationPage key={applicationNo} applicationNo={applicationNo} impersonating={impersonating} />;
}
