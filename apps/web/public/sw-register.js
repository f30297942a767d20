// Installs the portal's service worker once the page has loaded, so it never competes with the page's own code
// (decision 054), and keeps Chromium's one offer to install the app for the moment the app chooses to show it.
(function registerServiceWorker() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.coopInstallOffer = event;
    window.dispatchEvent(new Event('coop:install-offer'));
  });
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // no worker (a private window, an old browser): the site works as before
    });
  });
})();
