import { readSiteConfig } from '../../db/repositories/site-config-repository';
import type { DomainContext } from '../../domain/context';
import { APP_ICON_SIZES, appIconPath, logoVersion } from './app-icons';

/** apps/web/index.html's theme-color: the header's green, so the installed app's bar matches the site. */
export const THEME_COLOUR = '#1f5130';

/**
 * A name that fits under an icon (about 12 characters): "สหกรณ์ออมทรัพย์ครูเชียงใหม่ จำกัด" is "สอ.ครูเชียงใหม่", the
 * abbreviation Thai cooperatives use of themselves.
 */
export function shortName(name: string): string {
  const bare = name.replace(/\s*จำกัด\s*$/, '').trim();
  const short = bare.replace(/^สหกรณ์ออมทรัพย์\s*/, 'สอ.');
  return short === 'สอ.' ? 'สหกรณ์' : short;
}

/** The web app manifest (W3C): installable, opening on the member's home, in the cooperative's name and logo. */
export async function appManifest(context: DomainContext): Promise<Record<string, unknown>> {
  const site = await readSiteConfig(context.db, context.siteDefaults.site);
  const version = logoVersion(site.logo_url);
  const icons = APP_ICON_SIZES.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({ src: `${appIconPath(size)}?v=${version}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  );
  return {
    id: '/member/welcome',
    name: site.coop_name_th,
    short_name: shortName(site.coop_name_th),
    description: `ระบบสมาชิกออนไลน์ของ${site.coop_name_th}`,
    lang: 'th',
    dir: 'ltr',
    start_url: '/member/welcome',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons,
  };
}
