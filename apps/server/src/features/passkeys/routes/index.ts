import type { EndpointRoute } from '../../../http/endpoint-route';
import creationOptions from './creation-options';
import list from './list';
import register from './register';
import remove from './remove';
import rename from './rename';
import signIn from './sign-in';
import signInOptions from './sign-in-options';
import staffCreationOptions from './staff-creation-options';
import staffList from './staff-list';
import staffRegister from './staff-register';
import staffRemove from './staff-remove';

export const passkeysRoutes: EndpointRoute[] = [
  list,
  creationOptions,
  register,
  rename,
  remove,
  signInOptions,
  signIn,
  staffList,
  staffCreationOptions,
  staffRegister,
  staffRemove,
];
