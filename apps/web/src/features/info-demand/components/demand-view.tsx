import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ItemPage } from '@/components/ui/item-page';
import { demandQuery } from '../api/get-demand';
import { DEMAND_TEXT } from '../messages';
import { DemandDetails } from './demand-details';
import { ReferenceCard } from './reference-card';

/**
 * /showdemand/{topicId}: the topic, its status and the cooperative's answer; the server sends no contact details.
 * Straight after sending, the reference to come back with stands above it.
 */
export function DemandView({ topicId }: { topicId: string }) {
  const demand = useQuery(demandQuery(topicId));
  const sent = useLocation().state as { reference?: string } | null;
  return (
    <ItemPage backTo="/demand" query={demand} text={DEMAND_TEXT.demandPage}>
      {({ demand: d }) => (
        <div className="space-y-6">
          <PageTitle page={d.title} />
          {sent?.reference && <ReferenceCard reference={sent.reference} />}
          <DemandDetails demand={d} />
        </div>
      )}
    </ItemPage>
  );
}
