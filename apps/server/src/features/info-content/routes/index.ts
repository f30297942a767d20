import type { EndpointRoute } from '../../../http/endpoint-route';
import adminCategoryList from './admin-category-list';
import adminCategorySave from './admin-category-save';
import adminItem from './admin-item';
import adminItemDelete from './admin-item-delete';
import adminItemList from './admin-item-list';
import adminItemSave from './admin-item-save';
import adminLinkableContent from './admin-linkable-content';
import adminPreview from './admin-preview';
import adminSitePage from './admin-site-page';
import adminSitePageSave from './admin-site-page-save';
import adminUpload from './admin-upload';
import contentList from './content-list';
import contentShow from './content-show';
import home from './home';

export const infoContentRoutes: EndpointRoute[] = [
  home,
  contentList,
  contentShow,
  adminCategoryList,
  adminCategorySave,
  adminItemList,
  adminItem,
  adminItemSave,
  adminItemDelete,
  adminPreview,
  adminUpload,
  adminSitePage,
  adminSitePageSave,
  adminLinkableContent,
];
