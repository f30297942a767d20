import { useParams } from 'react-router';
import { LoanStatementView } from '@/features/member-loan/components/loan-statement-view';

export function Component() {
  const { statement = '' } = useParams();
  // A new contract is a new page: no state of the previous one carries over.
  return <LoanStatementView key={statement} contractNo={statement} />;
}
