import { Link } from 'react-router';
import { StandalonePage } from '@/components/layouts/standalone-page';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { readCookieChoice, saveCookieChoice } from '@/lib/cookie-consent/cookie-consent';
import { useSiteConfig } from '@/lib/site-config/use-site-config';
import { useState } from 'react';
import { POLICIES, POLICY_TEXT } from '../policy-text';

/** /cookie/cookies and /cookie/policy, with the visitor's current cookie choice and a way to change it. */
export function PolicyView({ kind }: { kind: 'cookies' | 'policy' }) {
  const policy = POLICIES[kind];
  const coop = useSiteConfig().data?.coop_name_th ?? '';
  const [choice, setChoice] = useState(() => readCookieChoice());
  const choose = (value: 'Y' | 'N') => {
    saveCookieChoice(value);
    setChoice(value);
  };
  const other = kind === 'cookies' ? 'policy' : 'cookies';
  const state = choice === 'Y' ? POLICY_TEXT.accepted : choice === 'N' ? POLICY_TEXT.rejected : POLICY_TEXT.none;
  return (
    <StandalonePage title={policy.title} back={{ to: '/home', label: POLICY_TEXT.backHome }}>
      <article className="space-y-6 rounded-2xl bg-white p-5 text-lg shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{policy.title}</h1>
        <p>{policy.intro(coop || 'สหกรณ์')}</p>
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="mb-2 text-xl font-bold text-primary">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mb-2">
                {p}
              </p>
            ))}
          </section>
        ))}
        <section aria-labelledby="cookie-choice" className="rounded-xl bg-primary-light p-4">
          <h2 id="cookie-choice" className="mb-2 text-xl font-bold text-primary">
            {POLICY_TEXT.choice}
          </h2>
          <p className="mb-3" aria-live="polite">
            {POLICY_TEXT.choiceNow(state)}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButtonClass} onClick={() => choose('Y')}>
              {POLICY_TEXT.accept}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => choose('N')}>
              {POLICY_TEXT.reject}
            </button>
          </div>
        </section>
        <Link to={`/cookie/${other}`} className="font-semibold text-primary underline underline-offset-4">
          {POLICY_TEXT.other[kind]}
        </Link>
      </article>
    </StandalonePage>
  );
}
