// Runs a Python script under the npm Pyodide (the browser's interpreter) in Node,
// with the engine (nwp/) copied into Pyodide's file system. Usage:
//   node e2e/run_in_pyodide.mjs SCRIPT.py
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(path.join(root, "node_modules/pyodide/pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: path.join(root, "node_modules/pyodide") + "/" });
pyodide.FS.mkdirTree("/home/pyodide/nwp");
for (const name of fs.readdirSync(path.join(root, "nwp"))) {
  if (name.endsWith(".py")) {
    pyodide.FS.writeFile(`/home/pyodide/nwp/${name}`, fs.readFileSync(path.join(root, "nwp", name)));
  }
}
let output = "";
pyodide.setStdout({ batched: (line) => { output += line + "\n"; } });
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
pyodide.runPython(fs.readFileSync(process.argv[2], "utf8"));
process.stdout.write(output);
process.stdout.write(`#python ${pyodide.runPython("import sys; sys.version.split()[0]")}\n`);
