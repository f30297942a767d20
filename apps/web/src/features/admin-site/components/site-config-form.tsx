import type { AdminSiteConfigResponse, DocumentSignature, SiteConfigKey, SiteConfigSaveBody } from '@coop/contract';
import type { ReactNode } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { LabeledField } from '@/components/console/console-fields';
import { FilePickButton, PICTURE_TYPES } from '@/components/console/file-pick-button';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { inputClass } from '@/components/ui/input-classes';
import { QueryView } from '@/components/ui/query-view';
import { adminSiteConfigQuery } from '../api/get-site-config';
import { useSaveSiteConfig } from '../api/save-site-config';
import { useUploadSiteImage } from '../api/upload-site-image';
import { ADMIN_SITE_TEXT as T } from '../messages';

const TEXT_KEYS = ['coop_name_th', 'coop_name_en', 'head_office_name', 'address', 'email', 'facebook_url', 'line_url', 'welcome_text'] as const;
const LIST_KEYS = ['phones', 'fax_extensions', 'military_lines'] as const;
type TextKey = (typeof TEXT_KEYS)[number];
type ListKey = (typeof LIST_KEYS)[number];

interface Draft {
  text: Record<TextKey | ListKey | 'promptpay_biller_id', string>;
  logo_url: string;
  grayscale: boolean;
  signatures: DocumentSignature[];
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function draftOf(data: AdminSiteConfigResponse): Draft {
  const e = data.effective;
  const text = Object.fromEntries([
    ...TEXT_KEYS.map((k) => [k, e[k]]),
    ...LIST_KEYS.map((k) => [k, e[k].join(', ')]),
    ['promptpay_biller_id', e.promptpay_biller_id ?? ''],
  ]) as Draft['text'];
  return { text, logo_url: e.logo_url, grayscale: e.grayscale, signatures: e.document_signatures.map((s) => ({ ...s })) };
}

/** The keys whose value differs from what the site shows now: only those are stored, so the rest keep following the configuration. */
function changes(data: AdminSiteConfigResponse, draft: Draft, cleared: Set<SiteConfigKey>): SiteConfigSaveBody {
  const e = data.effective;
  const set: Record<string, unknown> = {};
  for (const k of TEXT_KEYS) if (!cleared.has(k) && draft.text[k].trim() !== e[k]) set[k] = draft.text[k].trim();
  for (const k of LIST_KEYS) if (!cleared.has(k) && splitList(draft.text[k]).join(',') !== e[k].join(',')) set[k] = splitList(draft.text[k]);
  const biller = draft.text.promptpay_biller_id.trim();
  if (!cleared.has('promptpay_biller_id') && biller !== '' && biller !== (e.promptpay_biller_id ?? '')) set.promptpay_biller_id = biller;
  if (!cleared.has('logo_url') && draft.logo_url !== e.logo_url) set.logo_url = draft.logo_url;
  if (!cleared.has('grayscale') && draft.grayscale !== e.grayscale) set.grayscale = draft.grayscale;
  if (!cleared.has('document_signatures') && JSON.stringify(draft.signatures) !== JSON.stringify(e.document_signatures)) set.document_signatures = draft.signatures;
  return { set, clear: [...cleared] };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-xl font-bold text-primary-dark">{title}</h2>
      {children}
    </section>
  );
}

function Form({ data }: { data: AdminSiteConfigResponse }) {
  const { register, handleSubmit, control, setValue } = useForm<Draft & { cleared: SiteConfigKey[] }>({ defaultValues: { ...draftOf(data), cleared: [] } });
  const signatures = useFieldArray({ control, name: 'signatures' });
  const { cleared: clearedKeys, ...draft } = useWatch({ control }) as Draft & { cleared: SiteConfigKey[] };
  const cleared = new Set(clearedKeys);
  const save = useSaveSiteConfig();
  const upload = useUploadSiteImage();
  const stored = new Set(data.stored);
  const toggleClear = (key: SiteConfigKey) => setValue('cleared', cleared.has(key) ? clearedKeys.filter((k) => k !== key) : [...clearedKeys, key]);

  /** Whose value this is, and the way back to the configuration's value. */
  const origin = (key: SiteConfigKey, configured: string) => (
    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
      {stored.has(key) ? (
        <>
          <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{T.storedBadge}</span>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5" checked={cleared.has(key)} onChange={() => toggleClear(key)} />
            {T.useConfig}
          </label>
          {cleared.has(key) && <span className="break-all">{T.configuredValue(configured)}</span>}
        </>
      ) : (
        <span>{T.fromConfig}</span>
      )}
    </span>
  );

  const textField = (key: TextKey | ListKey | 'promptpay_biller_id', configured: string, opts: { help?: string; inputMode?: 'tel' | 'email' | 'url' | 'numeric'; max?: number } = {}) => (
    <div key={key}>
      <LabeledField label={T.fields[key]}>
        <input className={inputClass} disabled={cleared.has(key)} maxLength={opts.max ?? 500} inputMode={opts.inputMode} {...register(`text.${key}`)} />
      </LabeledField>
      {opts.help && <span className="mt-1 block text-sm text-stone-600">{opts.help}</span>}
      {origin(key, configured)}
    </div>
  );

  const uploadImage = (kind: 'logo' | 'signature', then: (path: string) => void) => (file: File) => upload.mutate({ kind, file }, { onSuccess: (r) => then(r.path) });

  const body = changes(data, draft, cleared);
  const changed = Object.keys(body.set).length > 0 || body.clear.length > 0;
  const submit = handleSubmit(() => save.mutate(body, { onSuccess: () => setValue('cleared', []) }));
  const c = data.configured;

  return (
    <form onSubmit={submit} className="space-y-5">
      <Section title={T.identity}>
        {textField('coop_name_th', c.coop_name_th, { max: 200 })}
        {textField('coop_name_en', c.coop_name_en, { max: 200 })}
        <div>
          <span className="mb-1 block font-semibold">{T.fields.logo_url}</span>
          <div className="flex flex-wrap items-center gap-4">
            <img src={cleared.has('logo_url') ? c.logo_url : draft.logo_url} alt={T.fields.logo_url} className="size-20 rounded-lg border border-stone-200 bg-stone-50 object-contain p-1" />
            <FilePickButton
              label={T.uploadLogo}
              busyLabel={T.uploading}
              busy={upload.isPending}
              accept={PICTURE_TYPES}
              disabled={cleared.has('logo_url')}
              onFile={uploadImage('logo', (path) => setValue('logo_url', path))}
            />
          </div>
          <span className="mt-1 block text-sm text-stone-600">{T.imageHelp}</span>
          {draft.logo_url !== data.effective.logo_url && <span className="mt-1 block text-sm font-semibold text-amber-800">{T.newLogoNote}</span>}
          {origin('logo_url', c.logo_url)}
        </div>
        {textField('welcome_text', c.welcome_text)}
      </Section>

      <Section title={T.footer}>
        {textField('head_office_name', c.head_office_name, { max: 200 })}
        {textField('address', c.address)}
        <div className="grid gap-4 sm:grid-cols-3">
          {textField('phones', c.phones.join(', '), { help: T.listHelp, inputMode: 'tel' })}
          {textField('fax_extensions', c.fax_extensions.join(', '), { help: T.listHelp, inputMode: 'tel' })}
          {textField('military_lines', c.military_lines.join(', '), { help: T.listHelp, inputMode: 'tel' })}
        </div>
        {textField('email', c.email, { inputMode: 'email', max: 254 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('facebook_url', c.facebook_url, { inputMode: 'url' })}
          {textField('line_url', c.line_url, { inputMode: 'url' })}
        </div>
      </Section>

      <Section title={T.display}>
        <label className="flex min-h-11 items-center gap-3 text-lg">
          <input type="checkbox" className="size-5" disabled={cleared.has('grayscale')} {...register('grayscale')} />
          {T.fields.grayscale}
        </label>
        {origin('grayscale', c.grayscale ? 'เปิด' : 'ปิด')}
      </Section>

      <Section title={T.signatures}>
        {signatures.fields.length === 0 && <p className="text-stone-600">{T.noSignatures}</p>}
        <ol className="space-y-4">
          {signatures.fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 rounded-xl bg-stone-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <LabeledField label={T.signatureName}>
                <input className={inputClass} maxLength={100} required {...register(`signatures.${index}.name`)} />
              </LabeledField>
              <LabeledField label={T.signaturePosition}>
                <input className={inputClass} maxLength={100} required {...register(`signatures.${index}.position`)} />
              </LabeledField>
              <div className="flex flex-wrap items-center gap-2">
                <select className={`${inputClass} w-auto`} aria-label={T.signatureImage} {...register(`signatures.${index}.image`)}>
                  {[...new Set([draft.signatures[index]?.image ?? field.image, ...data.shipped_signatures])].map((image) => (
                    <option key={image} value={image}>
                      {image.startsWith('/') ? T.uploadedSignature : image}
                    </option>
                  ))}
                </select>
                <FilePickButton label={T.uploadSignature} accept={PICTURE_TYPES} onFile={uploadImage('signature', (path) => setValue(`signatures.${index}.image`, path))} />
                <button type="button" className={`${secondaryButtonClass} text-danger`} onClick={() => signatures.remove(index)}>
                  {T.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
        {signatures.fields.length < 4 && (
          <button type="button" className={secondaryButtonClass} onClick={() => signatures.append({ name: '', position: '', image: data.shipped_signatures[0] ?? '' })}>
            {T.addSignature}
          </button>
        )}
      </Section>

      <Section title={T.payment}>
        {textField('promptpay_biller_id', c.promptpay_biller_id ?? T.noBiller, { inputMode: 'numeric', max: 15 })}
      </Section>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
        <button type="submit" className={primaryButtonClass} disabled={!changed || save.isPending || upload.isPending}>
          {T.save}
        </button>
        {!changed && <span className="text-stone-600">{T.noChanges}</span>}
      </div>
    </form>
  );
}

/** The site configuration (admins only). */
export function SiteConfigForm() {
  const config = useQuery(adminSiteConfigQuery());
  return (
    <QueryView query={config} loadingLabel={T.loading} failedTitle={T.failed}>
      {(data) => <Form key={JSON.stringify(data)} data={data} />}
    </QueryView>
  );
}
