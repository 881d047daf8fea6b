// Service worker of a built copy of the game (build.py fills in VERSION and FILES and writes it
// beside index.html). It precaches every file the game needs, so after one visit the game loads
// and plays with the network off or the server gone. The cache is named by a hash of the files'
// contents: a new release installs beside the old one, the page offers to reload, and the old
// cache is deleted once the new worker takes over.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `nwp-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((path) => new Request(path, { cache: "reload" })));
    if (!self.registration.active) await self.skipWaiting(); // first install: nothing to replace
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("nwp-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const cached = await cache.match(request, { ignoreSearch: true })
      || (request.mode === "navigate" ? await cache.match(new URL("./", self.registration.scope).href) : undefined);
    return cached || fetch(request);
  })());
});
