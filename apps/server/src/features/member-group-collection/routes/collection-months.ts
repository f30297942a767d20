import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { readCollectionMonths } from '../collection-screens';

export default route(endpoints.collectionMonths, (request) => readCollectionMonths(contextOf(request)));
