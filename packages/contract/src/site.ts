import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';

/** The cooperative's identity and contacts, read by the web app at run time (spec 1). */
export const SiteConfig = Type.Object({
  coop_name_th: Type.String(),
  coop_name_en: Type.String(),
  logo_url: Type.String(),
  head_office_name: Type.String(),
  address: Type.String(),
  phones: Type.Array(Type.String()),
  fax_extensions: Type.Array(Type.String()),
  military_lines: Type.Array(Type.String()),
  email: Type.String(),
  facebook_url: Type.String(),
  line_url: Type.String(),
  vendor_credit: Type.String(),
  welcome_text: Type.String(),
  grayscale: Type.Boolean(),
});
export type SiteConfig = Static<typeof SiteConfig>;

/** The logon page's reCAPTCHA widget: the public site key and the script that draws it (never the secret). */
export const RecaptchaWidget = Type.Object({ site_key: Type.String(), script_url: Type.String() });
export type RecaptchaWidget = Static<typeof RecaptchaWidget>;

/** GET /api/info/site: the identity, plus the widget when the operator configured reCAPTCHA. */
export const SiteInfo = Type.Object({ ...SiteConfig.properties, recaptcha: Type.Optional(RecaptchaWidget) });
export type SiteInfo = Static<typeof SiteInfo>;

export const siteEndpoints = {
  /** The identity every page shows; the page shell asks the browser to fetch it with the page's code. */
  siteInfo: endpoint({ method: 'GET', path: '/api/info/site', access: 'public', response: SiteInfo }),
};
