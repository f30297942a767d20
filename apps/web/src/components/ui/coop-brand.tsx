import { useSiteConfig } from '@/lib/site-config/use-site-config';

/**
 * The room the names take on a stand-alone screen, the same while they load: a Thai name in two lines on a phone
 * or one line from `sm`, then the English one. Without it the form below jumps when the names arrive.
 */
const PAGE_NAMES_HEIGHT = 'min-h-20 sm:min-h-14';

interface CoopBrandProps {
  /** `page`: large and centred, for stand-alone screens; `bar`: compact, in a header. */
  variant?: 'page' | 'bar';
}

/** The cooperative's logo with its Thai and English names, as configured on the server (spec 1). */
export function CoopBrand({ variant = 'page' }: CoopBrandProps) {
  const { data, isError } = useSiteConfig();
  const page = variant === 'page';

  // The failed load is already reported by a toast; an endless placeholder would only suggest it is coming.
  if (isError) return null;
  if (!data) {
    return (
      <div aria-hidden="true" className={page ? 'flex w-full flex-col items-center gap-3' : 'flex items-center gap-3'}>
        <div className={`${page ? 'size-24' : 'size-11'} shrink-0 rounded-full bg-stone-200/70`} />
        <div className={`${page ? `${PAGE_NAMES_HEIGHT} w-64` : 'h-9 w-40'} rounded bg-stone-200/70`} />
      </div>
    );
  }

  if (page) {
    return (
      <div className="flex w-full flex-col items-center gap-3 text-center">
        <img src={data.logo_url} alt="" width={96} height={96} className="size-24" />
        <div className={PAGE_NAMES_HEIGHT}>
          <p className="text-xl font-bold text-primary sm:text-2xl">{data.coop_name_th}</p>
          <p lang="en" className="mt-1 text-sm text-stone-600">
            {data.coop_name_en}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-3">
      <img src={data.logo_url} alt="" width={44} height={44} className="size-11 shrink-0" />
      <div className="min-w-0 leading-snug">
        <p className="text-sm font-bold sm:text-base">{data.coop_name_th}</p>
        <p lang="en" className="truncate text-xs opacity-85">
          {data.coop_name_en}
        </p>
      </div>
    </div>
  );
}
