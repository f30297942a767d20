// The code of a page the server rendered, started once the page has loaded (decision 013). The page is on screen
// already: its stylesheet and pictures come first, and the app's modules, named by the server on this tag, follow
// and take the page over.
(function startApp() {
  const tag = document.currentScript;
  if (!tag) return;
  const entry = tag.getAttribute('data-entry');
  const modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  const add = (element) => document.head.appendChild(element);
  const start = () => {
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
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
