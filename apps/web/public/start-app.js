// The code of a page the server rendered (decisions 013 and 066). The page is read, and its links followed (as plain
// navigation), without it; taking the page over costs a phone's main thread most of a second, so it starts when the
// visitor first shows intent (a touch, a key, the mouse, a scroll, the focus) or, failing that, once the page has
// been loaded, painted and left alone a while. A button pressed or a link followed before the code ran is pressed again
// once it runs.
(function startApp() {
  const tag = document.currentScript;
  if (!tag) return;
  const entry = tag.getAttribute('data-entry');
  const modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  const html = document.documentElement;
  const add = (element) => document.head.appendChild(element);
  const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  const listening = { capture: true, passive: true };
  /** How long a page left alone waits, once loaded and painted, before its code starts anyway. */
  const UNTOUCHED_MS = 3000;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) window.removeEventListener(type, start, listening);
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      add(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    add(script);
  };
  for (const type of INTENT) window.addEventListener(type, start, listening);

  // The last button pressed, or link followed in this tab, before React listens (boot.tsx marks <html
  // data-app="starting"> as it takes the page over; from then on React answers presses itself), pressed again once
  // the app is ready: the router taking the page over can cancel a plain navigation still under way, and a page
  // that did leave never gets here.
  let pressed = null;
  const remember = (event) => {
    const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
    if (!target) return;
    const elsewhere = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || (target.target && target.target !== '_self');
    if (target.tagName === 'A' && elsewhere) return;
    pressed = target;
  };
  document.addEventListener('click', remember, true);
  new MutationObserver((_, observer) => {
    const state = html.getAttribute('data-app');
    if (state === 'starting') document.removeEventListener('click', remember, true);
    if (state !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('click', remember, true);
    if (pressed && pressed.isConnected) pressed.click();
  }).observe(html, { attributes: true, attributeFilter: ['data-app'] });

  const painted = new Promise((resolve) => {
    const seen = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (seen() || typeof PerformanceObserver !== 'function') return resolve();
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', resolve, { once: true });
  });
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 1000 }) : start());
  Promise.all([painted, loaded]).then(() => setTimeout(whenIdle, UNTOUCHED_MS));
  // a tab opened in the background paints nothing: once loaded, it starts without waiting for a paint
  loaded.then(() => setTimeout(start, UNTOUCHED_MS + 3000));
})();
