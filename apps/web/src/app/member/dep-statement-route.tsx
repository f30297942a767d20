import { useParams } from 'react-router';
import { DepositStatementView } from '@/features/member-deposit/components/deposit-statement-view';

export function Component() {
  const { statement = '' } = useParams();
  // A new account is a new page: no state of the previous one carries over.
  return <DepositStatementView key={statement} accountNo={statement} />;
}
