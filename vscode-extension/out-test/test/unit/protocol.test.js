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
var import_vscodeStub2 = require("./vscodeStub");
var import_strict = __toESM(require("node:assert/strict"));
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_test = require("node:test");
var p = __toESM(require("../../src/protocol"));
const ROOT = (0, import_node_path.join)(__dirname, "..", "..", "..");
const PY = (0, import_node_path.join)(ROOT, "..", "acp_bridge", "lsp", "protocol.py");
const TS = (0, import_node_path.join)(ROOT, "src", "protocol.ts");
const skip = (0, import_node_fs.existsSync)(PY) ? false : "acp_bridge/lsp/protocol.py is not next to the extension";
function camel(name) {
  return name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}
function pythonModels(source) {
  const models = /* @__PURE__ */ new Map();
  const blocks = source.split(/^class /m).slice(1);
  for (const block of blocks) {
    const header = /^(\w+)\(([\w, ]*)\):/.exec(block);
    if (!header) continue;
    const fields = /* @__PURE__ */ new Set();
    for (const base of header[2].split(",").map((b) => b.trim())) {
      models.get(base)?.forEach((f) => fields.add(f));
    }
    const body = block.split("\n").slice(1);
    for (const line of body) {
      if (/^\S/.test(line)) break;
      const m = /^ {4}([a-z_][a-z0-9_]*): /.exec(line);
      if (m && m[1] !== "model_config") fields.add(camel(m[1]));
    }
    models.set(header[1], fields);
  }
  return models;
}
function tsInterfaces(source) {
  const out = /* @__PURE__ */ new Map();
  for (const m of source.matchAll(/^export type (\w+) = Record<string, never>;/gm)) {
    out.set(m[1], /* @__PURE__ */ new Set());
  }
  for (const m of source.matchAll(/^export interface (\w+)(?: extends ([\w, ]+))? \{\n([\s\S]*?)^\}/gm)) {
    const fields = /* @__PURE__ */ new Set();
    for (const base of (m[2] ?? "").split(",").map((b) => b.trim()).filter(Boolean)) {
      out.get(base)?.forEach((f) => fields.add(f));
    }
    for (const f of m[3].matchAll(/^ {2}(\w+): /gm)) fields.add(f[1]);
    out.set(m[1], fields);
  }
  return out;
}
function table(source, name) {
  const block = new RegExp(`^${name}[^=]*= \\{\\n([\\s\\S]*?)^\\}`, "m").exec(source);
  import_strict.default.ok(block, name);
  const out = /* @__PURE__ */ new Map();
  for (const m of block[1].matchAll(/"(acpBridge\/\w+)": \(?([\w, ]+?)\)?,?$/gm)) {
    out.set(m[1], m[2].split(",").map((s) => s.trim()));
  }
  return out;
}
(0, import_node_test.describe)("the TypeScript mirror of protocol.py", { skip }, () => {
  const py = skip ? "" : (0, import_node_fs.readFileSync)(PY, "utf8");
  const ts = (0, import_node_fs.readFileSync)(TS, "utf8");
  (0, import_node_test.it)("the same request, notification and server-request methods", () => {
    const names = (o) => Object.values(o).map((t) => t.method).sort();
    import_strict.default.deepEqual(names(p.Requests), [...table(py, "REQUESTS").keys()].sort());
    import_strict.default.deepEqual(names(p.Notifications), [...table(py, "NOTIFICATIONS").keys()].sort());
    import_strict.default.deepEqual(names(p.ServerRequests), [...table(py, "SERVER_REQUESTS").keys()].sort());
  });
  (0, import_node_test.it)("every model has an interface with the same fields", () => {
    const models = pythonModels(py);
    const interfaces = tsInterfaces(ts);
    const used = /* @__PURE__ */ new Set(["SessionItem", "FoundSession", "AgentStatus", "AgentCapabilitiesInfo", "PermissionOptionItem"]);
    for (const t of ["REQUESTS", "NOTIFICATIONS", "SERVER_REQUESTS"]) {
      table(py, t).forEach((classes) => classes.forEach((c) => used.add(c)));
    }
    for (const name of used) {
      import_strict.default.ok(models.has(name), `protocol.py has ${name}`);
      import_strict.default.ok(interfaces.has(name), `protocol.ts lacks the interface ${name}`);
      import_strict.default.deepEqual([...interfaces.get(name)].sort(), [...models.get(name)].sort(), name);
    }
  });
  (0, import_node_test.it)("every error code", () => {
    const codes = [...py.matchAll(/"(\w+)": (-\d+),/g)].map((m) => Number(m[2])).sort();
    const mirrored = new Set(Object.values(p.ErrorCodes));
    for (const c of codes) import_strict.default.ok(mirrored.has(c), `code ${c}`);
  });
});
(0, import_node_test.describe)("transcript URIs", () => {
  (0, import_node_test.it)('encodes like Python quote(safe="") and round-trips', () => {
    import_strict.default.equal(p.transcriptUri("demo", "sess_1"), "acp-session:/demo/sess_1.md");
    import_strict.default.equal(p.transcriptUri("my agent", "a/b?c#d"), "acp-session:/my%20agent/a%2Fb%3Fc%23d.md");
    import_strict.default.equal(p.transcriptUri("x", "it's(1)!*~"), "acp-session:/x/it%27s%281%29%21%2A~.md");
    for (const [a, s] of [["demo", "sess_1"], ["my agent", "a/b?c#d"], ["x", "\xFCn\xEF-c\xF6d\xE9"]]) {
      import_strict.default.deepEqual(p.parseTranscriptUri(p.transcriptUri(a, s)), { agentId: a, sessionId: s });
    }
    import_strict.default.equal(p.parseTranscriptUri("file:///x.md"), void 0);
    import_strict.default.equal(p.parseTranscriptUri("acp-session:/only.md"), void 0);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3Byb3RvY29sLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8vIHByb3RvY29sLnRzIG11c3QgbWlycm9yIGFjcF9icmlkZ2UvbHNwL3Byb3RvY29sLnB5OiB0aGUgc2FtZSBtZXRob2RzLCB0aGUgc2FtZSBmaWVsZHMuXG5pbXBvcnQgJy4vdnNjb2RlU3R1Yic7IC8vIGZpcnN0OiBpdCBhbnN3ZXJzIHJlcXVpcmUoJ3ZzY29kZScpXG5pbXBvcnQgJy4vdnNjb2RlU3R1Yic7XG5pbXBvcnQgYXNzZXJ0IGZyb20gJ25vZGU6YXNzZXJ0L3N0cmljdCc7XG5pbXBvcnQgeyBleGlzdHNTeW5jLCByZWFkRmlsZVN5bmMgfSBmcm9tICdub2RlOmZzJztcbmltcG9ydCB7IGpvaW4gfSBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHsgZGVzY3JpYmUsIGl0IH0gZnJvbSAnbm9kZTp0ZXN0JztcbmltcG9ydCAqIGFzIHAgZnJvbSAnLi4vLi4vc3JjL3Byb3RvY29sJztcblxuY29uc3QgUk9PVCA9IGpvaW4oX19kaXJuYW1lLCAnLi4nLCAnLi4nLCAnLi4nKTtcbmNvbnN0IFBZID0gam9pbihST09ULCAnLi4nLCAnYWNwX2JyaWRnZScsICdsc3AnLCAncHJvdG9jb2wucHknKTtcbmNvbnN0IFRTID0gam9pbihST09ULCAnc3JjJywgJ3Byb3RvY29sLnRzJyk7XG5jb25zdCBza2lwID0gZXhpc3RzU3luYyhQWSkgPyBmYWxzZSA6ICdhY3BfYnJpZGdlL2xzcC9wcm90b2NvbC5weSBpcyBub3QgbmV4dCB0byB0aGUgZXh0ZW5zaW9uJztcblxuZnVuY3Rpb24gY2FtZWwobmFtZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgcmV0dXJuIG5hbWUucmVwbGFjZSgvXyhbYS16MC05XSkvZywgKF8sIGM6IHN0cmluZykgPT4gYy50b1VwcGVyQ2FzZSgpKTtcbn1cblxuLyoqIFB5dGhvbiBtb2RlbHM6IGNsYXNzIG5hbWUgXHUyMTkyIHdpcmUgZmllbGQgbmFtZXMgKGJhc2UgY2xhc3NlcycgZmllbGRzIGluY2x1ZGVkKS4gKi9cbmZ1bmN0aW9uIHB5dGhvbk1vZGVscyhzb3VyY2U6IHN0cmluZyk6IE1hcDxzdHJpbmcsIFNldDxzdHJpbmc+PiB7XG4gIGNvbnN0IG1vZGVscyA9IG5ldyBNYXA8c3RyaW5nLCBTZXQ8c3RyaW5nPj4oKTtcbiAgY29uc3QgYmxvY2tzID0gc291cmNlLnNwbGl0KC9eY2xhc3MgL20pLnNsaWNlKDEpO1xuICBmb3IgKGNvbnN0IGJsb2NrIG9mIGJsb2Nrcykge1xuICAgIGNvbnN0IGhlYWRlciA9IC9eKFxcdyspXFwoKFtcXHcsIF0qKVxcKTovLmV4ZWMoYmxvY2spO1xuICAgIGlmICghaGVhZGVyKSBjb250aW51ZTtcbiAgICBjb25zdCBmaWVsZHMgPSBuZXcgU2V0PHN0cmluZz4oKTtcbiAgICBmb3IgKGNvbnN0IGJhc2Ugb2YgaGVhZGVyWzJdLnNwbGl0KCcsJykubWFwKChiKSA9PiBiLnRyaW0oKSkpIHtcbiAgICAgIG1vZGVscy5nZXQoYmFzZSk/LmZvckVhY2goKGYpID0+IGZpZWxkcy5hZGQoZikpO1xuICAgIH1cbiAgICBjb25zdCBib2R5ID0gYmxvY2suc3BsaXQoJ1xcbicpLnNsaWNlKDEpO1xuICAgIGZvciAoY29uc3QgbGluZSBvZiBib2R5KSB7XG4gICAgICBpZiAoL15cXFMvLnRlc3QobGluZSkpIGJyZWFrO1xuICAgICAgY29uc3QgbSA9IC9eIHs0fShbYS16X11bYS16MC05X10qKTogLy5leGVjKGxpbmUpO1xuICAgICAgaWYgKG0gJiYgbVsxXSAhPT0gJ21vZGVsX2NvbmZpZycpIGZpZWxkcy5hZGQoY2FtZWwobVsxXSkpO1xuICAgIH1cbiAgICBtb2RlbHMuc2V0KGhlYWRlclsxXSwgZmllbGRzKTtcbiAgfVxuICByZXR1cm4gbW9kZWxzO1xufVxuXG4vKiogVFMgaW50ZXJmYWNlczogbmFtZSBcdTIxOTIgZmllbGQgbmFtZXMgKGV4dGVuZGVkIGludGVyZmFjZXMgaW5jbHVkZWQpOyBgUmVjb3JkPHN0cmluZywgbmV2ZXI+YCBhbGlhc2VzIGFyZSBlbXB0eS4gKi9cbmZ1bmN0aW9uIHRzSW50ZXJmYWNlcyhzb3VyY2U6IHN0cmluZyk6IE1hcDxzdHJpbmcsIFNldDxzdHJpbmc+PiB7XG4gIGNvbnN0IG91dCA9IG5ldyBNYXA8c3RyaW5nLCBTZXQ8c3RyaW5nPj4oKTtcbiAgZm9yIChjb25zdCBtIG9mIHNvdXJjZS5tYXRjaEFsbCgvXmV4cG9ydCB0eXBlIChcXHcrKSA9IFJlY29yZDxzdHJpbmcsIG5ldmVyPjsvZ20pKSB7XG4gICAgb3V0LnNldChtWzFdLCBuZXcgU2V0KCkpO1xuICB9XG4gIGZvciAoY29uc3QgbSBvZiBzb3VyY2UubWF0Y2hBbGwoL15leHBvcnQgaW50ZXJmYWNlIChcXHcrKSg/OiBleHRlbmRzIChbXFx3LCBdKykpPyBcXHtcXG4oW1xcc1xcU10qPyleXFx9L2dtKSkge1xuICAgIGNvbnN0IGZpZWxkcyA9IG5ldyBTZXQ8c3RyaW5nPigpO1xuICAgIGZvciAoY29uc3QgYmFzZSBvZiAobVsyXSA/PyAnJykuc3BsaXQoJywnKS5tYXAoKGIpID0+IGIudHJpbSgpKS5maWx0ZXIoQm9vbGVhbikpIHtcbiAgICAgIG91dC5nZXQoYmFzZSk/LmZvckVhY2goKGYpID0+IGZpZWxkcy5hZGQoZikpO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IGYgb2YgbVszXS5tYXRjaEFsbCgvXiB7Mn0oXFx3Kyk6IC9nbSkpIGZpZWxkcy5hZGQoZlsxXSk7XG4gICAgb3V0LnNldChtWzFdLCBmaWVsZHMpO1xuICB9XG4gIHJldHVybiBvdXQ7XG59XG5cbmZ1bmN0aW9uIHRhYmxlKHNvdXJjZTogc3RyaW5nLCBuYW1lOiBzdHJpbmcpOiBNYXA8c3RyaW5nLCBzdHJpbmdbXT4ge1xuICBjb25zdCBibG9jayA9IG5ldyBSZWdFeHAoYF4ke25hbWV9W149XSo9IFxcXFx7XFxcXG4oW1xcXFxzXFxcXFNdKj8pXlxcXFx9YCwgJ20nKS5leGVjKHNvdXJjZSk7XG4gIGFzc2VydC5vayhibG9jaywgbmFtZSk7XG4gIGNvbnN0IG91dCA9IG5ldyBNYXA8c3RyaW5nLCBzdHJpbmdbXT4oKTtcbiAgZm9yIChjb25zdCBtIG9mIGJsb2NrWzFdLm1hdGNoQWxsKC9cIihhY3BCcmlkZ2VcXC9cXHcrKVwiOiBcXCg/KFtcXHcsIF0rPylcXCk/LD8kL2dtKSkge1xuICAgIG91dC5zZXQobVsxXSwgbVsyXS5zcGxpdCgnLCcpLm1hcCgocykgPT4gcy50cmltKCkpKTtcbiAgfVxuICByZXR1cm4gb3V0O1xufVxuXG5kZXNjcmliZSgndGhlIFR5cGVTY3JpcHQgbWlycm9yIG9mIHByb3RvY29sLnB5JywgeyBza2lwIH0sICgpID0+IHtcbiAgY29uc3QgcHkgPSBza2lwID8gJycgOiByZWFkRmlsZVN5bmMoUFksICd1dGY4Jyk7XG4gIGNvbnN0IHRzID0gcmVhZEZpbGVTeW5jKFRTLCAndXRmOCcpO1xuXG4gIGl0KCd0aGUgc2FtZSByZXF1ZXN0LCBub3RpZmljYXRpb24gYW5kIHNlcnZlci1yZXF1ZXN0IG1ldGhvZHMnLCAoKSA9PiB7XG4gICAgY29uc3QgbmFtZXMgPSAobzogUmVjb3JkPHN0cmluZywgeyBtZXRob2Q6IHN0cmluZyB9PikgPT4gT2JqZWN0LnZhbHVlcyhvKS5tYXAoKHQpID0+IHQubWV0aG9kKS5zb3J0KCk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChuYW1lcyhwLlJlcXVlc3RzKSwgWy4uLnRhYmxlKHB5LCAnUkVRVUVTVFMnKS5rZXlzKCldLnNvcnQoKSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChuYW1lcyhwLk5vdGlmaWNhdGlvbnMpLCBbLi4udGFibGUocHksICdOT1RJRklDQVRJT05TJykua2V5cygpXS5zb3J0KCkpO1xuICAgIGFzc2VydC5kZWVwRXF1YWwobmFtZXMocC5TZXJ2ZXJSZXF1ZXN0cyksIFsuLi50YWJsZShweSwgJ1NFUlZFUl9SRVFVRVNUUycpLmtleXMoKV0uc29ydCgpKTtcbiAgfSk7XG5cbiAgaXQoJ2V2ZXJ5IG1vZGVsIGhhcyBhbiBpbnRlcmZhY2Ugd2l0aCB0aGUgc2FtZSBmaWVsZHMnLCAoKSA9PiB7XG4gICAgY29uc3QgbW9kZWxzID0gcHl0aG9uTW9kZWxzKHB5KTtcbiAgICBjb25zdCBpbnRlcmZhY2VzID0gdHNJbnRlcmZhY2VzKHRzKTtcbiAgICBjb25zdCB1c2VkID0gbmV3IFNldDxzdHJpbmc+KFsnU2Vzc2lvbkl0ZW0nLCAnRm91bmRTZXNzaW9uJywgJ0FnZW50U3RhdHVzJywgJ0FnZW50Q2FwYWJpbGl0aWVzSW5mbycsICdQZXJtaXNzaW9uT3B0aW9uSXRlbSddKTtcbiAgICBmb3IgKGNvbnN0IHQgb2YgWydSRVFVRVNUUycsICdOT1RJRklDQVRJT05TJywgJ1NFUlZFUl9SRVFVRVNUUyddKSB7XG4gICAgICB0YWJsZShweSwgdCkuZm9yRWFjaCgoY2xhc3NlcykgPT4gY2xhc3Nlcy5mb3JFYWNoKChjKSA9PiB1c2VkLmFkZChjKSkpO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IG5hbWUgb2YgdXNlZCkge1xuICAgICAgYXNzZXJ0Lm9rKG1vZGVscy5oYXMobmFtZSksIGBwcm90b2NvbC5weSBoYXMgJHtuYW1lfWApO1xuICAgICAgYXNzZXJ0Lm9rKGludGVyZmFjZXMuaGFzKG5hbWUpLCBgcHJvdG9jb2wudHMgbGFja3MgdGhlIGludGVyZmFjZSAke25hbWV9YCk7XG4gICAgICBhc3NlcnQuZGVlcEVxdWFsKFsuLi5pbnRlcmZhY2VzLmdldChuYW1lKSFdLnNvcnQoKSwgWy4uLm1vZGVscy5nZXQobmFtZSkhXS5zb3J0KCksIG5hbWUpO1xuICAgIH1cbiAgfSk7XG5cbiAgaXQoJ2V2ZXJ5IGVycm9yIGNvZGUnLCAoKSA9PiB7XG4gICAgY29uc3QgY29kZXMgPSBbLi4ucHkubWF0Y2hBbGwoL1wiKFxcdyspXCI6ICgtXFxkKyksL2cpXS5tYXAoKG0pID0+IE51bWJlcihtWzJdKSkuc29ydCgpO1xuICAgIGNvbnN0IG1pcnJvcmVkID0gbmV3IFNldDxudW1iZXI+KE9iamVjdC52YWx1ZXMocC5FcnJvckNvZGVzKSk7XG4gICAgZm9yIChjb25zdCBjIG9mIGNvZGVzKSBhc3NlcnQub2sobWlycm9yZWQuaGFzKGMpLCBgY29kZSAke2N9YCk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCd0cmFuc2NyaXB0IFVSSXMnLCAoKSA9PiB7XG4gIGl0KCdlbmNvZGVzIGxpa2UgUHl0aG9uIHF1b3RlKHNhZmU9XCJcIikgYW5kIHJvdW5kLXRyaXBzJywgKCkgPT4ge1xuICAgIGFzc2VydC5lcXVhbChwLnRyYW5zY3JpcHRVcmkoJ2RlbW8nLCAnc2Vzc18xJyksICdhY3Atc2Vzc2lvbjovZGVtby9zZXNzXzEubWQnKTtcbiAgICBhc3NlcnQuZXF1YWwocC50cmFuc2NyaXB0VXJpKCdteSBhZ2VudCcsICdhL2I/YyNkJyksICdhY3Atc2Vzc2lvbjovbXklMjBhZ2VudC9hJTJGYiUzRmMlMjNkLm1kJyk7XG4gICAgYXNzZXJ0LmVxdWFsKHAudHJhbnNjcmlwdFVyaSgneCcsIFwiaXQncygxKSEqflwiKSwgXCJhY3Atc2Vzc2lvbjoveC9pdCUyN3MlMjgxJTI5JTIxJTJBfi5tZFwiKTtcbiAgICBmb3IgKGNvbnN0IFthLCBzXSBvZiBbWydkZW1vJywgJ3Nlc3NfMSddLCBbJ215IGFnZW50JywgJ2EvYj9jI2QnXSwgWyd4JywgJ1x1MDBGQ25cdTAwRUYtY1x1MDBGNmRcdTAwRTknXV0pIHtcbiAgICAgIGFzc2VydC5kZWVwRXF1YWwocC5wYXJzZVRyYW5zY3JpcHRVcmkocC50cmFuc2NyaXB0VXJpKGEsIHMpKSwgeyBhZ2VudElkOiBhLCBzZXNzaW9uSWQ6IHMgfSk7XG4gICAgfVxuICAgIGFzc2VydC5lcXVhbChwLnBhcnNlVHJhbnNjcmlwdFVyaSgnZmlsZTovLy94Lm1kJyksIHVuZGVmaW5lZCk7XG4gICAgYXNzZXJ0LmVxdWFsKHAucGFyc2VUcmFuc2NyaXB0VXJpKCdhY3Atc2Vzc2lvbjovb25seS5tZCcpLCB1bmRlZmluZWQpO1xuICB9KTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFDQSx3QkFBTztBQUNQLElBQUFBLHFCQUFPO0FBQ1Asb0JBQW1CO0FBQ25CLHFCQUF5QztBQUN6Qyx1QkFBcUI7QUFDckIsdUJBQTZCO0FBQzdCLFFBQW1CO0FBRW5CLE1BQU0sV0FBTyx1QkFBSyxXQUFXLE1BQU0sTUFBTSxJQUFJO0FBQzdDLE1BQU0sU0FBSyx1QkFBSyxNQUFNLE1BQU0sY0FBYyxPQUFPLGFBQWE7QUFDOUQsTUFBTSxTQUFLLHVCQUFLLE1BQU0sT0FBTyxhQUFhO0FBQzFDLE1BQU0sV0FBTywyQkFBVyxFQUFFLElBQUksUUFBUTtBQUV0QyxTQUFTLE1BQU0sTUFBc0I7QUFDbkMsU0FBTyxLQUFLLFFBQVEsZ0JBQWdCLENBQUMsR0FBRyxNQUFjLEVBQUUsWUFBWSxDQUFDO0FBQ3ZFO0FBR0EsU0FBUyxhQUFhLFFBQTBDO0FBQzlELFFBQU0sU0FBUyxvQkFBSSxJQUF5QjtBQUM1QyxRQUFNLFNBQVMsT0FBTyxNQUFNLFVBQVUsRUFBRSxNQUFNLENBQUM7QUFDL0MsYUFBVyxTQUFTLFFBQVE7QUFDMUIsVUFBTSxTQUFTLHVCQUF1QixLQUFLLEtBQUs7QUFDaEQsUUFBSSxDQUFDLE9BQVE7QUFDYixVQUFNLFNBQVMsb0JBQUksSUFBWTtBQUMvQixlQUFXLFFBQVEsT0FBTyxDQUFDLEVBQUUsTUFBTSxHQUFHLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxLQUFLLENBQUMsR0FBRztBQUM1RCxhQUFPLElBQUksSUFBSSxHQUFHLFFBQVEsQ0FBQyxNQUFNLE9BQU8sSUFBSSxDQUFDLENBQUM7QUFBQSxJQUNoRDtBQUNBLFVBQU0sT0FBTyxNQUFNLE1BQU0sSUFBSSxFQUFFLE1BQU0sQ0FBQztBQUN0QyxlQUFXLFFBQVEsTUFBTTtBQUN2QixVQUFJLE1BQU0sS0FBSyxJQUFJLEVBQUc7QUFDdEIsWUFBTSxJQUFJLDRCQUE0QixLQUFLLElBQUk7QUFDL0MsVUFBSSxLQUFLLEVBQUUsQ0FBQyxNQUFNLGVBQWdCLFFBQU8sSUFBSSxNQUFNLEVBQUUsQ0FBQyxDQUFDLENBQUM7QUFBQSxJQUMxRDtBQUNBLFdBQU8sSUFBSSxPQUFPLENBQUMsR0FBRyxNQUFNO0FBQUEsRUFDOUI7QUFDQSxTQUFPO0FBQ1Q7QUFHQSxTQUFTLGFBQWEsUUFBMEM7QUFDOUQsUUFBTSxNQUFNLG9CQUFJLElBQXlCO0FBQ3pDLGFBQVcsS0FBSyxPQUFPLFNBQVMsK0NBQStDLEdBQUc7QUFDaEYsUUFBSSxJQUFJLEVBQUUsQ0FBQyxHQUFHLG9CQUFJLElBQUksQ0FBQztBQUFBLEVBQ3pCO0FBQ0EsYUFBVyxLQUFLLE9BQU8sU0FBUyxvRUFBb0UsR0FBRztBQUNyRyxVQUFNLFNBQVMsb0JBQUksSUFBWTtBQUMvQixlQUFXLFNBQVMsRUFBRSxDQUFDLEtBQUssSUFBSSxNQUFNLEdBQUcsRUFBRSxJQUFJLENBQUMsTUFBTSxFQUFFLEtBQUssQ0FBQyxFQUFFLE9BQU8sT0FBTyxHQUFHO0FBQy9FLFVBQUksSUFBSSxJQUFJLEdBQUcsUUFBUSxDQUFDLE1BQU0sT0FBTyxJQUFJLENBQUMsQ0FBQztBQUFBLElBQzdDO0FBQ0EsZUFBVyxLQUFLLEVBQUUsQ0FBQyxFQUFFLFNBQVMsZ0JBQWdCLEVBQUcsUUFBTyxJQUFJLEVBQUUsQ0FBQyxDQUFDO0FBQ2hFLFFBQUksSUFBSSxFQUFFLENBQUMsR0FBRyxNQUFNO0FBQUEsRUFDdEI7QUFDQSxTQUFPO0FBQ1Q7QUFFQSxTQUFTLE1BQU0sUUFBZ0IsTUFBcUM7QUFDbEUsUUFBTSxRQUFRLElBQUksT0FBTyxJQUFJLElBQUksaUNBQWlDLEdBQUcsRUFBRSxLQUFLLE1BQU07QUFDbEYsZ0JBQUFDLFFBQU8sR0FBRyxPQUFPLElBQUk7QUFDckIsUUFBTSxNQUFNLG9CQUFJLElBQXNCO0FBQ3RDLGFBQVcsS0FBSyxNQUFNLENBQUMsRUFBRSxTQUFTLDJDQUEyQyxHQUFHO0FBQzlFLFFBQUksSUFBSSxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUMsRUFBRSxNQUFNLEdBQUcsRUFBRSxJQUFJLENBQUMsTUFBTSxFQUFFLEtBQUssQ0FBQyxDQUFDO0FBQUEsRUFDcEQ7QUFDQSxTQUFPO0FBQ1Q7QUFBQSxJQUVBLDJCQUFTLHdDQUF3QyxFQUFFLEtBQUssR0FBRyxNQUFNO0FBQy9ELFFBQU0sS0FBSyxPQUFPLFNBQUssNkJBQWEsSUFBSSxNQUFNO0FBQzlDLFFBQU0sU0FBSyw2QkFBYSxJQUFJLE1BQU07QUFFbEMsMkJBQUcsNkRBQTZELE1BQU07QUFDcEUsVUFBTSxRQUFRLENBQUMsTUFBMEMsT0FBTyxPQUFPLENBQUMsRUFBRSxJQUFJLENBQUMsTUFBTSxFQUFFLE1BQU0sRUFBRSxLQUFLO0FBQ3BHLGtCQUFBQSxRQUFPLFVBQVUsTUFBTSxFQUFFLFFBQVEsR0FBRyxDQUFDLEdBQUcsTUFBTSxJQUFJLFVBQVUsRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDNUUsa0JBQUFBLFFBQU8sVUFBVSxNQUFNLEVBQUUsYUFBYSxHQUFHLENBQUMsR0FBRyxNQUFNLElBQUksZUFBZSxFQUFFLEtBQUssQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUN0RixrQkFBQUEsUUFBTyxVQUFVLE1BQU0sRUFBRSxjQUFjLEdBQUcsQ0FBQyxHQUFHLE1BQU0sSUFBSSxpQkFBaUIsRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLENBQUM7QUFBQSxFQUMzRixDQUFDO0FBRUQsMkJBQUcscURBQXFELE1BQU07QUFDNUQsVUFBTSxTQUFTLGFBQWEsRUFBRTtBQUM5QixVQUFNLGFBQWEsYUFBYSxFQUFFO0FBQ2xDLFVBQU0sT0FBTyxvQkFBSSxJQUFZLENBQUMsZUFBZSxnQkFBZ0IsZUFBZSx5QkFBeUIsc0JBQXNCLENBQUM7QUFDNUgsZUFBVyxLQUFLLENBQUMsWUFBWSxpQkFBaUIsaUJBQWlCLEdBQUc7QUFDaEUsWUFBTSxJQUFJLENBQUMsRUFBRSxRQUFRLENBQUMsWUFBWSxRQUFRLFFBQVEsQ0FBQyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUMsQ0FBQztBQUFBLElBQ3ZFO0FBQ0EsZUFBVyxRQUFRLE1BQU07QUFDdkIsb0JBQUFBLFFBQU8sR0FBRyxPQUFPLElBQUksSUFBSSxHQUFHLG1CQUFtQixJQUFJLEVBQUU7QUFDckQsb0JBQUFBLFFBQU8sR0FBRyxXQUFXLElBQUksSUFBSSxHQUFHLG1DQUFtQyxJQUFJLEVBQUU7QUFDekUsb0JBQUFBLFFBQU8sVUFBVSxDQUFDLEdBQUcsV0FBVyxJQUFJLElBQUksQ0FBRSxFQUFFLEtBQUssR0FBRyxDQUFDLEdBQUcsT0FBTyxJQUFJLElBQUksQ0FBRSxFQUFFLEtBQUssR0FBRyxJQUFJO0FBQUEsSUFDekY7QUFBQSxFQUNGLENBQUM7QUFFRCwyQkFBRyxvQkFBb0IsTUFBTTtBQUMzQixVQUFNLFFBQVEsQ0FBQyxHQUFHLEdBQUcsU0FBUyxtQkFBbUIsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLE9BQU8sRUFBRSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUs7QUFDbEYsVUFBTSxXQUFXLElBQUksSUFBWSxPQUFPLE9BQU8sRUFBRSxVQUFVLENBQUM7QUFDNUQsZUFBVyxLQUFLLE1BQU8sZUFBQUEsUUFBTyxHQUFHLFNBQVMsSUFBSSxDQUFDLEdBQUcsUUFBUSxDQUFDLEVBQUU7QUFBQSxFQUMvRCxDQUFDO0FBQ0gsQ0FBQztBQUFBLElBRUQsMkJBQVMsbUJBQW1CLE1BQU07QUFDaEMsMkJBQUcsc0RBQXNELE1BQU07QUFDN0Qsa0JBQUFBLFFBQU8sTUFBTSxFQUFFLGNBQWMsUUFBUSxRQUFRLEdBQUcsNkJBQTZCO0FBQzdFLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxjQUFjLFlBQVksU0FBUyxHQUFHLDBDQUEwQztBQUMvRixrQkFBQUEsUUFBTyxNQUFNLEVBQUUsY0FBYyxLQUFLLFlBQVksR0FBRyx3Q0FBd0M7QUFDekYsZUFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLENBQUMsQ0FBQyxRQUFRLFFBQVEsR0FBRyxDQUFDLFlBQVksU0FBUyxHQUFHLENBQUMsS0FBSyxzQkFBVSxDQUFDLEdBQUc7QUFDckYsb0JBQUFBLFFBQU8sVUFBVSxFQUFFLG1CQUFtQixFQUFFLGNBQWMsR0FBRyxDQUFDLENBQUMsR0FBRyxFQUFFLFNBQVMsR0FBRyxXQUFXLEVBQUUsQ0FBQztBQUFBLElBQzVGO0FBQ0Esa0JBQUFBLFFBQU8sTUFBTSxFQUFFLG1CQUFtQixjQUFjLEdBQUcsTUFBUztBQUM1RCxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsbUJBQW1CLHNCQUFzQixHQUFHLE1BQVM7QUFBQSxFQUN0RSxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFsiaW1wb3J0X3ZzY29kZVN0dWIiLCAiYXNzZXJ0Il0KfQo=
