// The code of a page the server rendered, started once the page is on screen and loaded (decision 013): its
// stylesheet and pictures come first, and the app's modules, named by the server on this tag, follow and take
// the page over.
(function startApp() {
  const tag = document.currentScript;
  if (!tag) return;
  const entry = tag.getAttribute('data-entry');
  const modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  const add = (element) => document.head.appendChild(element);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
  // after the frame that follows the first paint, so the largest picture is drawn too
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
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
  Promise.all([painted, loaded]).then(afterNextFrame);
  // a tab opened in the background paints nothing: once loaded, it starts without waiting for a paint
  loaded.then(() => setTimeout(start, 3000));
})();
