import { useSiteConfig } from '@/lib/site-config/use-site-config';

/** The document title: "{page} - {cooperative}", or the cooperative's name alone. React places it in <head>. */
export function PageTitle({ page }: { page?: string }) {
  const name = useSiteConfig().data?.coop_name_th;
  const text = [page, name].filter(Boolean).join(' - ') || 'ระบบสมาชิก Online';
  return <title>{text}</title>;
}
