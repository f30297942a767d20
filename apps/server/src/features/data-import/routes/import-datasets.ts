import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { importDatasets } from '../import-datasets';

export default route(endpoints.importDatasets, (request) => importDatasets(request.server.dbKind));
