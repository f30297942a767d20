import { useParams } from 'react-router';
import { ApplicationPage } from '@/features/loan-applications/components/application-page';

export function Component() {
  const { applicationNo = '' } = useParams();
  return <ApplicationPage key={applicationNo} applicationNo={applicationNo} />;
}
