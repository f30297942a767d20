// The reading size picked with "ก- ก ก+" (src/lib/text-size/text-size.ts), applied before the first paint so a
// page, drawn by the server or by the app, never jumps to it. A classic script in <head>: the CSP allows no inline
// one. Key and steps as in text-size.ts.
(function applyTextSize() {
  try {
    const step = window.localStorage.getItem('textSize');
    if (step === '1' || step === '2' || step === '3') document.documentElement.setAttribute('data-text-size', step);
  } catch {
    // storage switched off: the normal size
  }
})();
