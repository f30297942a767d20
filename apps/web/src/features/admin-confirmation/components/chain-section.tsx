import { formatNumber } from '@coop/thai-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/detail-list';
import { QueryView } from '@/components/ui/query-view';
import { verifyChainQuery } from '../api/verify-chain';
import { ADMIN_CONFIRMATION_TEXT as T } from '../messages';

/** Recomputes the campaign's answer chain when asked and says what it found, naming each answer changed or removed. */
function ChainResult({ campaignId }: { campaignId: number }) {
  const result = useQuery(verifyChainQuery(campaignId));
  return (
    <QueryView query={result} loadingLabel={T.verifying} failedTitle={T.chainFailed}>
      {(r) => (
        <div className="space-y-2">
          <p role="status" className={`rounded-lg px-4 py-3 font-semibold ${r.intact ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}>
            {r.rc_des}
          </p>
          {r.problems.length > 1 && (
            <ul className="list-disc space-y-1 pl-6 text-stone-800">
              {r.problems.map((p) => (
                <li key={`${p.problem}-${p.seq}-${p.membership_no ?? ''}`}>{p.message}</li>
              ))}
            </ul>
          )}
          {r.head && <p className="font-mono text-sm break-all text-stone-700">{T.chainHead(formatNumber(r.head.seq, 0), r.head.sha256)}</p>}
        </div>
      )}
    </QueryView>
  );
}

/** The answer chain (decision 084): what it is for, and its verification on demand. */
export function ChainSection({ campaignId }: { campaignId: number }) {
  const [asked, setAsked] = useState(false);
  return (
    <Card title={T.chainTitle} titleId="confirmation-chain">
      <div className="space-y-3">
        <p className="text-base text-stone-700">{T.chainHelp}</p>
        {asked ? (
          <ChainResult campaignId={campaignId} />
        ) : (
          <button type="button" className={secondaryButtonClass} onClick={() => setAsked(true)}>
            {T.verifyChain}
          </button>
        )}
      </div>
    </Card>
  );
}
