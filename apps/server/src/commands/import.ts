// `npm run import`: the command line's core banking import, with the services the server's features have.
import { importCommand } from '../features/data-import/import-command';
import { commandServices } from './command-services';

await importCommand(commandServices);
