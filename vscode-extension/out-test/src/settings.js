"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var settings_exports = {};
__export(settings_exports, {
  BUNDLED_PYTHON_FILE: () => BUNDLED_PYTHON_FILE,
  PYTHON_ENV_VAR: () => PYTHON_ENV_VAR,
  SECTION: () => SECTION,
  bridgeSettings: () => bridgeSettings,
  findOnPath: () => findOnPath,
  resolvePython: () => resolvePython,
  serverArgs: () => serverArgs
});
module.exports = __toCommonJS(settings_exports);
var path = __toESM(require("path"));
const SECTION = "acpBridge";
const PYTHON_ENV_VAR = "ACP_BRIDGE_PYTHON";
const BUNDLED_PYTHON_FILE = path.join("dist", "bridge-python.txt");
const ORIGIN = {
  setting: "The setting acpBridge.python",
  environment: `The environment variable ${PYTHON_ENV_VAR}`,
  bundled: `The file ${BUNDLED_PYTHON_FILE}`,
  default: "The default interpreter"
};
function expand(value, lookup) {
  let out = value.trim();
  if (out === "~" || out.startsWith("~/")) {
    out = path.join(lookup.homeDir, out.slice(1));
  }
  out = out.replace(/\$\{userHome\}/g, lookup.homeDir);
  if (lookup.workspaceFolder) {
    out = out.replace(/\$\{workspaceFolder\}/g, lookup.workspaceFolder);
  }
  return out;
}
function findOnPath(name, lookup) {
  const dirs = (lookup.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  const exts = process.platform === "win32" ? [".exe", ".cmd", ""] : [""];
  for (const dir of dirs) {
    for (const ext of exts) {
      const candidate = path.join(dir, name + ext);
      if (lookup.isFile(candidate)) {
        return candidate;
      }
    }
  }
  return void 0;
}
function check(raw, source, lookup, notes) {
  const value = expand(raw, lookup);
  if (/\$\{[^}]*\}/.test(value)) {
    return { ok: false, source, notes, error: `${ORIGIN[source]} has an unsupported variable: "${raw}".` };
  }
  const looksLikePath = value.includes("/") || value.includes("\\") || path.isAbsolute(value);
  if (!looksLikePath) {
    const found = findOnPath(value, lookup);
    if (!found) {
      return { ok: false, source, notes, error: `${ORIGIN[source]} names "${value}", which was not found on PATH.` };
    }
    return { ok: true, python: value, source, notes };
  }
  let resolved = value;
  if (!path.isAbsolute(resolved)) {
    if (!lookup.workspaceFolder) {
      return {
        ok: false,
        source,
        notes,
        error: `${ORIGIN[source]} is a relative path ("${value}") but no folder is open; use an absolute path.`
      };
    }
    resolved = path.resolve(lookup.workspaceFolder, resolved);
  }
  if (!lookup.isFile(resolved)) {
    return { ok: false, source, notes, error: `${ORIGIN[source]} points to "${resolved}", which does not exist.` };
  }
  return { ok: true, python: resolved, source, notes };
}
function resolvePython(lookup) {
  const notes = [];
  const setting = lookup.setting;
  if (setting !== void 0 && setting !== null && typeof setting !== "string") {
    return {
      ok: false,
      source: "setting",
      notes,
      error: "The setting acpBridge.python must be a path to a Python interpreter (a string)."
    };
  }
  if (typeof setting === "string" && setting.trim()) {
    return check(setting, "setting", lookup, notes);
  }
  const fromEnv = lookup.env[PYTHON_ENV_VAR];
  if (fromEnv && fromEnv.trim()) {
    return check(fromEnv, "environment", lookup, notes);
  }
  const bundledFile = path.join(lookup.extensionPath, BUNDLED_PYTHON_FILE);
  const bundled = lookup.readText(bundledFile)?.split(/\r?\n/).map((l) => l.trim()).find(Boolean);
  if (bundled) {
    const result = check(bundled, "bundled", lookup, notes);
    if (result.ok) {
      return result;
    }
    notes.push(`${result.error} Falling back to python3.`);
  }
  const fallback = check("python3", "default", lookup, notes);
  if (!fallback.ok) {
    return {
      ...fallback,
      error: "No Python interpreter found: set acpBridge.python to a Python that has acp-bridge installed."
    };
  }
  return fallback;
}
function serverArgs() {
  return ["-m", "acp_bridge", "serve"];
}
function bridgeSettings(get) {
  const agents = get("agents");
  const logLevel = get("logLevel");
  const traceAcp = get("traceAcp");
  const protocol2 = get("experimental.protocol2");
  const mcpServers = get("mcpServers");
  return {
    // Passed through as is: the bridge validates each entry and reports bad ones itself.
    agents: Array.isArray(agents) ? agents : [],
    mcpServers: Array.isArray(mcpServers) ? mcpServers : [],
    logLevel: typeof logLevel === "string" ? logLevel : "info",
    traceAcp: traceAcp === true,
    experimental: { protocol2: protocol2 === true }
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BUNDLED_PYTHON_FILE,
  PYTHON_ENV_VAR,
  SECTION,
  bridgeSettings,
  findOnPath,
  resolvePython,
  serverArgs
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3NldHRpbmdzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBUaGUgYGFjcEJyaWRnZS4qYCBzZXR0aW5nczogd2hpY2ggUHl0aG9uIHJ1bnMgdGhlIHNpZGVjYXIsIGFuZCB3aGF0IHRoZSBzaWRlY2FyIGlzIHRvbGQuXG4vLyBQdXJlIGZ1bmN0aW9ucyBvdmVyIGFuIGluamVjdGVkIGVudmlyb25tZW50ICh1bml0LXRlc3RlZCB3aXRob3V0IFZTIENvZGUpLlxuXG5pbXBvcnQgKiBhcyBwYXRoIGZyb20gJ3BhdGgnO1xuXG5leHBvcnQgY29uc3QgU0VDVElPTiA9ICdhY3BCcmlkZ2UnO1xuZXhwb3J0IGNvbnN0IFBZVEhPTl9FTlZfVkFSID0gJ0FDUF9CUklER0VfUFlUSE9OJztcbi8qKiBXcml0dGVuIG5leHQgdG8gdGhlIGJ1bmRsZSBhdCBidWlsZCB0aW1lIChmcm9tICRBQ1BfQlJJREdFX1BZVEhPTikgYnkgdGhlIHByb2R1Y3QncyBzZXR1cC4gKi9cbmV4cG9ydCBjb25zdCBCVU5ETEVEX1BZVEhPTl9GSUxFID0gcGF0aC5qb2luKCdkaXN0JywgJ2JyaWRnZS1weXRob24udHh0Jyk7XG5cbmV4cG9ydCB0eXBlIFB5dGhvblNvdXJjZSA9ICdzZXR0aW5nJyB8ICdlbnZpcm9ubWVudCcgfCAnYnVuZGxlZCcgfCAnZGVmYXVsdCc7XG5cbmV4cG9ydCBpbnRlcmZhY2UgUHl0aG9uTG9va3VwIHtcbiAgLyoqIFRoZSByYXcgYGFjcEJyaWRnZS5weXRob25gIHZhbHVlLiAqL1xuICBzZXR0aW5nOiB1bmtub3duO1xuICBlbnY6IFJlY29yZDxzdHJpbmcsIHN0cmluZyB8IHVuZGVmaW5lZD47XG4gIGV4dGVuc2lvblBhdGg6IHN0cmluZztcbiAgd29ya3NwYWNlRm9sZGVyOiBzdHJpbmcgfCB1bmRlZmluZWQ7XG4gIGhvbWVEaXI6IHN0cmluZztcbiAgaXNGaWxlKHA6IHN0cmluZyk6IGJvb2xlYW47XG4gIHJlYWRUZXh0KHA6IHN0cmluZyk6IHN0cmluZyB8IHVuZGVmaW5lZDtcbn1cblxuZXhwb3J0IHR5cGUgUHl0aG9uUmVzb2x1dGlvbiA9XG4gIHwgeyBvazogdHJ1ZTsgcHl0aG9uOiBzdHJpbmc7IHNvdXJjZTogUHl0aG9uU291cmNlOyBub3Rlczogc3RyaW5nW10gfVxuICB8IHsgb2s6IGZhbHNlOyBlcnJvcjogc3RyaW5nOyBzb3VyY2U6IFB5dGhvblNvdXJjZTsgbm90ZXM6IHN0cmluZ1tdIH07XG5cbmNvbnN0IE9SSUdJTjogUmVjb3JkPFB5dGhvblNvdXJjZSwgc3RyaW5nPiA9IHtcbiAgc2V0dGluZzogJ1RoZSBzZXR0aW5nIGFjcEJyaWRnZS5weXRob24nLFxuICBlbnZpcm9ubWVudDogYFRoZSBlbnZpcm9ubWVudCB2YXJpYWJsZSAke1BZVEhPTl9FTlZfVkFSfWAsXG4gIGJ1bmRsZWQ6IGBUaGUgZmlsZSAke0JVTkRMRURfUFlUSE9OX0ZJTEV9YCxcbiAgZGVmYXVsdDogJ1RoZSBkZWZhdWx0IGludGVycHJldGVyJyxcbn07XG5cbmZ1bmN0aW9uIGV4cGFuZCh2YWx1ZTogc3RyaW5nLCBsb29rdXA6IFB5dGhvbkxvb2t1cCk6IHN0cmluZyB7XG4gIGxldCBvdXQgPSB2YWx1ZS50cmltKCk7XG4gIGlmIChvdXQgPT09ICd+JyB8fCBvdXQuc3RhcnRzV2l0aCgnfi8nKSkge1xuICAgIG91dCA9IHBhdGguam9pbihsb29rdXAuaG9tZURpciwgb3V0LnNsaWNlKDEpKTtcbiAgfVxuICBvdXQgPSBvdXQucmVwbGFjZSgvXFwkXFx7dXNlckhvbWVcXH0vZywgbG9va3VwLmhvbWVEaXIpO1xuICBpZiAobG9va3VwLndvcmtzcGFjZUZvbGRlcikge1xuICAgIG91dCA9IG91dC5yZXBsYWNlKC9cXCRcXHt3b3Jrc3BhY2VGb2xkZXJcXH0vZywgbG9va3VwLndvcmtzcGFjZUZvbGRlcik7XG4gIH1cbiAgcmV0dXJuIG91dDtcbn1cblxuLyoqIEZpbmRzIGEgYmFyZSBjb21tYW5kIG5hbWUgb24gUEFUSCwgbGlrZSB0aGUgc2hlbGwgd291bGQuICovXG5leHBvcnQgZnVuY3Rpb24gZmluZE9uUGF0aChuYW1lOiBzdHJpbmcsIGxvb2t1cDogUGljazxQeXRob25Mb29rdXAsICdlbnYnIHwgJ2lzRmlsZSc+KTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgZGlycyA9IChsb29rdXAuZW52LlBBVEggPz8gJycpLnNwbGl0KHBhdGguZGVsaW1pdGVyKS5maWx0ZXIoQm9vbGVhbik7XG4gIGNvbnN0IGV4dHMgPSBwcm9jZXNzLnBsYXRmb3JtID09PSAnd2luMzInID8gWycuZXhlJywgJy5jbWQnLCAnJ10gOiBbJyddO1xuICBmb3IgKGNvbnN0IGRpciBvZiBkaXJzKSB7XG4gICAgZm9yIChjb25zdCBleHQgb2YgZXh0cykge1xuICAgICAgY29uc3QgY2FuZGlkYXRlID0gcGF0aC5qb2luKGRpciwgbmFtZSArIGV4dCk7XG4gICAgICBpZiAobG9va3VwLmlzRmlsZShjYW5kaWRhdGUpKSB7XG4gICAgICAgIHJldHVybiBjYW5kaWRhdGU7XG4gICAgICB9XG4gICAgfVxuICB9XG4gIHJldHVybiB1bmRlZmluZWQ7XG59XG5cbmZ1bmN0aW9uIGNoZWNrKFxuICByYXc6IHN0cmluZyxcbiAgc291cmNlOiBQeXRob25Tb3VyY2UsXG4gIGxvb2t1cDogUHl0aG9uTG9va3VwLFxuICBub3Rlczogc3RyaW5nW10sXG4pOiBQeXRob25SZXNvbHV0aW9uIHtcbiAgY29uc3QgdmFsdWUgPSBleHBhbmQocmF3LCBsb29rdXApO1xuICBpZiAoL1xcJFxce1tefV0qXFx9Ly50ZXN0KHZhbHVlKSkge1xuICAgIHJldHVybiB7IG9rOiBmYWxzZSwgc291cmNlLCBub3RlcywgZXJyb3I6IGAke09SSUdJTltzb3VyY2VdfSBoYXMgYW4gdW5zdXBwb3J0ZWQgdmFyaWFibGU6IFwiJHtyYXd9XCIuYCB9O1xuICB9XG4gIGNvbnN0IGxvb2tzTGlrZVBhdGggPSB2YWx1ZS5pbmNsdWRlcygnLycpIHx8IHZhbHVlLmluY2x1ZGVzKCdcXFxcJykgfHwgcGF0aC5pc0Fic29sdXRlKHZhbHVlKTtcbiAgaWYgKCFsb29rc0xpa2VQYXRoKSB7XG4gICAgY29uc3QgZm91bmQgPSBmaW5kT25QYXRoKHZhbHVlLCBsb29rdXApO1xuICAgIGlmICghZm91bmQpIHtcbiAgICAgIHJldHVybiB7IG9rOiBmYWxzZSwgc291cmNlLCBub3RlcywgZXJyb3I6IGAke09SSUdJTltzb3VyY2VdfSBuYW1lcyBcIiR7dmFsdWV9XCIsIHdoaWNoIHdhcyBub3QgZm91bmQgb24gUEFUSC5gIH07XG4gICAgfVxuICAgIHJldHVybiB7IG9rOiB0cnVlLCBweXRob246IHZhbHVlLCBzb3VyY2UsIG5vdGVzIH07XG4gIH1cbiAgbGV0IHJlc29sdmVkID0gdmFsdWU7XG4gIGlmICghcGF0aC5pc0Fic29sdXRlKHJlc29sdmVkKSkge1xuICAgIGlmICghbG9va3VwLndvcmtzcGFjZUZvbGRlcikge1xuICAgICAgcmV0dXJuIHtcbiAgICAgICAgb2s6IGZhbHNlLCBzb3VyY2UsIG5vdGVzLFxuICAgICAgICBlcnJvcjogYCR7T1JJR0lOW3NvdXJjZV19IGlzIGEgcmVsYXRpdmUgcGF0aCAoXCIke3ZhbHVlfVwiKSBidXQgbm8gZm9sZGVyIGlzIG9wZW47IHVzZSBhbiBhYnNvbHV0ZSBwYXRoLmAsXG4gICAgICB9O1xuICAgIH1cbiAgICByZXNvbHZlZCA9IHBhdGgucmVzb2x2ZShsb29rdXAud29ya3NwYWNlRm9sZGVyLCByZXNvbHZlZCk7XG4gIH1cbiAgaWYgKCFsb29rdXAuaXNGaWxlKHJlc29sdmVkKSkge1xuICAgIHJldHVybiB7IG9rOiBmYWxzZSwgc291cmNlLCBub3RlcywgZXJyb3I6IGAke09SSUdJTltzb3VyY2VdfSBwb2ludHMgdG8gXCIke3Jlc29sdmVkfVwiLCB3aGljaCBkb2VzIG5vdCBleGlzdC5gIH07XG4gIH1cbiAgcmV0dXJuIHsgb2s6IHRydWUsIHB5dGhvbjogcmVzb2x2ZWQsIHNvdXJjZSwgbm90ZXMgfTtcbn1cblxuLyoqXG4gKiBUaGUgaW50ZXJwcmV0ZXIgdGhhdCBydW5zIHRoZSBzaWRlY2FyOiB0aGUgc2V0dGluZywgZWxzZSAkQUNQX0JSSURHRV9QWVRIT04sIGVsc2UgdGhlIHBhdGggdGhlXG4gKiBidWlsZCByZWNvcmRlZCBpbiBkaXN0L2JyaWRnZS1weXRob24udHh0LCBlbHNlIGBweXRob24zYCBmcm9tIFBBVEguIEFuIGV4cGxpY2l0IGNob2ljZSB0aGF0IGlzXG4gKiB3cm9uZyBpcyBhbiBlcnJvciAobmV2ZXIgc2lsZW50bHkgcmVwbGFjZWQgYnkgYW5vdGhlciBpbnRlcnByZXRlcikuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZXNvbHZlUHl0aG9uKGxvb2t1cDogUHl0aG9uTG9va3VwKTogUHl0aG9uUmVzb2x1dGlvbiB7XG4gIGNvbnN0IG5vdGVzOiBzdHJpbmdbXSA9IFtdO1xuICBjb25zdCBzZXR0aW5nID0gbG9va3VwLnNldHRpbmc7XG4gIGlmIChzZXR0aW5nICE9PSB1bmRlZmluZWQgJiYgc2V0dGluZyAhPT0gbnVsbCAmJiB0eXBlb2Ygc2V0dGluZyAhPT0gJ3N0cmluZycpIHtcbiAgICByZXR1cm4ge1xuICAgICAgb2s6IGZhbHNlLCBzb3VyY2U6ICdzZXR0aW5nJywgbm90ZXMsXG4gICAgICBlcnJvcjogJ1RoZSBzZXR0aW5nIGFjcEJyaWRnZS5weXRob24gbXVzdCBiZSBhIHBhdGggdG8gYSBQeXRob24gaW50ZXJwcmV0ZXIgKGEgc3RyaW5nKS4nLFxuICAgIH07XG4gIH1cbiAgaWYgKHR5cGVvZiBzZXR0aW5nID09PSAnc3RyaW5nJyAmJiBzZXR0aW5nLnRyaW0oKSkge1xuICAgIHJldHVybiBjaGVjayhzZXR0aW5nLCAnc2V0dGluZycsIGxvb2t1cCwgbm90ZXMpO1xuICB9XG4gIGNvbnN0IGZyb21FbnYgPSBsb29rdXAuZW52W1BZVEhPTl9FTlZfVkFSXTtcbiAgaWYgKGZyb21FbnYgJiYgZnJvbUVudi50cmltKCkpIHtcbiAgICByZXR1cm4gY2hlY2soZnJvbUVudiwgJ2Vudmlyb25tZW50JywgbG9va3VwLCBub3Rlcyk7XG4gIH1cbiAgY29uc3QgYnVuZGxlZEZpbGUgPSBwYXRoLmpvaW4obG9va3VwLmV4dGVuc2lvblBhdGgsIEJVTkRMRURfUFlUSE9OX0ZJTEUpO1xuICBjb25zdCBidW5kbGVkID0gbG9va3VwLnJlYWRUZXh0KGJ1bmRsZWRGaWxlKT8uc3BsaXQoL1xccj9cXG4vKS5tYXAoKGwpID0+IGwudHJpbSgpKS5maW5kKEJvb2xlYW4pO1xuICBpZiAoYnVuZGxlZCkge1xuICAgIGNvbnN0IHJlc3VsdCA9IGNoZWNrKGJ1bmRsZWQsICdidW5kbGVkJywgbG9va3VwLCBub3Rlcyk7XG4gICAgaWYgKHJlc3VsdC5vaykge1xuICAgICAgcmV0dXJuIHJlc3VsdDtcbiAgICB9XG4gICAgbm90ZXMucHVzaChgJHtyZXN1bHQuZXJyb3J9IEZhbGxpbmcgYmFjayB0byBweXRob24zLmApO1xuICB9XG4gIGNvbnN0IGZhbGxiYWNrID0gY2hlY2soJ3B5dGhvbjMnLCAnZGVmYXVsdCcsIGxvb2t1cCwgbm90ZXMpO1xuICBpZiAoIWZhbGxiYWNrLm9rKSB7XG4gICAgcmV0dXJuIHtcbiAgICAgIC4uLmZhbGxiYWNrLFxuICAgICAgZXJyb3I6ICdObyBQeXRob24gaW50ZXJwcmV0ZXIgZm91bmQ6IHNldCBhY3BCcmlkZ2UucHl0aG9uIHRvIGEgUHl0aG9uIHRoYXQgaGFzIGFjcC1icmlkZ2UgaW5zdGFsbGVkLicsXG4gICAgfTtcbiAgfVxuICByZXR1cm4gZmFsbGJhY2s7XG59XG5cbi8qKiBUaGUgc2lkZWNhcidzIGNvbW1hbmQgbGluZTogYDxweXRob24+IC1tIGFjcF9icmlkZ2Ugc2VydmVgLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNlcnZlckFyZ3MoKTogc3RyaW5nW10ge1xuICByZXR1cm4gWyctbScsICdhY3BfYnJpZGdlJywgJ3NlcnZlJ107XG59XG5cbi8qKiBXaGF0IHRoZSBzaWRlY2FyIHJlY2VpdmVzIGFzIGBpbml0aWFsaXphdGlvbk9wdGlvbnNgIChhbmQgaW4gYGRpZENoYW5nZUNvbmZpZ3VyYXRpb25gKS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgQnJpZGdlU2V0dGluZ3Mge1xuICBhZ2VudHM6IHVua25vd25bXTtcbiAgbWNwU2VydmVyczogdW5rbm93bltdO1xuICBsb2dMZXZlbDogc3RyaW5nO1xuICB0cmFjZUFjcDogYm9vbGVhbjtcbiAgZXhwZXJpbWVudGFsOiB7IHByb3RvY29sMjogYm9vbGVhbiB9O1xufVxuXG4vKiogQnVpbGRzIHRoZSBzZXR0aW5ncyBvYmplY3QgZnJvbSBhIGBnZXQoa2V5KWAgcmVhZGVyIChhIGBXb3Jrc3BhY2VDb25maWd1cmF0aW9uYCBpbiBWUyBDb2RlKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBicmlkZ2VTZXR0aW5ncyhnZXQ6IChrZXk6IHN0cmluZykgPT4gdW5rbm93bik6IEJyaWRnZVNldHRpbmdzIHtcbiAgY29uc3QgYWdlbnRzID0gZ2V0KCdhZ2VudHMnKTtcbiAgY29uc3QgbG9nTGV2ZWwgPSBnZXQoJ2xvZ0xldmVsJyk7XG4gIGNvbnN0IHRyYWNlQWNwID0gZ2V0KCd0cmFjZUFjcCcpO1xuICBjb25zdCBwcm90b2NvbDIgPSBnZXQoJ2V4cGVyaW1lbnRhbC5wcm90b2NvbDInKTtcbiAgY29uc3QgbWNwU2VydmVycyA9IGdldCgnbWNwU2VydmVycycpO1xuICByZXR1cm4ge1xuICAgIC8vIFBhc3NlZCB0aHJvdWdoIGFzIGlzOiB0aGUgYnJpZGdlIHZhbGlkYXRlcyBlYWNoIGVudHJ5IGFuZCByZXBvcnRzIGJhZCBvbmVzIGl0c2VsZi5cbiAgICBhZ2VudHM6IEFycmF5LmlzQXJyYXkoYWdlbnRzKSA/IGFnZW50cyA6IFtdLFxuICAgIG1jcFNlcnZlcnM6IEFycmF5LmlzQXJyYXkobWNwU2VydmVycykgPyBtY3BTZXJ2ZXJzIDogW10sXG4gICAgbG9nTGV2ZWw6IHR5cGVvZiBsb2dMZXZlbCA9PT0gJ3N0cmluZycgPyBsb2dMZXZlbCA6ICdpbmZvJyxcbiAgICB0cmFjZUFjcDogdHJhY2VBY3AgPT09IHRydWUsXG4gICAgZXhwZXJpbWVudGFsOiB7IHByb3RvY29sMjogcHJvdG9jb2wyID09PSB0cnVlIH0sXG4gIH07XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUdBLFdBQXNCO0FBRWYsTUFBTSxVQUFVO0FBQ2hCLE1BQU0saUJBQWlCO0FBRXZCLE1BQU0sc0JBQXNCLEtBQUssS0FBSyxRQUFRLG1CQUFtQjtBQW1CeEUsTUFBTSxTQUF1QztBQUFBLEVBQzNDLFNBQVM7QUFBQSxFQUNULGFBQWEsNEJBQTRCLGNBQWM7QUFBQSxFQUN2RCxTQUFTLFlBQVksbUJBQW1CO0FBQUEsRUFDeEMsU0FBUztBQUNYO0FBRUEsU0FBUyxPQUFPLE9BQWUsUUFBOEI7QUFDM0QsTUFBSSxNQUFNLE1BQU0sS0FBSztBQUNyQixNQUFJLFFBQVEsT0FBTyxJQUFJLFdBQVcsSUFBSSxHQUFHO0FBQ3ZDLFVBQU0sS0FBSyxLQUFLLE9BQU8sU0FBUyxJQUFJLE1BQU0sQ0FBQyxDQUFDO0FBQUEsRUFDOUM7QUFDQSxRQUFNLElBQUksUUFBUSxtQkFBbUIsT0FBTyxPQUFPO0FBQ25ELE1BQUksT0FBTyxpQkFBaUI7QUFDMUIsVUFBTSxJQUFJLFFBQVEsMEJBQTBCLE9BQU8sZUFBZTtBQUFBLEVBQ3BFO0FBQ0EsU0FBTztBQUNUO0FBR08sU0FBUyxXQUFXLE1BQWMsUUFBa0U7QUFDekcsUUFBTSxRQUFRLE9BQU8sSUFBSSxRQUFRLElBQUksTUFBTSxLQUFLLFNBQVMsRUFBRSxPQUFPLE9BQU87QUFDekUsUUFBTSxPQUFPLFFBQVEsYUFBYSxVQUFVLENBQUMsUUFBUSxRQUFRLEVBQUUsSUFBSSxDQUFDLEVBQUU7QUFDdEUsYUFBVyxPQUFPLE1BQU07QUFDdEIsZUFBVyxPQUFPLE1BQU07QUFDdEIsWUFBTSxZQUFZLEtBQUssS0FBSyxLQUFLLE9BQU8sR0FBRztBQUMzQyxVQUFJLE9BQU8sT0FBTyxTQUFTLEdBQUc7QUFDNUIsZUFBTztBQUFBLE1BQ1Q7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNBLFNBQU87QUFDVDtBQUVBLFNBQVMsTUFDUCxLQUNBLFFBQ0EsUUFDQSxPQUNrQjtBQUNsQixRQUFNLFFBQVEsT0FBTyxLQUFLLE1BQU07QUFDaEMsTUFBSSxjQUFjLEtBQUssS0FBSyxHQUFHO0FBQzdCLFdBQU8sRUFBRSxJQUFJLE9BQU8sUUFBUSxPQUFPLE9BQU8sR0FBRyxPQUFPLE1BQU0sQ0FBQyxrQ0FBa0MsR0FBRyxLQUFLO0FBQUEsRUFDdkc7QUFDQSxRQUFNLGdCQUFnQixNQUFNLFNBQVMsR0FBRyxLQUFLLE1BQU0sU0FBUyxJQUFJLEtBQUssS0FBSyxXQUFXLEtBQUs7QUFDMUYsTUFBSSxDQUFDLGVBQWU7QUFDbEIsVUFBTSxRQUFRLFdBQVcsT0FBTyxNQUFNO0FBQ3RDLFFBQUksQ0FBQyxPQUFPO0FBQ1YsYUFBTyxFQUFFLElBQUksT0FBTyxRQUFRLE9BQU8sT0FBTyxHQUFHLE9BQU8sTUFBTSxDQUFDLFdBQVcsS0FBSyxrQ0FBa0M7QUFBQSxJQUMvRztBQUNBLFdBQU8sRUFBRSxJQUFJLE1BQU0sUUFBUSxPQUFPLFFBQVEsTUFBTTtBQUFBLEVBQ2xEO0FBQ0EsTUFBSSxXQUFXO0FBQ2YsTUFBSSxDQUFDLEtBQUssV0FBVyxRQUFRLEdBQUc7QUFDOUIsUUFBSSxDQUFDLE9BQU8saUJBQWlCO0FBQzNCLGFBQU87QUFBQSxRQUNMLElBQUk7QUFBQSxRQUFPO0FBQUEsUUFBUTtBQUFBLFFBQ25CLE9BQU8sR0FBRyxPQUFPLE1BQU0sQ0FBQyx5QkFBeUIsS0FBSztBQUFBLE1BQ3hEO0FBQUEsSUFDRjtBQUNBLGVBQVcsS0FBSyxRQUFRLE9BQU8saUJBQWlCLFFBQVE7QUFBQSxFQUMxRDtBQUNBLE1BQUksQ0FBQyxPQUFPLE9BQU8sUUFBUSxHQUFHO0FBQzVCLFdBQU8sRUFBRSxJQUFJLE9BQU8sUUFBUSxPQUFPLE9BQU8sR0FBRyxPQUFPLE1BQU0sQ0FBQyxlQUFlLFFBQVEsMkJBQTJCO0FBQUEsRUFDL0c7QUFDQSxTQUFPLEVBQUUsSUFBSSxNQUFNLFFBQVEsVUFBVSxRQUFRLE1BQU07QUFDckQ7QUFPTyxTQUFTLGNBQWMsUUFBd0M7QUFDcEUsUUFBTSxRQUFrQixDQUFDO0FBQ3pCLFFBQU0sVUFBVSxPQUFPO0FBQ3ZCLE1BQUksWUFBWSxVQUFhLFlBQVksUUFBUSxPQUFPLFlBQVksVUFBVTtBQUM1RSxXQUFPO0FBQUEsTUFDTCxJQUFJO0FBQUEsTUFBTyxRQUFRO0FBQUEsTUFBVztBQUFBLE1BQzlCLE9BQU87QUFBQSxJQUNUO0FBQUEsRUFDRjtBQUNBLE1BQUksT0FBTyxZQUFZLFlBQVksUUFBUSxLQUFLLEdBQUc7QUFDakQsV0FBTyxNQUFNLFNBQVMsV0FBVyxRQUFRLEtBQUs7QUFBQSxFQUNoRDtBQUNBLFFBQU0sVUFBVSxPQUFPLElBQUksY0FBYztBQUN6QyxNQUFJLFdBQVcsUUFBUSxLQUFLLEdBQUc7QUFDN0IsV0FBTyxNQUFNLFNBQVMsZUFBZSxRQUFRLEtBQUs7QUFBQSxFQUNwRDtBQUNBLFFBQU0sY0FBYyxLQUFLLEtBQUssT0FBTyxlQUFlLG1CQUFtQjtBQUN2RSxRQUFNLFVBQVUsT0FBTyxTQUFTLFdBQVcsR0FBRyxNQUFNLE9BQU8sRUFBRSxJQUFJLENBQUMsTUFBTSxFQUFFLEtBQUssQ0FBQyxFQUFFLEtBQUssT0FBTztBQUM5RixNQUFJLFNBQVM7QUFDWCxVQUFNLFNBQVMsTUFBTSxTQUFTLFdBQVcsUUFBUSxLQUFLO0FBQ3RELFFBQUksT0FBTyxJQUFJO0FBQ2IsYUFBTztBQUFBLElBQ1Q7QUFDQSxVQUFNLEtBQUssR0FBRyxPQUFPLEtBQUssMkJBQTJCO0FBQUEsRUFDdkQ7QUFDQSxRQUFNLFdBQVcsTUFBTSxXQUFXLFdBQVcsUUFBUSxLQUFLO0FBQzFELE1BQUksQ0FBQyxTQUFTLElBQUk7QUFDaEIsV0FBTztBQUFBLE1BQ0wsR0FBRztBQUFBLE1BQ0gsT0FBTztBQUFBLElBQ1Q7QUFBQSxFQUNGO0FBQ0EsU0FBTztBQUNUO0FBR08sU0FBUyxhQUF1QjtBQUNyQyxTQUFPLENBQUMsTUFBTSxjQUFjLE9BQU87QUFDckM7QUFZTyxTQUFTLGVBQWUsS0FBK0M7QUFDNUUsUUFBTSxTQUFTLElBQUksUUFBUTtBQUMzQixRQUFNLFdBQVcsSUFBSSxVQUFVO0FBQy9CLFFBQU0sV0FBVyxJQUFJLFVBQVU7QUFDL0IsUUFBTSxZQUFZLElBQUksd0JBQXdCO0FBQzlDLFFBQU0sYUFBYSxJQUFJLFlBQVk7QUFDbkMsU0FBTztBQUFBO0FBQUEsSUFFTCxRQUFRLE1BQU0sUUFBUSxNQUFNLElBQUksU0FBUyxDQUFDO0FBQUEsSUFDMUMsWUFBWSxNQUFNLFFBQVEsVUFBVSxJQUFJLGFBQWEsQ0FBQztBQUFBLElBQ3RELFVBQVUsT0FBTyxhQUFhLFdBQVcsV0FBVztBQUFBLElBQ3BELFVBQVUsYUFBYTtBQUFBLElBQ3ZCLGNBQWMsRUFBRSxXQUFXLGNBQWMsS0FBSztBQUFBLEVBQ2hEO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
