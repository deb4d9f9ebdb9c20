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
    import_strict.default.deepEqual((0, import_settings.bridgeSettings)(() => void 0), {
      agents: [],
      mcpServers: [],
      logLevel: "info",
      traceAcp: false,
      experimental: { protocol2: false }
    });
  });
  (0, import_node_test.it)("passes the values through", () => {
    const values = {
      agents: [{ id: "oc", command: "opencode", args: ["acp"] }],
      logLevel: "debug",
      traceAcp: true,
      "experimental.protocol2": true,
      mcpServers: [{ name: "files", command: "/usr/bin/mcp-files", args: [] }]
    };
    import_strict.default.deepEqual((0, import_settings.bridgeSettings)((k) => values[k]), {
      agents: [{ id: "oc", command: "opencode", args: ["acp"] }],
      logLevel: "debug",
      traceAcp: true,
      experimental: { protocol2: true },
      mcpServers: [{ name: "files", command: "/usr/bin/mcp-files", args: [] }]
    });
  });
  (0, import_node_test.it)("a non-array agents value is sent as no agents", () => {
    import_strict.default.deepEqual((0, import_settings.bridgeSettings)((k) => k === "agents" ? "opencode" : void 0).agents, []);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3NldHRpbmdzLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbImltcG9ydCAnLi92c2NvZGVTdHViJztcbmltcG9ydCBhc3NlcnQgZnJvbSAnbm9kZTphc3NlcnQvc3RyaWN0JztcbmltcG9ydCAqIGFzIHBhdGggZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IGRlc2NyaWJlLCBpdCB9IGZyb20gJ25vZGU6dGVzdCc7XG5pbXBvcnQgeyBicmlkZ2VTZXR0aW5ncywgUHl0aG9uTG9va3VwLCByZXNvbHZlUHl0aG9uLCBzZXJ2ZXJBcmdzIH0gZnJvbSAnLi4vLi4vc3JjL3NldHRpbmdzJztcblxuY29uc3QgRVhUID0gJy9leHQvYWNwLWJyaWRnZSc7XG5mdW5jdGlvbiBsb29rdXAobzogUGFydGlhbDxQeXRob25Mb29rdXA+ICYgeyBmaWxlcz86IHN0cmluZ1tdOyB0ZXh0cz86IFJlY29yZDxzdHJpbmcsIHN0cmluZz4gfSA9IHt9KTogUHl0aG9uTG9va3VwIHtcbiAgY29uc3QgZmlsZXMgPSBuZXcgU2V0KG8uZmlsZXMgPz8gWycvdXNyL2Jpbi9weXRob24zJ10pO1xuICByZXR1cm4ge1xuICAgIHNldHRpbmc6ICcnLFxuICAgIGVudjogeyBQQVRIOiAnL3Vzci9sb2NhbC9iaW46L3Vzci9iaW4nIH0sXG4gICAgZXh0ZW5zaW9uUGF0aDogRVhULFxuICAgIHdvcmtzcGFjZUZvbGRlcjogJy93b3JrL3Byb2onLFxuICAgIGhvbWVEaXI6ICcvaG9tZS9tZScsXG4gICAgaXNGaWxlOiAoZikgPT4gZmlsZXMuaGFzKGYpLFxuICAgIHJlYWRUZXh0OiAoZikgPT4gby50ZXh0cz8uW2ZdLFxuICAgIC4uLm8sXG4gIH07XG59XG5jb25zdCBidW5kbGVkID0gcGF0aC5qb2luKEVYVCwgJ2Rpc3QnLCAnYnJpZGdlLXB5dGhvbi50eHQnKTtcblxuZGVzY3JpYmUoJ3Jlc29sdmVQeXRob24gcHJlY2VkZW5jZScsICgpID0+IHtcbiAgaXQoJ3RoZSBzZXR0aW5nIGZpcnN0JywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSByZXNvbHZlUHl0aG9uKGxvb2t1cCh7IHNldHRpbmc6ICcvb3B0L3B5L2Jpbi9weXRob24nLCBlbnY6IHsgQUNQX0JSSURHRV9QWVRIT046ICcvZW52L3B5dGhvbicsIFBBVEg6ICcvdXNyL2JpbicgfSwgZmlsZXM6IFsnL29wdC9weS9iaW4vcHl0aG9uJywgJy9lbnYvcHl0aG9uJywgJy91c3IvYmluL3B5dGhvbjMnXSB9KSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChbci5vaywgci5vayAmJiByLnB5dGhvbiwgci5zb3VyY2VdLCBbdHJ1ZSwgJy9vcHQvcHkvYmluL3B5dGhvbicsICdzZXR0aW5nJ10pO1xuICB9KTtcbiAgaXQoJ3RoZW4gJEFDUF9CUklER0VfUFlUSE9OJywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSByZXNvbHZlUHl0aG9uKGxvb2t1cCh7IGVudjogeyBBQ1BfQlJJREdFX1BZVEhPTjogJy9lbnYvcHl0aG9uJywgUEFUSDogJy91c3IvYmluJyB9LCBmaWxlczogWycvZW52L3B5dGhvbicsICcvdXNyL2Jpbi9weXRob24zJ10sIHRleHRzOiB7IFtidW5kbGVkXTogJy9iL3B5dGhvblxcbicgfSB9KSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChbci5vayAmJiByLnB5dGhvbiwgci5zb3VyY2VdLCBbJy9lbnYvcHl0aG9uJywgJ2Vudmlyb25tZW50J10pO1xuICB9KTtcbiAgaXQoJ3RoZW4gdGhlIGludGVycHJldGVyIHRoZSBidWlsZCByZWNvcmRlZCcsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBmaWxlczogWycvYi9weXRob24nLCAnL3Vzci9iaW4vcHl0aG9uMyddLCB0ZXh0czogeyBbYnVuZGxlZF06ICdcXG4vYi9weXRob25cXG4nIH0gfSkpO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoW3Iub2sgJiYgci5weXRob24sIHIuc291cmNlXSwgWycvYi9weXRob24nLCAnYnVuZGxlZCddKTtcbiAgfSk7XG4gIGl0KCd0aGVuIHB5dGhvbjMgZnJvbSBQQVRIJywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSByZXNvbHZlUHl0aG9uKGxvb2t1cCgpKTtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKFtyLm9rICYmIHIucHl0aG9uLCByLnNvdXJjZV0sIFsncHl0aG9uMycsICdkZWZhdWx0J10pO1xuICB9KTtcbiAgaXQoJ2EgcmVjb3JkZWQgaW50ZXJwcmV0ZXIgdGhhdCBubyBsb25nZXIgZXhpc3RzIGZhbGxzIGJhY2sgdG8gcHl0aG9uMywgd2l0aCBhIG5vdGUnLCAoKSA9PiB7XG4gICAgY29uc3QgciA9IHJlc29sdmVQeXRob24obG9va3VwKHsgdGV4dHM6IHsgW2J1bmRsZWRdOiAnL2dvbmUvcHl0aG9uJyB9IH0pKTtcbiAgICBhc3NlcnQuZXF1YWwoci5vayAmJiByLnB5dGhvbiwgJ3B5dGhvbjMnKTtcbiAgICBhc3NlcnQubWF0Y2goci5ub3Rlc1swXSwgL2RvZXMgbm90IGV4aXN0LipGYWxsaW5nIGJhY2svKTtcbiAgfSk7XG4gIGl0KCdhIHdoaXRlc3BhY2Utb25seSBzZXR0aW5nIGNvdW50cyBhcyB1bnNldCcsICgpID0+IHtcbiAgICBhc3NlcnQuZXF1YWwocmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAnICAgJyB9KSkuc291cmNlLCAnZGVmYXVsdCcpO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgncmVzb2x2ZVB5dGhvbiB2YWxpZGF0aW9uJywgKCkgPT4ge1xuICBpdCgnYSBzZXR0aW5nIHRoYXQgaXMgbm90IGEgc3RyaW5nJywgKCkgPT4ge1xuICAgIGNvbnN0IHIgPSByZXNvbHZlUHl0aG9uKGxvb2t1cCh7IHNldHRpbmc6IDQyIH0pKTtcbiAgICBhc3NlcnQuZXF1YWwoci5vaywgZmFsc2UpO1xuICAgIGFzc2VydC5tYXRjaCghci5vayA/IHIuZXJyb3IgOiAnJywgL2FjcEJyaWRnZVxcLnB5dGhvbiBtdXN0IGJlIGEgcGF0aC8pO1xuICB9KTtcbiAgaXQoJ2EgbWlzc2luZyBmaWxlIG5hbWVkIGJ5IHRoZSBzZXR0aW5nIGlzIGFuIGVycm9yLCBuZXZlciBzaWxlbnRseSByZXBsYWNlZCcsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAnL25vcGUvcHl0aG9uJyB9KSk7XG4gICAgYXNzZXJ0LmVxdWFsKHIub2ssIGZhbHNlKTtcbiAgICBhc3NlcnQuZXF1YWwoIXIub2sgJiYgci5lcnJvciwgJ1RoZSBzZXR0aW5nIGFjcEJyaWRnZS5weXRob24gcG9pbnRzIHRvIFwiL25vcGUvcHl0aG9uXCIsIHdoaWNoIGRvZXMgbm90IGV4aXN0LicpO1xuICB9KTtcbiAgaXQoJ2EgbWlzc2luZyBmaWxlIG5hbWVkIGJ5IHRoZSB2YXJpYWJsZScsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBlbnY6IHsgQUNQX0JSSURHRV9QWVRIT046ICcvbm9wZS9weXRob24nIH0gfSkpO1xuICAgIGFzc2VydC5tYXRjaCghci5vayA/IHIuZXJyb3IgOiAnJywgL0FDUF9CUklER0VfUFlUSE9OIHBvaW50cyB0byBcIlxcL25vcGVcXC9weXRob25cIi8pO1xuICB9KTtcbiAgaXQoJ2EgYmFyZSBuYW1lIG11c3QgYmUgb24gUEFUSCcsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAncHl0aG9uMy45OScgfSkpO1xuICAgIGFzc2VydC5tYXRjaCghci5vayA/IHIuZXJyb3IgOiAnJywgL1wicHl0aG9uM1xcLjk5XCIsIHdoaWNoIHdhcyBub3QgZm91bmQgb24gUEFUSC8pO1xuICAgIGNvbnN0IG9rID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAncHl0aG9uMycgfSkpO1xuICAgIGFzc2VydC5lcXVhbChvay5vayAmJiBvay5weXRob24sICdweXRob24zJyk7XG4gIH0pO1xuICBpdCgnfiBhbmQgJHt3b3Jrc3BhY2VGb2xkZXJ9IGFyZSBleHBhbmRlZDsgcmVsYXRpdmUgcGF0aHMgYXJlIGFnYWluc3QgdGhlIGZvbGRlcicsICgpID0+IHtcbiAgICBjb25zdCBmaWxlcyA9IFsnL2hvbWUvbWUvLnZlbnZzL2EvYmluL3B5dGhvbicsICcvd29yay9wcm9qLy52ZW52L2Jpbi9weXRob24nXTtcbiAgICBhc3NlcnQuZXF1YWwoKHJlc29sdmVQeXRob24obG9va3VwKHsgc2V0dGluZzogJ34vLnZlbnZzL2EvYmluL3B5dGhvbicsIGZpbGVzIH0pKSBhcyB7IHB5dGhvbjogc3RyaW5nIH0pLnB5dGhvbiwgJy9ob21lL21lLy52ZW52cy9hL2Jpbi9weXRob24nKTtcbiAgICBhc3NlcnQuZXF1YWwoKHJlc29sdmVQeXRob24obG9va3VwKHsgc2V0dGluZzogJyR7d29ya3NwYWNlRm9sZGVyfS8udmVudi9iaW4vcHl0aG9uJywgZmlsZXMgfSkpIGFzIHsgcHl0aG9uOiBzdHJpbmcgfSkucHl0aG9uLCAnL3dvcmsvcHJvai8udmVudi9iaW4vcHl0aG9uJyk7XG4gICAgYXNzZXJ0LmVxdWFsKChyZXNvbHZlUHl0aG9uKGxvb2t1cCh7IHNldHRpbmc6ICcudmVudi9iaW4vcHl0aG9uJywgZmlsZXMgfSkpIGFzIHsgcHl0aG9uOiBzdHJpbmcgfSkucHl0aG9uLCAnL3dvcmsvcHJvai8udmVudi9iaW4vcHl0aG9uJyk7XG4gIH0pO1xuICBpdCgnYSByZWxhdGl2ZSBwYXRoIHdpdGhvdXQgYSBmb2xkZXIsIGFuZCB1bmtub3duIHZhcmlhYmxlcywgYXJlIGVycm9ycycsICgpID0+IHtcbiAgICBhc3NlcnQubWF0Y2goKHJlc29sdmVQeXRob24obG9va3VwKHsgc2V0dGluZzogJy52ZW52L2Jpbi9weXRob24nLCB3b3Jrc3BhY2VGb2xkZXI6IHVuZGVmaW5lZCB9KSkgYXMgeyBlcnJvcjogc3RyaW5nIH0pLmVycm9yLCAvcmVsYXRpdmUgcGF0aC8pO1xuICAgIGFzc2VydC5tYXRjaCgocmVzb2x2ZVB5dGhvbihsb29rdXAoeyBzZXR0aW5nOiAnJHtlbnY6SE9NRX0vcHl0aG9uJyB9KSkgYXMgeyBlcnJvcjogc3RyaW5nIH0pLmVycm9yLCAvdW5zdXBwb3J0ZWQgdmFyaWFibGUvKTtcbiAgfSk7XG4gIGl0KCdub3RoaW5nIGF0IGFsbCcsICgpID0+IHtcbiAgICBjb25zdCByID0gcmVzb2x2ZVB5dGhvbihsb29rdXAoeyBmaWxlczogW10gfSkpO1xuICAgIGFzc2VydC5lcXVhbCghci5vayAmJiByLmVycm9yLCAnTm8gUHl0aG9uIGludGVycHJldGVyIGZvdW5kOiBzZXQgYWNwQnJpZGdlLnB5dGhvbiB0byBhIFB5dGhvbiB0aGF0IGhhcyBhY3AtYnJpZGdlIGluc3RhbGxlZC4nKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ3doYXQgdGhlIHNpZGVjYXIgaXMgdG9sZCcsICgpID0+IHtcbiAgaXQoJ3J1bnMgYC1tIGFjcF9icmlkZ2Ugc2VydmVgJywgKCkgPT4gYXNzZXJ0LmRlZXBFcXVhbChzZXJ2ZXJBcmdzKCksIFsnLW0nLCAnYWNwX2JyaWRnZScsICdzZXJ2ZSddKSk7XG4gIGl0KCdkZWZhdWx0cycsICgpID0+IHtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKGJyaWRnZVNldHRpbmdzKCgpID0+IHVuZGVmaW5lZCksIHtcbiAgICAgIGFnZW50czogW10sIG1jcFNlcnZlcnM6IFtdLCBsb2dMZXZlbDogJ2luZm8nLCB0cmFjZUFjcDogZmFsc2UsIGV4cGVyaW1lbnRhbDogeyBwcm90b2NvbDI6IGZhbHNlIH0sXG4gICAgfSk7XG4gIH0pO1xuICBpdCgncGFzc2VzIHRoZSB2YWx1ZXMgdGhyb3VnaCcsICgpID0+IHtcbiAgICBjb25zdCB2YWx1ZXM6IFJlY29yZDxzdHJpbmcsIHVua25vd24+ID0ge1xuICAgICAgYWdlbnRzOiBbeyBpZDogJ29jJywgY29tbWFuZDogJ29wZW5jb2RlJywgYXJnczogWydhY3AnXSB9XSwgbG9nTGV2ZWw6ICdkZWJ1ZycsIHRyYWNlQWNwOiB0cnVlLCAnZXhwZXJpbWVudGFsLnByb3RvY29sMic6IHRydWUsXG4gICAgICBtY3BTZXJ2ZXJzOiBbeyBuYW1lOiAnZmlsZXMnLCBjb21tYW5kOiAnL3Vzci9iaW4vbWNwLWZpbGVzJywgYXJnczogW10gfV0sXG4gICAgfTtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKGJyaWRnZVNldHRpbmdzKChrKSA9PiB2YWx1ZXNba10pLCB7XG4gICAgICBhZ2VudHM6IFt7IGlkOiAnb2MnLCBjb21tYW5kOiAnb3BlbmNvZGUnLCBhcmdzOiBbJ2FjcCddIH1dLCBsb2dMZXZlbDogJ2RlYnVnJywgdHJhY2VBY3A6IHRydWUsIGV4cGVyaW1lbnRhbDogeyBwcm90b2NvbDI6IHRydWUgfSxcbiAgICAgIG1jcFNlcnZlcnM6IFt7IG5hbWU6ICdmaWxlcycsIGNvbW1hbmQ6ICcvdXNyL2Jpbi9tY3AtZmlsZXMnLCBhcmdzOiBbXSB9XSxcbiAgICB9KTtcbiAgfSk7XG4gIGl0KCdhIG5vbi1hcnJheSBhZ2VudHMgdmFsdWUgaXMgc2VudCBhcyBubyBhZ2VudHMnLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChicmlkZ2VTZXR0aW5ncygoaykgPT4gKGsgPT09ICdhZ2VudHMnID8gJ29wZW5jb2RlJyA6IHVuZGVmaW5lZCkpLmFnZW50cywgW10pO1xuICB9KTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQSx3QkFBTztBQUNQLG9CQUFtQjtBQUNuQixXQUFzQjtBQUN0Qix1QkFBNkI7QUFDN0Isc0JBQXdFO0FBRXhFLE1BQU0sTUFBTTtBQUNaLFNBQVMsT0FBTyxJQUFrRixDQUFDLEdBQWlCO0FBQ2xILFFBQU0sUUFBUSxJQUFJLElBQUksRUFBRSxTQUFTLENBQUMsa0JBQWtCLENBQUM7QUFDckQsU0FBTztBQUFBLElBQ0wsU0FBUztBQUFBLElBQ1QsS0FBSyxFQUFFLE1BQU0sMEJBQTBCO0FBQUEsSUFDdkMsZUFBZTtBQUFBLElBQ2YsaUJBQWlCO0FBQUEsSUFDakIsU0FBUztBQUFBLElBQ1QsUUFBUSxDQUFDLE1BQU0sTUFBTSxJQUFJLENBQUM7QUFBQSxJQUMxQixVQUFVLENBQUMsTUFBTSxFQUFFLFFBQVEsQ0FBQztBQUFBLElBQzVCLEdBQUc7QUFBQSxFQUNMO0FBQ0Y7QUFDQSxNQUFNLFVBQVUsS0FBSyxLQUFLLEtBQUssUUFBUSxtQkFBbUI7QUFBQSxJQUUxRCwyQkFBUyw0QkFBNEIsTUFBTTtBQUN6QywyQkFBRyxxQkFBcUIsTUFBTTtBQUM1QixVQUFNLFFBQUksK0JBQWMsT0FBTyxFQUFFLFNBQVMsc0JBQXNCLEtBQUssRUFBRSxtQkFBbUIsZUFBZSxNQUFNLFdBQVcsR0FBRyxPQUFPLENBQUMsc0JBQXNCLGVBQWUsa0JBQWtCLEVBQUUsQ0FBQyxDQUFDO0FBQ2hNLGtCQUFBQSxRQUFPLFVBQVUsQ0FBQyxFQUFFLElBQUksRUFBRSxNQUFNLEVBQUUsUUFBUSxFQUFFLE1BQU0sR0FBRyxDQUFDLE1BQU0sc0JBQXNCLFNBQVMsQ0FBQztBQUFBLEVBQzlGLENBQUM7QUFDRCwyQkFBRywyQkFBMkIsTUFBTTtBQUNsQyxVQUFNLFFBQUksK0JBQWMsT0FBTyxFQUFFLEtBQUssRUFBRSxtQkFBbUIsZUFBZSxNQUFNLFdBQVcsR0FBRyxPQUFPLENBQUMsZUFBZSxrQkFBa0IsR0FBRyxPQUFPLEVBQUUsQ0FBQyxPQUFPLEdBQUcsY0FBYyxFQUFFLENBQUMsQ0FBQztBQUNoTCxrQkFBQUEsUUFBTyxVQUFVLENBQUMsRUFBRSxNQUFNLEVBQUUsUUFBUSxFQUFFLE1BQU0sR0FBRyxDQUFDLGVBQWUsYUFBYSxDQUFDO0FBQUEsRUFDL0UsQ0FBQztBQUNELDJCQUFHLDJDQUEyQyxNQUFNO0FBQ2xELFVBQU0sUUFBSSwrQkFBYyxPQUFPLEVBQUUsT0FBTyxDQUFDLGFBQWEsa0JBQWtCLEdBQUcsT0FBTyxFQUFFLENBQUMsT0FBTyxHQUFHLGdCQUFnQixFQUFFLENBQUMsQ0FBQztBQUNuSCxrQkFBQUEsUUFBTyxVQUFVLENBQUMsRUFBRSxNQUFNLEVBQUUsUUFBUSxFQUFFLE1BQU0sR0FBRyxDQUFDLGFBQWEsU0FBUyxDQUFDO0FBQUEsRUFDekUsQ0FBQztBQUNELDJCQUFHLDBCQUEwQixNQUFNO0FBQ2pDLFVBQU0sUUFBSSwrQkFBYyxPQUFPLENBQUM7QUFDaEMsa0JBQUFBLFFBQU8sVUFBVSxDQUFDLEVBQUUsTUFBTSxFQUFFLFFBQVEsRUFBRSxNQUFNLEdBQUcsQ0FBQyxXQUFXLFNBQVMsQ0FBQztBQUFBLEVBQ3ZFLENBQUM7QUFDRCwyQkFBRyxtRkFBbUYsTUFBTTtBQUMxRixVQUFNLFFBQUksK0JBQWMsT0FBTyxFQUFFLE9BQU8sRUFBRSxDQUFDLE9BQU8sR0FBRyxlQUFlLEVBQUUsQ0FBQyxDQUFDO0FBQ3hFLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxNQUFNLEVBQUUsUUFBUSxTQUFTO0FBQ3hDLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxNQUFNLENBQUMsR0FBRyw4QkFBOEI7QUFBQSxFQUN6RCxDQUFDO0FBQ0QsMkJBQUcsNkNBQTZDLE1BQU07QUFDcEQsa0JBQUFBLFFBQU8sVUFBTSwrQkFBYyxPQUFPLEVBQUUsU0FBUyxNQUFNLENBQUMsQ0FBQyxFQUFFLFFBQVEsU0FBUztBQUFBLEVBQzFFLENBQUM7QUFDSCxDQUFDO0FBQUEsSUFFRCwyQkFBUyw0QkFBNEIsTUFBTTtBQUN6QywyQkFBRyxrQ0FBa0MsTUFBTTtBQUN6QyxVQUFNLFFBQUksK0JBQWMsT0FBTyxFQUFFLFNBQVMsR0FBRyxDQUFDLENBQUM7QUFDL0Msa0JBQUFBLFFBQU8sTUFBTSxFQUFFLElBQUksS0FBSztBQUN4QixrQkFBQUEsUUFBTyxNQUFNLENBQUMsRUFBRSxLQUFLLEVBQUUsUUFBUSxJQUFJLGtDQUFrQztBQUFBLEVBQ3ZFLENBQUM7QUFDRCwyQkFBRyw0RUFBNEUsTUFBTTtBQUNuRixVQUFNLFFBQUksK0JBQWMsT0FBTyxFQUFFLFNBQVMsZUFBZSxDQUFDLENBQUM7QUFDM0Qsa0JBQUFBLFFBQU8sTUFBTSxFQUFFLElBQUksS0FBSztBQUN4QixrQkFBQUEsUUFBTyxNQUFNLENBQUMsRUFBRSxNQUFNLEVBQUUsT0FBTyw4RUFBOEU7QUFBQSxFQUMvRyxDQUFDO0FBQ0QsMkJBQUcsd0NBQXdDLE1BQU07QUFDL0MsVUFBTSxRQUFJLCtCQUFjLE9BQU8sRUFBRSxLQUFLLEVBQUUsbUJBQW1CLGVBQWUsRUFBRSxDQUFDLENBQUM7QUFDOUUsa0JBQUFBLFFBQU8sTUFBTSxDQUFDLEVBQUUsS0FBSyxFQUFFLFFBQVEsSUFBSSw4Q0FBOEM7QUFBQSxFQUNuRixDQUFDO0FBQ0QsMkJBQUcsK0JBQStCLE1BQU07QUFDdEMsVUFBTSxRQUFJLCtCQUFjLE9BQU8sRUFBRSxTQUFTLGFBQWEsQ0FBQyxDQUFDO0FBQ3pELGtCQUFBQSxRQUFPLE1BQU0sQ0FBQyxFQUFFLEtBQUssRUFBRSxRQUFRLElBQUksNENBQTRDO0FBQy9FLFVBQU0sU0FBSywrQkFBYyxPQUFPLEVBQUUsU0FBUyxVQUFVLENBQUMsQ0FBQztBQUN2RCxrQkFBQUEsUUFBTyxNQUFNLEdBQUcsTUFBTSxHQUFHLFFBQVEsU0FBUztBQUFBLEVBQzVDLENBQUM7QUFDRCwyQkFBRyxnRkFBZ0YsTUFBTTtBQUN2RixVQUFNLFFBQVEsQ0FBQyxnQ0FBZ0MsNkJBQTZCO0FBQzVFLGtCQUFBQSxRQUFPLFVBQU8sK0JBQWMsT0FBTyxFQUFFLFNBQVMseUJBQXlCLE1BQU0sQ0FBQyxDQUFDLEVBQXlCLFFBQVEsOEJBQThCO0FBQzlJLGtCQUFBQSxRQUFPLFVBQU8sK0JBQWMsT0FBTyxFQUFFLFNBQVMsdUNBQXVDLE1BQU0sQ0FBQyxDQUFDLEVBQXlCLFFBQVEsNkJBQTZCO0FBQzNKLGtCQUFBQSxRQUFPLFVBQU8sK0JBQWMsT0FBTyxFQUFFLFNBQVMsb0JBQW9CLE1BQU0sQ0FBQyxDQUFDLEVBQXlCLFFBQVEsNkJBQTZCO0FBQUEsRUFDMUksQ0FBQztBQUNELDJCQUFHLHVFQUF1RSxNQUFNO0FBQzlFLGtCQUFBQSxRQUFPLFVBQU8sK0JBQWMsT0FBTyxFQUFFLFNBQVMsb0JBQW9CLGlCQUFpQixPQUFVLENBQUMsQ0FBQyxFQUF3QixPQUFPLGVBQWU7QUFDN0ksa0JBQUFBLFFBQU8sVUFBTywrQkFBYyxPQUFPLEVBQUUsU0FBUyxxQkFBcUIsQ0FBQyxDQUFDLEVBQXdCLE9BQU8sc0JBQXNCO0FBQUEsRUFDNUgsQ0FBQztBQUNELDJCQUFHLGtCQUFrQixNQUFNO0FBQ3pCLFVBQU0sUUFBSSwrQkFBYyxPQUFPLEVBQUUsT0FBTyxDQUFDLEVBQUUsQ0FBQyxDQUFDO0FBQzdDLGtCQUFBQSxRQUFPLE1BQU0sQ0FBQyxFQUFFLE1BQU0sRUFBRSxPQUFPLDhGQUE4RjtBQUFBLEVBQy9ILENBQUM7QUFDSCxDQUFDO0FBQUEsSUFFRCwyQkFBUyw0QkFBNEIsTUFBTTtBQUN6QywyQkFBRyw4QkFBOEIsTUFBTSxjQUFBQSxRQUFPLGNBQVUsNEJBQVcsR0FBRyxDQUFDLE1BQU0sY0FBYyxPQUFPLENBQUMsQ0FBQztBQUNwRywyQkFBRyxZQUFZLE1BQU07QUFDbkIsa0JBQUFBLFFBQU8sY0FBVSxnQ0FBZSxNQUFNLE1BQVMsR0FBRztBQUFBLE1BQ2hELFFBQVEsQ0FBQztBQUFBLE1BQUcsWUFBWSxDQUFDO0FBQUEsTUFBRyxVQUFVO0FBQUEsTUFBUSxVQUFVO0FBQUEsTUFBTyxjQUFjLEVBQUUsV0FBVyxNQUFNO0FBQUEsSUFDbEcsQ0FBQztBQUFBLEVBQ0gsQ0FBQztBQUNELDJCQUFHLDZCQUE2QixNQUFNO0FBQ3BDLFVBQU0sU0FBa0M7QUFBQSxNQUN0QyxRQUFRLENBQUMsRUFBRSxJQUFJLE1BQU0sU0FBUyxZQUFZLE1BQU0sQ0FBQyxLQUFLLEVBQUUsQ0FBQztBQUFBLE1BQUcsVUFBVTtBQUFBLE1BQVMsVUFBVTtBQUFBLE1BQU0sMEJBQTBCO0FBQUEsTUFDekgsWUFBWSxDQUFDLEVBQUUsTUFBTSxTQUFTLFNBQVMsc0JBQXNCLE1BQU0sQ0FBQyxFQUFFLENBQUM7QUFBQSxJQUN6RTtBQUNBLGtCQUFBQSxRQUFPLGNBQVUsZ0NBQWUsQ0FBQyxNQUFNLE9BQU8sQ0FBQyxDQUFDLEdBQUc7QUFBQSxNQUNqRCxRQUFRLENBQUMsRUFBRSxJQUFJLE1BQU0sU0FBUyxZQUFZLE1BQU0sQ0FBQyxLQUFLLEVBQUUsQ0FBQztBQUFBLE1BQUcsVUFBVTtBQUFBLE1BQVMsVUFBVTtBQUFBLE1BQU0sY0FBYyxFQUFFLFdBQVcsS0FBSztBQUFBLE1BQy9ILFlBQVksQ0FBQyxFQUFFLE1BQU0sU0FBUyxTQUFTLHNCQUFzQixNQUFNLENBQUMsRUFBRSxDQUFDO0FBQUEsSUFDekUsQ0FBQztBQUFBLEVBQ0gsQ0FBQztBQUNELDJCQUFHLGlEQUFpRCxNQUFNO0FBQ3hELGtCQUFBQSxRQUFPLGNBQVUsZ0NBQWUsQ0FBQyxNQUFPLE1BQU0sV0FBVyxhQUFhLE1BQVUsRUFBRSxRQUFRLENBQUMsQ0FBQztBQUFBLEVBQzlGLENBQUM7QUFDSCxDQUFDOyIsCiAgIm5hbWVzIjogWyJhc3NlcnQiXQp9Cg==
