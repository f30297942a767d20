import type { EndpointRoute } from '../../../http/endpoint-route';
import importDatasets from './import-datasets';
import importHistory from './import-history';
import importRun from './import-run';
import importUpload from './import-upload';

export const dataImportRoutes: EndpointRoute[] = [importDatasets, importUpload, importRun, importHistory];
