// Makes the interpreter's memory snapshot for assets/boot.mjs: loads the same runtime, writes the
// shipped Python files where PyScript puts them, imports every module but the page's entry point
// (web/main.py binds the DOM), and hands the snapshot back to the page as a Blob; the page keeps it.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const HOME = "/home/pyodide/";

self.onmessage = async ({ data }) => {
  const { files } = data;
  try {
    const pyodide = await loadPyodide({ indexURL: INDEX_URL, _makeSnapshot: true });
    for (const [path, text] of files) {
      pyodide.FS.mkdirTree(HOME + path.slice(0, path.lastIndexOf("/")));
      pyodide.FS.writeFile(HOME + path, text);
    }
    const modules = files.map(([path]) => path).filter((path) => path !== "web/main.py")
      .map((path) => path.replace(/\/__init__\.py$/, "").replace(/\.py$/, "").replaceAll("/", "."));
    pyodide.runPython(`import importlib\nfor name in ${JSON.stringify(modules)}:\n    importlib.import_module(name)`);
    // A Blob, not the bytes: the page only hands it to Cache Storage, and a Blob passes by
    // reference, where a byte array had the page copy the whole snapshot on its main thread (a
    // task of 100 to 400 ms a few seconds into a first visit; docs/start-up.md).
    const snapshot = new Blob([pyodide.makeMemorySnapshot()], { type: "application/octet-stream" });
    self.postMessage({ ok: true, snapshot });
  } catch (error) {
    self.postMessage({ ok: false, error: String(error) });
  }
};
