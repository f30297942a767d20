/** The part of Google's reCAPTCHA v2 API the logon page uses (explicit rendering). */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    params: { sitekey: string; callback: (answer: string) => void; 'expired-callback': () => void },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    coopRecaptchaLoaded?: () => void;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/**
 * Loads the widget script once per page. With `render=explicit` the script calls the function named by `onload` in
 * its address when `grecaptcha.render` is ready; the script's own load event comes earlier than that.
 */
export function loadRecaptcha(scriptUrl: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('onload', 'coopRecaptchaLoaded');
    window.coopRecaptchaLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    const script = document.createElement('script');
    script.src = url.toString();
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`reCAPTCHA script did not load: ${url.origin}`));
    };
    document.head.append(script);
  });
  return loading;
}
