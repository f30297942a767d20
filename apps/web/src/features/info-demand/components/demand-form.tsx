import { BODY_RULE, DEMAND_TYPES, DEMAND_TYPE_NAMES, type DemandType, NAME_RULE, TITLE_RULE, emailProblem, normaliseText, phoneProblem } from '@coop/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { inputClass } from '@/components/ui/input-classes';
import { RuleField, ruleProblem } from '@/components/ui/rule-field';
import { notifySuccess } from '@/lib/notify';
import { usePostDemand } from '../api/post-demand';
import { DEMAND_TEXT } from '../messages';
import { FormRefusal } from '@/components/ui/form-refusal';
import { SubmitButton } from '@/components/ui/submit-button';
import { TitledSection } from '@/components/ui/titled-section';

type Field = 'title' | 'body' | 'contact_name' | 'phone' | 'email';

/** The demand form: type, topic, text and contact details (at least a phone or an e-mail), checked with the contract's rules. */
export function DemandForm() {
  const navigate = useNavigate();
  const post = usePostDemand();
  const [type, setType] = useState<DemandType>('request');
  const [values, setValues] = useState<Record<Field, string>>({ title: '', body: '', contact_name: '', phone: '', email: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phone = values.phone.trim();
    const email = values.email.trim();
    const found: Partial<Record<Field, string>> = {
      title: ruleProblem(values.title, TITLE_RULE),
      body: ruleProblem(values.body, BODY_RULE),
      contact_name: ruleProblem(values.contact_name, NAME_RULE),
      phone: phone ? phoneProblem(phone) : email ? undefined : DEMAND_TEXT.contactNeeded,
      email: email ? emailProblem(email) : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    post.mutate(
      {
        demand_type: type,
        title: normaliseText(values.title),
        body: normaliseText(values.body),
        contact_name: normaliseText(values.contact_name),
        ...(phone ? { phone } : {}),
        ...(email ? { email } : {}),
      },
      {
        onSuccess: (result) => {
          notifySuccess(result.rc_des);
          void navigate(`/showdemand/${result.id}`, { state: { reference: result.reference } });
        },
      },
    );
  };

  return (
    <TitledSection title={DEMAND_TEXT.formHeading} className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormField id="demand-type" label={DEMAND_TEXT.type}>
          {(a11y) => (
            <select {...a11y} value={type} onChange={(e) => setType(e.target.value as DemandType)} className={inputClass}>
              {DEMAND_TYPES.map((t) => (
                <option key={t} value={t}>
                  {DEMAND_TYPE_NAMES[t]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <RuleField id="demand-title" rule={TITLE_RULE} value={values.title} onChange={set('title')} error={problems.title} />
        <RuleField id="demand-body" rule={BODY_RULE} value={values.body} onChange={set('body')} error={problems.body} />
        <fieldset className="space-y-5 rounded-xl border-2 border-stone-200 p-4">
          <legend className="px-2 text-base font-bold text-stone-800">{DEMAND_TEXT.contactName}</legend>
          <p className="rounded-lg bg-primary-light p-3 text-base text-primary-dark">{DEMAND_TEXT.privacy}</p>
          <RuleField id="demand-contact-name" rule={NAME_RULE} label={DEMAND_TEXT.contactName} value={values.contact_name} onChange={set('contact_name')} error={problems.contact_name} />
          <FormField id="demand-phone" label={DEMAND_TEXT.phone} help={DEMAND_TEXT.contactHint} error={problems.phone}>
            {(a11y) => <input {...a11y} type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone')(e.target.value)} className={inputClass} />}
          </FormField>
          <FormField id="demand-email" label={DEMAND_TEXT.email} error={problems.email}>
            {(a11y) => <input {...a11y} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} className={inputClass} />}
          </FormField>
        </fieldset>
        <FormRefusal message={post.error?.message} />
        <SubmitButton fit pending={post.isPending} label={DEMAND_TEXT.send} pendingLabel={DEMAND_TEXT.sending} />
      </form>
    </TitledSection>
  );
}
