import type { DomainContext } from '../../domain/context';
import type { Dataset } from './dataset';
import { publishImportEvents } from './import-events';
import { type ImportRequest, type ImportResult, importFile } from './run-import';

/**
 * A recorded run's file imported, and the news it brings members published in the transaction that merges it: the
 * console's job and the command line both import through this, so both raise the same events, once.
 */
export function importWithEvents(context: DomainContext, dataset: Dataset, request: Omit<ImportRequest, 'dataset' | 'now' | 'onMerged'>): Promise<ImportResult> {
  return importFile(context.db, { ...request, dataset, now: context.now, onMerged: (trx) => publishImportEvents(context, dataset, trx) });
}
