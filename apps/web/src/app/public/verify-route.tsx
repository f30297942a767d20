import { useParams } from 'react-router';
import { VerifyPage } from '@/features/letter-verification/components/verify-page';

/** /verify/{code}, and /verify to type a code: the auditor's check of a balance confirmation letter (decision 034). */
export function Component() {
  return <VerifyPage code={useParams().code ?? ''} />;
}
