import { CoopBrand } from '@/components/ui/coop-brand';
import { PageTitle } from '@/components/ui/page-title';
import { useBrowserFact } from '@/lib/use-browser-fact';

/** Spec 9's theme colours; the values are read from the stylesheet, so this page always shows what the site uses. */
const COLORS = [
  { key: 'primary', name: 'สีหลัก (primary)', swatch: 'bg-primary' },
  { key: 'secondary', name: 'สีรอง (secondary)', swatch: 'bg-secondary' },
  { key: 'warning', name: 'สีเตือน (warning)', swatch: 'bg-warning' },
  { key: 'success', name: 'สีสำเร็จ (success)', swatch: 'bg-success' },
  { key: 'danger', name: 'สีอันตราย (danger)', swatch: 'bg-danger' },
] as const;

const cssValues = () => {
  const style = getComputedStyle(document.documentElement);
  return COLORS.map((c) => style.getPropertyValue(`--color-${c.key}`).trim()).join('|');
};

export function ColorsView() {
  const values = useBrowserFact(cssValues, '').split('|');
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle page="ชุดสีของเว็บไซต์" />
      <div className="mb-6 text-primary">
        <CoopBrand variant="bar" />
      </div>
      <h1 className="mb-6 text-2xl font-bold">ชุดสีของเว็บไซต์</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        {COLORS.map((c, i) => (
          <li key={c.key} className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm">
            <span aria-hidden="true" className={`size-16 shrink-0 rounded-xl ${c.swatch}`} />
            <span>
              <span className="block text-lg font-semibold">{c.name}</span>
              <code className="text-base text-stone-700">{values[i]}</code>
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}
