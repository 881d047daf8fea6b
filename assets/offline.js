// Offline play: a built copy of the site (see build.py) carries <meta name="nwp-build"> and a
// service worker that precaches every file; the development tree registers none.
if ("serviceWorker" in navigator && document.querySelector('meta[name="nwp-build"]')) {
  let reloadRequested = false;
  const offerUpdate = (worker) => {
    const banner = document.getElementById("update");
    banner.hidden = false;
    document.getElementById("update-reload").onclick = () => {
      reloadRequested = true;
      worker.postMessage("skip-waiting");
    };
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloadRequested) location.reload();
  });
  navigator.serviceWorker.register("./sw.js").then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
      });
    });
  }, (error) => console.warn("offline play unavailable:", error));
}
