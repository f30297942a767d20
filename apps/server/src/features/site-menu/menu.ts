import type { MenuResponse } from '@coop/contract';
import type { DomainContext } from '../../domain/context';
import { readMenu } from './menu-queries';

/** The public menu and marquee in the spec's shape (spec 2.2), less what staff hid. */
export const publicMenu = (context: DomainContext): Promise<MenuResponse> => readMenu(context.db);
