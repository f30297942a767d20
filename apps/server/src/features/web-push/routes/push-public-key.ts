import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { pushPublicKey } from '../push-devices';

export default route(endpoints.pushPublicKey, async (request) => ({ rc_code: '1' as const, public_key: await pushPublicKey(contextOf(request)) }));
