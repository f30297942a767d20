import { useParams } from 'react-router';
import { GuaranteePage } from '@/features/loan-applications/components/guarantee-page';

export function Component() {
  const { applicationNo = '' } = useParams();
  return <GuaranteePage key={applicationNo} applicationNo={applicationNo} />;
}
