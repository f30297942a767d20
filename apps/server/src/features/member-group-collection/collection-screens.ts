import type {
  CollectionDashboardResponse,
  CollectionMonthsResponse,
  CollectionQuery,
  CollectionSummaryResponse,
  CoverSheetResponse,
  DeliveryLetterResponse,
  SitePageResponse,
} from '@coop/contract';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { findSitePage } from '../../db/repositories/site-page-repository';
import { type DomainContext, memberGroupActor } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { listCollectionMonths } from './collection-queries';
import { loadCollectionDashboard, loadCollectionSummary, loadCoverSheet, loadDeliveryLetter } from './load-collection';

// what each report screen of the acting group's clerk answers; the serializer keeps only what the contract names

const GUIDE_KEY = 'guide_group';

/** The months a report can be asked for (only those with data), newest first, with their headline figures. */
export const readCollectionMonths = async (context: DomainContext): Promise<CollectionMonthsResponse> => ({
  rc_code: '1',
  months: await listCollectionMonths(context.db, memberGroupActor(context)),
});

export const readCollectionDashboard = async (context: DomainContext): Promise<CollectionDashboardResponse> => ({
  rc_code: '1',
  ...(await loadCollectionDashboard(context)),
});

export const readCoverSheet = async (context: DomainContext, query: CollectionQuery): Promise<CoverSheetResponse> => ({
  rc_code: '1',
  ...(await loadCoverSheet(context, query)),
});

export const readCollectionSummary = async (context: DomainContext, query: CollectionQuery): Promise<CollectionSummaryResponse> => ({
  rc_code: '1',
  ...(await loadCollectionSummary(context, query)),
});

/** The หนังสือนำส่ง as the screen shows it before the clerk prints it. */
export async function readDeliveryLetter(context: DomainContext, query: CollectionQuery): Promise<DeliveryLetterResponse> {
  const site = await readSiteConfig(context.db, context.siteDefaults.site);
  return { rc_code: '1', ...(await loadDeliveryLetter(context, query, site)) };
}

/** แนวปฏิบัติของตัวแทนหน่วย: the clerks' guide, a page staff edit. */
export async function readMemberGroupGuide(context: DomainContext): Promise<SitePageResponse> {
  const page = await findSitePage(context.db, GUIDE_KEY);
  if (!page) throw new ApiFailure(404, 'NOT_FOUND', 'สหกรณ์ยังไม่ได้เผยแพร่แนวปฏิบัติของตัวแทนหน่วย');
  return page;
}
