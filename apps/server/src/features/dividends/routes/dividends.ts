import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { dividends } from '../dividends';

export default route(endpoints.dividends, (request) => dividends(contextOf(request)));
