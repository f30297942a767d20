import { endpoints } from '@coop/contract';
import { route } from '../../../http/endpoint-route';
import { contextOf } from '../../../http/request-context';
import { reminderRoundResults } from '../reminder-results';

export default route(endpoints.confirmationReminderRounds, (request) => reminderRoundResults(contextOf(request), request.body.id));
