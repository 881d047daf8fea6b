// How the page starts Python (named as the `interpreter` in pyscript.toml; PyScript calls its
// `loadPyodide` and reads its `version`). See docs/start-up.md.
//
// A return visit restores a memory snapshot of the interpreter taken after every module the page
// ships was imported, instead of starting Python and importing them again. The snapshot is made
// on the first visit, once the page is up, in a Web Worker (assets/snapshot-worker.mjs), and kept
// in Cache Storage under a key made of the runtime's version and a hash of the shipped Python
// files, so a new release or another runtime never restores an old one. Anything unexpected (no
// Cache Storage or crypto.subtle, storage denied or full, a snapshot that does not restore) falls
// back to the normal start, with one console line for developers.
//
// index.html loads this module in its <head>, so the interpreter starts while the page is still
// being parsed; when PyScript reaches the page's script and calls loadPyodide, it gets that start.
//
// The snapshot options of loadPyodide (_makeSnapshot, _loadSnapshot) are private to the pinned
// runtime (pyodide 314.0.7): e2e/test_start_up.py fails if an upgrade breaks them.
import { loadPyodide as load, version as runtimeVersion } from "../vendor/pyodide/pyodide.mjs";

export const version = runtimeVersion;
const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
export const CACHE_NAME = "python-snapshot"; // not "nwp-…": the built site's service worker prunes those

/** Every Python file the page ships, as [path, text], read from pyscript.toml's [files]. */
async function shippedFiles() {
  const config = await fetch(new URL("../pyscript.toml", import.meta.url));
  if (!config.ok) throw new Error(`pyscript.toml: HTTP ${config.status}`);
  const paths = [...(await config.text()).matchAll(/^"\.\/([^"]+\.py)"\s*=/gm)].map((m) => m[1]);
  return Promise.all(paths.map(async (path) => {
    const response = await fetch(new URL(`../${path}`, import.meta.url));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return [path, await response.text()];
  }));
}

/** The snapshot's key: the runtime's version and a SHA-256 of the shipped files. */
async function snapshotKey(files) {
  const text = [runtimeVersion, ...files.map(([path, body]) => `${path}\0${body}`)].join("\0");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `${runtimeVersion}-${[...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

const entryFor = (key) => new URL(`../python-snapshot/${key}`, import.meta.url).href;

function fallback(reason, error) {
  console.info(`nwp: Python starts normally (${reason}: ${error && error.message ? error.message : error})`);
}

/** Once the page is up, make the snapshot in a worker (never slowing this visit) and keep it,
 * replacing any older one. (`globalThis.nwpSnapshot = "off"` before the page loads skips this:
 * the browser tests that are not about start-up set it, so they do not all make snapshots.) */
function makeSnapshotLater(key, files) {
  if (globalThis.nwpSnapshot === "off") return;
  const done = (state, reason, error) => {
    document.documentElement.dataset.pythonSnapshot = state;
    if (reason) fallback(reason, error);
  };
  const start = () => {
    const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
    worker.onmessage = async ({ data }) => {
      worker.terminate();
      if (!data.ok) { done("failed", "the snapshot was not made", data.error); return; }
      try {
        const cache = await caches.open(CACHE_NAME);
        for (const request of await cache.keys()) await cache.delete(request);
        await cache.put(entryFor(key), new Response(data.snapshot)); // a Blob: no copy here
        done("stored");
      } catch (error) {
        done("failed", "the snapshot was not stored", error);
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      done("failed", "the snapshot worker failed", event.message);
    };
    worker.postMessage({ files });
  };
  const ready = () => document.body && document.body.dataset.ready;
  if (ready()) { setTimeout(start, 500); return; }
  const watcher = new MutationObserver(() => {
    if (ready()) { watcher.disconnect(); setTimeout(start, 500); }
  });
  watcher.observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
}

async function startInterpreter() {
  const base = { indexURL: INDEX_URL };
  const mark = (how) => { document.documentElement.dataset.pythonStart = how; };
  try {
    if (!(await caches.has(CACHE_NAME))) {
      // No snapshot stored yet (a first visit): start Python at once; the files and their key
      // are only needed to make the snapshot later, so they are read alongside.
      mark("normal");
      shippedFiles()
        .then(async (files) => makeSnapshotLater(await snapshotKey(files), files))
        .catch((error) => fallback("no snapshot", error));
      return load(base);
    }
    const files = await shippedFiles();
    const key = await snapshotKey(files);
    // caches.match with a cacheName never creates the cache (caches.open would, on every visit).
    const stored = await caches.match(entryFor(key), { cacheName: CACHE_NAME });
    if (stored) {
      try {
        const pyodide = await load({ ...base, _loadSnapshot: new Uint8Array(await stored.arrayBuffer()) });
        mark("snapshot");
        return pyodide;
      } catch (error) {
        fallback("the snapshot did not restore", error);
        await caches.delete(CACHE_NAME).catch(() => {});
      }
    } else {
      makeSnapshotLater(key, files);
    }
  } catch (error) {
    fallback("no snapshot", error);
  }
  mark("normal");
  return load(base);
}

let started = null;

/** Starts the interpreter once; the page's <head> loads this module so that it starts while the
 * page is still being parsed, before PyScript asks for it. */
function begin() {
  if (!started) started = startInterpreter();
  return started;
}
if (typeof document !== "undefined") begin();

/** What PyScript calls: the interpreter already starting, with PyScript's output streams. */
export async function loadPyodide(options = {}) {
  const pyodide = await begin();
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}
