"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var import_vscodeStub = require("./vscodeStub");
var import_strict = __toESM(require("node:assert/strict"));
var path = __toESM(require("node:path"));
var import_node_test = require("node:test");
var import_settings = require("../../src/settings");
const EXT = "/ext/acp-bridge";
function lookup(o = {}) {
  const files = new Set(o.files ?? ["/usr/bin/python3"]);
  return {
    setting: "",
    env: { PATH: "/usr/local/bin:/usr/bin" },
    extensionPath: EXT,
    workspaceFolder: "/work/proj",
    homeDir: "/home/me",
    isFile: (f) => files.has(f),
    readText: (f) => o.texts?.[f],
    ...o
  };
}
const bundled = path.join(EXT, "dist", "bridge-python.txt");
(0, import_node_test.describe)("resolvePython precedence", () => {
  (0, import_node_test.it)("the setting first", () => {
    const r = (0, import_settings.resolvePython)(lookup({ setting: "/opt/py/bin/python", env: { ACP_BRIDGE_PYTHON: "/env/python", PATH: "/usr/bin" }, files: ["/opt/py/bin/python", "/env/python", "/usr/bin/python3"] }));
    import_strict.default.deepEqual([r.ok, r.ok && r.python, r.source], [true, "/opt/py/bin/python", "setting"]);
  });
  (0, import_node_test.it)("then $ACP_BRIDGE_PYTHON", () => {
    const r = (0, import_settings.resolvePython)(lookup({ env: { ACP_BRIDGE_PYTHON: "/env/python", PATH: "/usr/bin" }, files: ["/env/python", "/usr/bin/python3"], texts: { [bundled]: "/b/python\n" } }));
    import_strict.default.deepEqual([r.ok && r.python, r.source], ["/env/python", "environment"]);
  });
  (0, import_node_test.it)("then the interpreter the build recorded", () => {
    const r = (0, import_settings.resolvePython)(lookup({ files: ["/b/python", "/usr/bin/python3"], texts: { [bundled]: "\n/b/python\n" } }));
    import_strict.default.deepEqual([r.ok && r.python, r.source], ["/b/python", "bundled"]);
  });
  (0, import_node_test.it)("then python3 from PATH", () => {
    const r = (0, import_settings.resolvePython)(lookup());
    import_strict.default.deepEqual([r.ok && r.python, r.source], ["python3", "default"]);
  });
  (0, import_node_test.it)("a recorded interpreter that no longer exists falls back to python3, with a note", () => {
    const r = (0, import_settings.resolvePython)(lookup({ texts: { [bundled]: "/gone/python" } }));
    import_strict.default.equal(r.ok && r.python, "python3");
    import_strict.default.match(r.notes[0], /does not exist.*Falling back/);
  });
  (0, import_node_test.it)("a whitespace-only setting counts as unset", () => {
    import_strict.default.equal((0, import_settings.resolvePython)(lookup({ setting: "   " })).source, "default");
  });
});
(0, import_node_test.describe)("resolvePython validation", () => {
  (0, import_node_test.it)("a setting that is not a string", () => {
    const r = (0, import_settings.resolvePython)(lookup({ setting: 42 }));
    import_strict.default.equal(r.ok, false);
    import_strict.default.match(!r.ok ? r.error : "", /acpBridge\.python must be a path/);
  });
  (0, import_node_test.it)("a missing file named by the setting is an error, never silently replaced", () => {
    const r = (0, import_settings.resolvePython)(lookup({ setting: "/nope/python" }));
    import_strict.default.equal(r.ok, false);
    import_strict.default.equal(!r.ok && r.error, 'The setting acpBridge.python points to "/nope/python", which does not exist.');
  });
  (0, import_node_test.it)("a missing file named by the variable", () => {
    const r = (0, import_settings.resolvePython)(lookup({ env: { ACP_BRIDGE_PYTHON: "/nope/python" } }));
    import_strict.default.match(!r.ok ? r.error : "", /ACP_BRIDGE_PYTHON points to "\/nope\/python"/);
  });
  (0, import_node_test.it)("a bare name must be on PATH", () => {
    const r = (0, import_settings.resolvePython)(lookup({ setting: "python3.99" }));
    import_strict.default.match(!r.ok ? r.error : "", /"python3\.99", which was not found on PATH/);
    const ok = (0, import_settings.resolvePython)(lookup({ setting: "python3" }));
    import_strict.default.equal(ok.ok && ok.python, "python3");
  });
  (0, import_node_test.it)("~ and ${workspaceFolder} are expanded; relative paths are against the folder", () => {
    const files = ["/home/me/.venvs/a/bin/python", "/work/proj/.venv/bin/python"];
    import_strict.default.equal((0, import_settings.resolvePython)(lookup({ setting: "~/.venvs/a/bin/python", files })).python, "/home/me/.venvs/a/bin/python");
    import_strict.default.equal((0, import_settings.resolvePython)(lookup({ setting: "${workspaceFolder}/.venv/bin/python", files })).python, "/work/proj/.venv/bin/python");
    import_strict.default.equal((0, import_settings.resolvePython)(lookup({ setting: ".venv/bin/python", files })).python, "/work/proj/.venv/bin/python");
  });
  (0, import_node_test.it)("a relative path without a folder, and unknown variables, are errors", () => {
    import_strict.default.match((0, import_settings.resolvePython)(lookup({ setting: ".venv/bin/python", workspaceFolder: void 0 })).error, /relative path/);
    import_strict.default.match((0, import_settings.resolvePython)(lookup({ setting: "${env:HOME}/python" })).error, /unsupported variable/);
  });
  (0, import_node_test.it)("nothing at all", () => {
    const r = (0, import_settings.resolvePython)(lookup({ files: [] }));
    import_strict.default.equal(!r.ok && r.error, "No Python interpreter found: set acpBridge.python to a Python that has acp-bridge installed.");
  });
});
(0, import_node_test.describe)("what the sidecar is told", () => {
  (0, import_node_test.it)("runs `-m acp_bridge serve`", () => import_strict.default.deepEqual((0, import_settings.serverArgs)(), ["-m", "acp_bridge", "serve"]));
  (0, import_node_test.it)("defaults", () => {
    import_strict.default.deepEqual((0, import_settings.bridgeSettings)(() => void 0), { agents: [], logLevel: "info", traceAcp: false, experimental: { protocol2: false } });
  });
  (0, import_node_test.it)("passes the values through", () => {
    const values = {
      agents: [{ id: "oc", command: "opencode", args: ["acp"] }],
      logLevel: "debug",
      traceAcp: true,
      "experimental.protocol2": true
    };
    import_strict.default.deepEqual((0, import_settings.bridgeSettings)((k) => values[k]), {
      agents: [{ id: "oc", command: "opencode", args: ["acp"] }],
      logLevel: "debug",
      traceAcp: true,
      experimental: { protocol2: true }
    });
  });
  (0, import_node_test.it)("a non-array agents value is sent as no agents", () => {
    import_strict.default.deepEqual((0, import_settings.bridgeSettings)((k) => k === "agents" ? "opencode" : void 0).agents, []);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3NldHRpbmdzLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbImltcG9ydCAnLi92c2NvZGVTdHViJztcbmltcG9ydCBhc3NlcnQgZnJvbSAnbm9kZTphc3NlcnQvc3RyaWN0JztcbmltcG9ydCAqIGFzIHBhdGggZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IGRlc2NyaWJlLCBpdCB9IGZyb20gJ25vZGU6dGVzdCc7XG5pbXBvcnQgeyBicmlkZ2VTZXR0aW5ncywgUHl0aG9uTG9va3VwLCByZXNvbHZlUHl0aG9uLCBzZXJ2ZXJBcmdzIH0gZnJvbSAnLi4vLi4vc3JjL3NldHRpbmdzJztcblxuY29uc3QgRVhUID0gJy9leHQvYWNwLWJyaWRnZSc7XG5mdW5jdGlvbiBsb29rdXAobzogUGFydGlhbDxQeXRob25Mb29rdXA+ICYgeyBmaWxlcz86IHN0cmluZ1tdOyB0ZXh0cz86IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gfSA9IHt9KTogUHl0aG9uTG9va3VwIHtcbiAgY29uc3QgZmlsZXMgPSBuZXcgU2V0KG8uZmlsZXMgPz8gWycvdXNyL2Jpbi9weXRob24zJ10pO1xuICByZXR1cm4ge1xuICAgIHNldHRpbmc6ICcnLFxuICAgIGVudjogeyBQQVRIOiAnL3Vzci9sb2NhbC9iaW46L3Vzci9iaW4nIH0sXG4gICAgZXh0ZW5zaW9uUGF0aDogRVhULFxuICAgIHdvcmtzcGFjZUZvbGRlcjogJy93b3JrL3Byb2onLFxuICAgIGhvbWVEaXI6ICcvaG9tZS9tZScsXG4gICAgaXNGaWxlOiAoZikgPT4gZmlsZXMuaGFzKGYpLFxuICAgIHJlYWRUZXh0OiAoZikgPT4gby50ZXh0cz8uW2ZdLFxuICAgIC4uLm8sXG4gIH07XG59XG5jb25zdCBidW5kbGVkID0gcGF0aC5qb2luKEVYVCwgJ2Rpc3QnLCAnYnJpZGdlLXB5dGhvbi50eHQnKTtcblxuZGVzY3JpYmUoJ3Jlc29sdmVQeXRob24gcHJlY2VkZW5jZScsICgpID0+IHtcbiAgaXQoJ3RoZSBzZXR0aW5nIGZpcnN0JywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSByZXNvbHZlUHl0aG9uKGxvb2t1cCh7IHNldHRpbmc6ICcvb3B0L3B5L2Jpbi9weXRob24nLCBlbnY6IHsgQUNQX0JSSURHRV9QWVRIT046ICcvZW52L3B5dGhvbicsIFBBVEg6ICcvdXNyL2JpbicgfSwgZmlsZXM6IFsnL29wdC9weS9iaW4vcHl0aG9uJywgJy9lbnYvcHl0aG9uJywgJy91c3IvYmluL3B5dGhvbjMnXSB9KSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChbci5vaywgci5vayAmJiByLnB5dGhvbiwgci5zb3VyY2VdLCBbdHJ1ZSwgJy9vcHQvcHkvYmluL3B5dGhvbicsICdzZXR0aW5nJ10pO1xuICB9KTtcbiAgaXQoJ3RoZW4gJEFDUF9CUklER0VfUFlUSE9OJywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSByZXNvbHZlUHl0aG9uKGxvb2t1cCh7IGVudjogeyBBQ1BfQlJJREdFX1BZVEhPTjogJy9lbnYvcHl0aG9uJywgUEFUSDogJy91c3IvYmluJyB9LCBmaWxlczogWycvZW52L3B5dGhvbicsICcvdXNyL2Jpbi9weXRob24zJ10sIHRleHRzOiB7IFtidW5kbGVkXTogJy9iL3B5dGhvblxcbicgfSB9KSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChbci5vayAmJiByLnB5dGhvbiwgci5zb3VyY2VdLCBbJy9lbnYvcHl0aG9uJywgJ2Vudmlyb25tZW50J10pO1xuICB9KTtcbiAgaXQoJ3RoZW4gdGhlIGludGVycHJldGVyIHRoZSBidWlsZCByZWNvcmRlZCcsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBmaWxlczogWycvYi9weXRob24nLCAnL3Vzci9iaW4vcHl0aG9uMyddLCB0ZXh0czogeyBbYnVuZGxlZF06ICdcXG4vYi9weXRob25cXG4nIH0gfSkpO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoW3Iub2sgJiYgci5weXRob24sIHIuc291cmNlXSwgWycvYi9weXRob24nLCAnYnVuZGxlZCddKTtcbiAgfSk7XG4gIGl0KCd0aGVuIHB5dGhvbjMgZnJvbSBQQVRIJywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSByZXNvbHZlUHl0aG9uKGxvb2t1cCgpKTtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKFtyLm9rICYmIHIucHl0aG9uLCByLnNvdXJjZV0sIFsncHl0aG9uMycsICdkZWZhdWx0J10pO1xuICB9KTtcbiAgaXQoJ2EgcmVjb3JkZWQgaW50ZXJwcmV0ZXIgdGhhdCBubyBsb25nZXIgZXhpc3RzIGZhbGxzIGJhY2sgdG8gcHl0aG9uMywgd2l0aCBhIG5vdGUnLCAoKSA9PiB7XG4gICAgY29uc3QgciA9IHJlc29sdmVQeXRob24obG9va3VwKHsgdGV4dHM6IHsgW2J1bmRsZWRdOiAnL2dvbmUvcHl0aG9uJyB9IH0pKTtcbiAgICBhc3NlcnQuZXF1YWwoci5vayAmJiByLnB5dGhvbiwgJ3B5dGhvbjMnKTtcbiAgICBhc3NlcnQubWF0Y2goci5ub3Rlc1swXSwgL2RvZXMgbm90IGV4aXN0LipGYWxsaW5nIGJhY2svKTtcbiAgfSk7XG4gIGl0KCdhIHdoaXRlc3BhY2Utb25seSBzZXR0aW5nIGNvdW50cyBhcyB1bnNldCcsICgpID0+IHtcbiAgICBhc3NlcnQuZXF1YWwocmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAnICAgJyB9KSkuc291cmNlLCAnZGVmYXVsdCcpO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgncmVzb2x2ZVB5dGhvbiB2YWxpZGF0aW9uJywgKCkgPT4ge1xuICBpdCgnYSBzZXR0aW5nIHRoYXQgaXMgbm90IGEgc3RyaW5nJywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSByZXNvbHZlUHl0aG9uKGxvb2t1cCh7IHNldHRpbmc6IDQyIH0pKTtcbiAgICBhc3NlcnQuZXF1YWwoci5vaywgZmFsc2UpO1xuICAgIGFzc2VydC5tYXRjaCghci5vayA/IHIuZXJyb3IgOiAnJywgL2FjcEJyaWRnZVxcLnB5dGhvbiBtdXN0IGJlIGEgcGF0aC8pO1xuICB9KTtcbiAgaXQoJ2EgbWlzc2luZyBmaWxlIG5hbWVkIGJ5IHRoZSBzZXR0aW5nIGlzIGFuIGVycm9yLCBuZXZlciBzaWxlbnRseSByZXBsYWNlZCcsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAnL25vcGUvcHl0aG9uJyB9KSk7XG4gICAgYXNzZXJ0LmVxdWFsKHIub2ssIGZhbHNlKTtcbiAgICBhc3NlcnQuZXF1YWwoIXIub2sgJiYgci5lcnJvciwgJ1RoZSBzZXR0aW5nIGFjcEJyaWRnZS5weXRob24gcG9pbnRzIHRvIFwiL25vcGUvcHl0aG9uXCIsIHdoaWNoIGRvZXMgbm90IGV4aXN0LicpO1xuICB9KTtcbiAgaXQoJ2EgbWlzc2luZyBmaWxlIG5hbWVkIGJ5IHRoZSB2YXJpYWJsZScsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBlbnY6IHsgQUNQX0JSSURHRV9QWVRIT046ICcvbm9wZS9weXRob24nIH0gfSkpO1xuICAgIGFzc2VydC5tYXRjaCghci5vayA/IHIuZXJyb3IgOiAnJywgL0FDUF9CUklER0VfUFlUSE9OIHBvaW50cyB0byBcIlxcL25vcGVcXC9weXRob25cIi8pO1xuICB9KTtcbiAgaXQoJ2EgYmFyZSBuYW1lIG11c3QgYmUgb24gUEFUSCcsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAncHl0aG9uMy45OScgfSkpO1xuICAgIGFzc2VydC5tYXRjaCghci5vayA/IHIuZXJyb3IgOiAnJywgL1wicHl0aG9uM1xcLjk5XCIsIHdoaWNoIHdhcyBub3QgZm91bmQgb24gUEFUSC8pO1xuICAgIGNvbnN0IG9rID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAncHl0aG9uMycgfSkpO1xuICAgIGFzc2VydC5lcXVhbChvay5vayAmJiBvay5weXRob24sICdweXRob24zJyk7XG4gIH0pO1xuICBpdCgnfiBhbmQgJHt3b3Jrc3BhY2VGb2xkZXJ9IGFyZSBleHBhbmRlZDsgcmVsYXRpdmUgcGF0aHMgYXJlIGFnYWluc3QgdGhlIGZvbGRlcicsICgpID0+IHtcbiAgICBjb25zdCBmaWxlcyA9IFsnL2hvbWUvbWUvLnZlbnZzL2EvYmluL3B5dGhvbicsICcvd29yay9wcm9qLy52ZW52L2Jpbi9weXRob24nXTtcbiAgICBhc3NlcnQuZXF1YWwoKHJlc29sdmVQeXRob24obG9va3VwKHsgc2V0dGluZzogJ34vLnZlbnZzL2EvYmluL3B5dGhvbicsIGZpbGVzIH0pKSBhcyB7IHB5dGhvbjogc3RyaW5nIH0pLnB5dGhvbiwgJy9ob21lL21lLy52ZW52cy9hL2Jpbi9weXRob24nKTtcbiAgICBhc3NlcnQuZXF1YWwoKHJlc29sdmVQeXRob24obG9va3VwKHsgc2V0dGluZzogJyR7d29ya3NwYWNlRm9sZGVyfS8udmVudi9iaW4vcHl0aG9uJywgZmlsZXMgfSkpIGFzIHsgcHl0aG9uOiBzdHJpbmcgfSkucHl0aG9uLCAnL3dvcmsvcHJvai8udmVudi9iaW4vcHl0aG9uJyk7XG4gICAgYXNzZXJ0LmVxdWFsKChyZXNvbHZlUHl0aG9uKGxvb2t1cCh7IHNldHRpbmc6ICcudmVudi9iaW4vcHl0aG9uJywgZmlsZXMgfSkpIGFzIHsgcHl0aG9uOiBzdHJpbmcgfSkucHl0aG9uLCAnL3dvcmsvcHJvai8udmVudi9iaW4vcHl0aG9uJyk7XG4gIH0pO1xuICBpdCgnYSByZWxhdGl2ZSBwYXRoIHdpdGhvdXQgYSBmb2xkZXIsIGFuZCB1bmtub3duIHZhcmlhYmxlcywgYXJlIGVycm9ycycsICgpID0+IHtcbiAgICBhc3NlcnQubWF0Y2goKHJlc29sdmVQeXRob24obG9va3VwKHsgc2V0dGluZzogJy52ZW52L2Jpbi9weXRob24nLCB3b3Jrc3BhY2VGb2xkZXI6IHVuZGVmaW5lZCB9KSkgYXMgeyBlcnJvcjogc3RyaW5nIH0pLmVycm9yLCAvcmVsYXRpdmUgcGF0aC8pO1xuICAgIGFzc2VydC5tYXRjaCgocmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAnJHtlbnY6SE9NRX0vcHl0aG9uJyB9KSkgYXMgeyBlcnJvcjogc3RyaW5nIH0pLmVycm9yLCAvdW5zdXBwb3J0ZWQgdmFyaWFibGUvKTtcbiAgfSk7XG4gIGl0KCdub3RoaW5nIGF0IGFsbCcsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBmaWxlczogW10gfSkpO1xuICAgIGFzc2VydC5lcXVhbCghci5vayAmJiByLmVycm9yLCAnTm8gUHl0aG9uIGludGVycHJldGVyIGZvdW5kOiBzZXQgYWNwQnJpZGdlLnB5dGhvbiB0byBhIFB5dGhvbiB0aGF0IGhhcyBhY3AtYnJpZGdlIGluc3RhbGxlZC4nKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ3doYXQgdGhlIHNpZGVjYXIgaXMgdG9sZCcsICgpID0+IHtcbiAgaXQoJ3J1bnMgYC1tIGFjcF9icmlkZ2Ugc2VydmVgJywgKCkgPT4gYXNzZXJ0LmRlZXBFcXVhbChzZXJ2ZXJBcmdzKCksIFsnLW0nLCAnYWNwX2JyaWRnZScsICdzZXJ2ZSddKSk7XG4gIGl0KCdkZWZhdWx0cycsICgpID0+IHtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKGJyaWRnZVNldHRpbmdzKCgpID0+IHVuZGVmaW5lZCksIHsgYWdlbnRzOiBbXSwgbG9nTGV2ZWw6ICdpbmZvJywgdHJhY2VBY3A6IGZhbHNlLCBleHBlcmltZW50YWw6IHsgcHJvdG9jb2wyOiBmYWxzZSB9IH0pO1xuICB9KTtcbiAgaXQoJ3Bhc3NlcyB0aGUgdmFsdWVzIHRocm91Z2gnLCAoKSA9PiB7XG4gICAgY29uc3QgdmFsdWVzOiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiA9IHtcbiAgICAgIGFnZW50czogW3sgaWQ6ICdvYycsIGNvbW1hbmQ6ICdvcGVuY29kZScsIGFyZ3M6IFsnYWNwJ10gfV0sIGxvZ0xldmVsOiAnZGVidWcnLCB0cmFjZUFjcDogdHJ1ZSwgJ2V4cGVyaW1lbnRhbC5wcm90b2NvbDInOiB0cnVlLFxuICAgIH07XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChicmlkZ2VTZXR0aW5ncygoaykgPT4gdmFsdWVzW2tdKSwge1xuICAgICAgYWdlbnRzOiBbeyBpZDogJ29jJywgY29tbWFuZDogJ29wZW5jb2RlJywgYXJnczogWydhY3AnXSB9XSwgbG9nTGV2ZWw6ICdkZWJ1ZycsIHRyYWNlQWNwOiB0cnVlLCBleHBlcmltZW50YWw6IHsgcHJvdG9jb2wyOiB0cnVlIH0sXG4gICAgfSk7XG4gIH0pO1xuICBpdCgnYSBub24tYXJyYXkgYWdlbnRzIHZhbHVlIGlzIHNlbnQgYXMgbm8gYWdlbnRzJywgKCkgPT4ge1xuICAgIGFzc2VydC5kZWVwRXF1YWwoYnJpZGdlU2V0dGluZ3MoKGspID0+IChrID09PSAnYWdlbnRzJyA/ICdvcGVuY29kZScgOiB1bmRlZmluZWQpKS5hZ2VudHMsIFtdKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUEsd0JBQU87QUFDUCxvQkFBbUI7QUFDbkIsV0FBc0I7QUFDdEIsdUJBQTZCO0FBQzdCLHNCQUF3RTtBQUV4RSxNQUFNLE1BQU07QUFDWixTQUFTLE9BQU8sSUFBa0YsQ0FBQyxHQUFpQjtBQUNsSCxRQUFNLFFBQVEsSUFBSSxJQUFJLEVBQUUsU0FBUyxDQUFDLGtCQUFrQixDQUFDO0FBQ3JELFNBQU87QUFBQSxJQUNMLFNBQVM7QUFBQSxJQUNULEtBQUssRUFBRSxNQUFNLDBCQUEwQjtBQUFBLElBQ3ZDLGVBQWU7QUFBQSxJQUNmLGlCQUFpQjtBQUFBLElBQ2pCLFNBQVM7QUFBQSxJQUNULFFBQVEsQ0FBQyxNQUFNLE1BQU0sSUFBSSxDQUFDO0FBQUEsSUFDMUIsVUFBVSxDQUFDLE1BQU0sRUFBRSxRQUFRLENBQUM7QUFBQSxJQUM1QixHQUFHO0FBQUEsRUFDTDtBQUNGO0FBQ0EsTUFBTSxVQUFVLEtBQUssS0FBSyxLQUFLLFFBQVEsbUJBQW1CO0FBQUEsSUFFMUQsMkJBQVMsNEJBQTRCLE1BQU07QUFDekMsMkJBQUcscUJBQXFCLE1BQU07QUFDNUIsVUFBTSxRQUFJLCtCQUFjLE9BQU8sRUFBRSxTQUFTLHNCQUFzQixLQUFLLEVBQUUsbUJBQW1CLGVBQWUsTUFBTSxXQUFXLEdBQUcsT0FBTyxDQUFDLHNCQUFzQixlQUFlLGtCQUFrQixFQUFFLENBQUMsQ0FBQztBQUNoTSxrQkFBQUEsUUFBTyxVQUFVLENBQUMsRUFBRSxJQUFJLEVBQUUsTUFBTSxFQUFFLFFBQVEsRUFBRSxNQUFNLEdBQUcsQ0FBQyxNQUFNLHNCQUFzQixTQUFTLENBQUM7QUFBQSxFQUM5RixDQUFDO0FBQ0QsMkJBQUcsMkJBQTJCLE1BQU07QUFDbEMsVUFBTSxRQUFJLCtCQUFjLE9BQU8sRUFBRSxLQUFLLEVBQUUsbUJBQW1CLGVBQWUsTUFBTSxXQUFXLEdBQUcsT0FBTyxDQUFDLGVBQWUsa0JBQWtCLEdBQUcsT0FBTyxFQUFFLENBQUMsT0FBTyxHQUFHLGNBQWMsRUFBRSxDQUFDLENBQUM7QUFDaEwsa0JBQUFBLFFBQU8sVUFBVSxDQUFDLEVBQUUsTUFBTSxFQUFFLFFBQVEsRUFBRSxNQUFNLEdBQUcsQ0FBQyxlQUFlLGFBQWEsQ0FBQztBQUFBLEVBQy9FLENBQUM7QUFDRCwyQkFBRywyQ0FBMkMsTUFBTTtBQUNsRCxVQUFNLFFBQUksK0JBQWMsT0FBTyxFQUFFLE9BQU8sQ0FBQyxhQUFhLGtCQUFrQixHQUFHLE9BQU8sRUFBRSxDQUFDLE9BQU8sR0FBRyxnQkFBZ0IsRUFBRSxDQUFDLENBQUM7QUFDbkgsa0JBQUFBLFFBQU8sVUFBVSxDQUFDLEVBQUUsTUFBTSxFQUFFLFFBQVEsRUFBRSxNQUFNLEdBQUcsQ0FBQyxhQUFhLFNBQVMsQ0FBQztBQUFBLEVBQ3pFLENBQUM7QUFDRCwyQkFBRywwQkFBMEIsTUFBTTtBQUNqQyxVQUFNLFFBQUksK0JBQWMsT0FBTyxDQUFDO0FBQ2hDLGtCQUFBQSxRQUFPLFVBQVUsQ0FBQyxFQUFFLE1BQU0sRUFBRSxRQUFRLEVBQUUsTUFBTSxHQUFHLENBQUMsV0FBVyxTQUFTLENBQUM7QUFBQSxFQUN2RSxDQUFDO0FBQ0QsMkJBQUcsbUZBQW1GLE1BQU07QUFDMUYsVUFBTSxRQUFJLCtCQUFjLE9BQU8sRUFBRSxPQUFPLEVBQUUsQ0FBQyxPQUFPLEdBQUcsZUFBZSxFQUFFLENBQUMsQ0FBQztBQUN4RSxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsTUFBTSxFQUFFLFFBQVEsU0FBUztBQUN4QyxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsTUFBTSxDQUFDLEdBQUcsOEJBQThCO0FBQUEsRUFDekQsQ0FBQztBQUNELDJCQUFHLDZDQUE2QyxNQUFNO0FBQ3BELGtCQUFBQSxRQUFPLFVBQU0sK0JBQWMsT0FBTyxFQUFFLFNBQVMsTUFBTSxDQUFDLENBQUMsRUFBRSxRQUFRLFNBQVM7QUFBQSxFQUMxRSxDQUFDO0FBQ0gsQ0FBQztBQUFBLElBRUQsMkJBQVMsNEJBQTRCLE1BQU07QUFDekMsMkJBQUcsa0NBQWtDLE1BQU07QUFDekMsVUFBTSxRQUFJLCtCQUFjLE9BQU8sRUFBRSxTQUFTLEdBQUcsQ0FBQyxDQUFDO0FBQy9DLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxJQUFJLEtBQUs7QUFDeEIsa0JBQUFBLFFBQU8sTUFBTSxDQUFDLEVBQUUsS0FBSyxFQUFFLFFBQVEsSUFBSSxrQ0FBa0M7QUFBQSxFQUN2RSxDQUFDO0FBQ0QsMkJBQUcsNEVBQTRFLE1BQU07QUFDbkYsVUFBTSxRQUFJLCtCQUFjLE9BQU8sRUFBRSxTQUFTLGVBQWUsQ0FBQyxDQUFDO0FBQzNELGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxJQUFJLEtBQUs7QUFDeEIsa0JBQUFBLFFBQU8sTUFBTSxDQUFDLEVBQUUsTUFBTSxFQUFFLE9BQU8sOEVBQThFO0FBQUEsRUFDL0csQ0FBQztBQUNELDJCQUFHLHdDQUF3QyxNQUFNO0FBQy9DLFVBQU0sUUFBSSwrQkFBYyxPQUFPLEVBQUUsS0FBSyxFQUFFLG1CQUFtQixlQUFlLEVBQUUsQ0FBQyxDQUFDO0FBQzlFLGtCQUFBQSxRQUFPLE1BQU0sQ0FBQyxFQUFFLEtBQUssRUFBRSxRQUFRLElBQUksOENBQThDO0FBQUEsRUFDbkYsQ0FBQztBQUNELDJCQUFHLCtCQUErQixNQUFNO0FBQ3RDLFVBQU0sUUFBSSwrQkFBYyxPQUFPLEVBQUUsU0FBUyxhQUFhLENBQUMsQ0FBQztBQUN6RCxrQkFBQUEsUUFBTyxNQUFNLENBQUMsRUFBRSxLQUFLLEVBQUUsUUFBUSxJQUFJLDRDQUE0QztBQUMvRSxVQUFNLFNBQUssK0JBQWMsT0FBTyxFQUFFLFNBQVMsVUFBVSxDQUFDLENBQUM7QUFDdkQsa0JBQUFBLFFBQU8sTUFBTSxHQUFHLE1BQU0sR0FBRyxRQUFRLFNBQVM7QUFBQSxFQUM1QyxDQUFDO0FBQ0QsMkJBQUcsZ0ZBQWdGLE1BQU07QUFDdkYsVUFBTSxRQUFRLENBQUMsZ0NBQWdDLDZCQUE2QjtBQUM1RSxrQkFBQUEsUUFBTyxVQUFPLCtCQUFjLE9BQU8sRUFBRSxTQUFTLHlCQUF5QixNQUFNLENBQUMsQ0FBQyxFQUF5QixRQUFRLDhCQUE4QjtBQUM5SSxrQkFBQUEsUUFBTyxVQUFPLCtCQUFjLE9BQU8sRUFBRSxTQUFTLHVDQUF1QyxNQUFNLENBQUMsQ0FBQyxFQUF5QixRQUFRLDZCQUE2QjtBQUMzSixrQkFBQUEsUUFBTyxVQUFPLCtCQUFjLE9BQU8sRUFBRSxTQUFTLG9CQUFvQixNQUFNLENBQUMsQ0FBQyxFQUF5QixRQUFRLDZCQUE2QjtBQUFBLEVBQzFJLENBQUM7QUFDRCwyQkFBRyx1RUFBdUUsTUFBTTtBQUM5RSxrQkFBQUEsUUFBTyxVQUFPLCtCQUFjLE9BQU8sRUFBRSxTQUFTLG9CQUFvQixpQkFBaUIsT0FBVSxDQUFDLENBQUMsRUFBd0IsT0FBTyxlQUFlO0FBQzdJLGtCQUFBQSxRQUFPLFVBQU8sK0JBQWMsT0FBTyxFQUFFLFNBQVMscUJBQXFCLENBQUMsQ0FBQyxFQUF3QixPQUFPLHNCQUFzQjtBQUFBLEVBQzVILENBQUM7QUFDRCwyQkFBRyxrQkFBa0IsTUFBTTtBQUN6QixVQUFNLFFBQUksK0JBQWMsT0FBTyxFQUFFLE9BQU8sQ0FBQyxFQUFFLENBQUMsQ0FBQztBQUM3QyxrQkFBQUEsUUFBTyxNQUFNLENBQUMsRUFBRSxNQUFNLEVBQUUsT0FBTyw4RkFBOEY7QUFBQSxFQUMvSCxDQUFDO0FBQ0gsQ0FBQztBQUFBLElBRUQsMkJBQVMsNEJBQTRCLE1BQU07QUFDekMsMkJBQUcsOEJBQThCLE1BQU0sY0FBQUEsUUFBTyxjQUFVLDRCQUFXLEdBQUcsQ0FBQyxNQUFNLGNBQWMsT0FBTyxDQUFDLENBQUM7QUFDcEcsMkJBQUcsWUFBWSxNQUFNO0FBQ25CLGtCQUFBQSxRQUFPLGNBQVUsZ0NBQWUsTUFBTSxNQUFTLEdBQUcsRUFBRSxRQUFRLENBQUMsR0FBRyxVQUFVLFFBQVEsVUFBVSxPQUFPLGNBQWMsRUFBRSxXQUFXLE1BQU0sRUFBRSxDQUFDO0FBQUEsRUFDekksQ0FBQztBQUNELDJCQUFHLDZCQUE2QixNQUFNO0FBQ3BDLFVBQU0sU0FBa0M7QUFBQSxNQUN0QyxRQUFRLENBQUMsRUFBRSxJQUFJLE1BQU0sU0FBUyxZQUFZLE1BQU0sQ0FBQyxLQUFLLEVBQUUsQ0FBQztBQUFBLE1BQUcsVUFBVTtBQUFBLE1BQVMsVUFBVTtBQUFBLE1BQU0sMEJBQTBCO0FBQUEsSUFDM0g7QUFDQSxrQkFBQUEsUUFBTyxjQUFVLGdDQUFlLENBQUMsTUFBTSxPQUFPLENBQUMsQ0FBQyxHQUFHO0FBQUEsTUFDakQsUUFBUSxDQUFDLEVBQUUsSUFBSSxNQUFNLFNBQVMsWUFBWSxNQUFNLENBQUMsS0FBSyxFQUFFLENBQUM7QUFBQSxNQUFHLFVBQVU7QUFBQSxNQUFTLFVBQVU7QUFBQSxNQUFNLGNBQWMsRUFBRSxXQUFXLEtBQUs7QUFBQSxJQUNqSSxDQUFDO0FBQUEsRUFDSCxDQUFDO0FBQ0QsMkJBQUcsaURBQWlELE1BQU07QUFDeEQsa0JBQUFBLFFBQU8sY0FBVSxnQ0FBZSxDQUFDLE1BQU8sTUFBTSxXQUFXLGFBQWEsTUFBVSxFQUFFLFFBQVEsQ0FBQyxDQUFDO0FBQUEsRUFDOUYsQ0FBQztBQUNILENBQUM7IiwKICAibmFtZXMiOiBbImFzc2VydCJdCn0K
