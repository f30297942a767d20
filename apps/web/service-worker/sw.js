// The portal's service worker (decision 054), served as /sw.js with scope /. The build puts VERSION (its own id),
// ASSETS (every hashed file of the build) and PRECACHE (what every page needs first) above this text, so a new build
// is a new worker, which takes over at once. No third-party code; personal answers (/api/*) never enter a cache.

const ASSET_CACHE = 'coop-assets';
const PAGE_CACHE = `coop-pages-${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
/** Kept for the offline page, which names no hashed file. */
const OFFLINE_FILES = [OFFLINE_PAGE, '/images/logo.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(PAGE_CACHE).then((cache) => cache.addAll(OFFLINE_FILES)),
      caches.open(ASSET_CACHE).then((cache) => cache.addAll(PRECACHE)),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('coop-pages-') && name !== PAGE_CACHE).map((name) => caches.delete(name)));
      // hashed files of earlier builds are no longer asked for
      const assets = await caches.open(ASSET_CACHE);
      const current = new Set(ASSETS);
      for (const request of await assets.keys()) {
        if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

/** A hashed file never changes under its name: from the cache when there, else fetched once and kept. */
async function hashedAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Pages always come from the server (they change, and a member's are theirs); without a network, the offline page. */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: PAGE_CACHE })) ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(hashedAsset(request));
  else if (request.mode === 'navigate') event.respondWith(page(request));
  // everything else, the API above all, goes to the network as if there were no worker
});

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data.json();
  } catch {
    return;
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      lang: 'th',
      icon: '/app-icon-192.png',
      badge: '/app-icon-192.png',
      data: { link: notice.link },
      // a security event stays on screen until the member has seen it
      requireInteraction: notice.security === true,
    }),
  );
});

/** The portal's page a notification names, never another site's. */
function linkOf(notification) {
  const link = notification.data && notification.data.link;
  const url = new URL(typeof link === 'string' && link.startsWith('/') ? link : '/member/welcome', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/member/welcome', self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = linkOf(event.notification);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // the portal already open: that window shows the page, rather than a second one opening
      for (const client of windows) {
        try {
          const shown = await client.navigate(target);
          if (shown) {
            await shown.focus();
            return;
          }
        } catch {
          // a window this worker does not control cannot be sent elsewhere
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
