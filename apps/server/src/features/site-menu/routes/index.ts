import type { EndpointRoute } from '../../../http/endpoint-route';
import adminMarqueeDelete from './admin-marquee-delete';
import adminMarqueeList from './admin-marquee-list';
import adminMarqueeMove from './admin-marquee-move';
import adminMarqueeSave from './admin-marquee-save';
import adminMenuDelete from './admin-menu-delete';
import adminMenuList from './admin-menu-list';
import adminMenuMove from './admin-menu-move';
import adminMenuSave from './admin-menu-save';
import adminSubMenuDelete from './admin-sub-menu-delete';
import adminSubMenuMove from './admin-sub-menu-move';
import adminSubMenuSave from './admin-sub-menu-save';
import menu from './menu';

export const siteMenuRoutes: EndpointRoute[] = [
  menu,
  adminMenuList,
  adminMenuSave,
  adminMenuMove,
  adminMenuDelete,
  adminSubMenuSave,
  adminSubMenuMove,
  adminSubMenuDelete,
  adminMarqueeList,
  adminMarqueeSave,
  adminMarqueeMove,
  adminMarqueeDelete,
];
