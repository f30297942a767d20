import type { RecaptchaWidget as RecaptchaSettings } from '@coop/contract';
import { useEffect, useRef, useState } from 'react';
import { LOGON_TEXT } from '../messages';
import { loadRecaptcha } from './load-recaptcha';

interface Props {
  settings: RecaptchaSettings;
  /** The widget's answer, or '' when it expired; a stable function (a state setter), as the widget is drawn once. */
  onAnswer: (answer: string) => void;
}

/**
 * The "I'm not a robot" box. Each mount draws a fresh widget in its own element (an answer is good once, and
 * Google's render refuses an element it has drawn in), so the form remounts it to get a new answer.
 */
export function RecaptchaWidget({ settings, onAnswer }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const host = box.current;
    if (!host) return;
    const slot = document.createElement('div');
    host.append(slot);
    let current = true;
    loadRecaptcha(settings.script_url).then(
      (grecaptcha) => {
        if (!current) return;
        grecaptcha.render(slot, {
          sitekey: settings.site_key,
          callback: onAnswer,
          'expired-callback': () => onAnswer(''),
        });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      slot.remove();
    };
  }, [settings.script_url, settings.site_key, onAnswer]);

  return (
    <div>
      <div ref={box} className="min-h-20" data-testid="recaptcha" />
      {failed && (
        <p role="alert" className="text-base text-danger">
          {LOGON_TEXT.recaptchaFailed}
        </p>
      )}
    </div>
  );
}
