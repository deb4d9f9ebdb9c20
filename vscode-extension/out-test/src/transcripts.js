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
var transcripts_exports = {};
__export(transcripts_exports, {
  Transcripts: () => Transcripts
});
module.exports = __toCommonJS(transcripts_exports);
var vscode = __toESM(require("vscode"));
var import_log = require("./log");
var p = __toESM(require("./protocol"));
var import_transcriptText = require("./transcriptText");
const LOADING = "_Loading the transcript\u2026_\n";
class Transcripts {
  constructor(client, log) {
    this.client = client;
    this.log = log;
    this.disposables.push(
      vscode.workspace.registerTextDocumentContentProvider(p.TRANSCRIPT_SCHEME, this),
      client.onTranscriptChanged((e) => this.onChanged(e)),
      client.onDidStart(() => this.reloadAll()),
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (d.uri.scheme === p.TRANSCRIPT_SCHEME) {
          this.docs.get(d.uri.toString())?.throttle.dispose();
          this.docs.delete(d.uri.toString());
        }
      })
    );
  }
  client;
  log;
  changeEmitter = new vscode.EventEmitter();
  onDidChange = this.changeEmitter.event;
  docs = /* @__PURE__ */ new Map();
  disposables = [];
  doc(uri, serverUri) {
    const key = uri.toString();
    let doc = this.docs.get(key);
    if (!doc) {
      const created = {
        serverUri: serverUri ?? serverUriOf(uri),
        uri,
        text: "",
        version: null,
        placeholder: LOADING,
        fetching: void 0,
        again: false,
        expecting: false,
        throttle: new import_transcriptText.Throttle(() => this.changeEmitter.fire(uri), 100)
      };
      doc = created;
      this.docs.set(key, doc);
    } else if (serverUri) {
      doc.serverUri = serverUri;
    }
    return doc;
  }
  async provideTextDocumentContent(uri) {
    const doc = this.doc(uri);
    if (doc.version === null && !doc.expecting) {
      await this.fetch(doc);
    }
    return doc.version === null ? doc.placeholder : doc.text;
  }
  /** Opens (or reveals) a transcript beside the editor, as read-only Markdown. With `expecting`,
   * the bridge is about to create it (a load is under way): it reads "Loading…" until then. */
  async show(serverUri, expecting = false) {
    const uri = vscode.Uri.parse(serverUri);
    const doc = this.doc(uri, serverUri);
    if (expecting) {
      doc.expecting = true;
      if (doc.version === null) {
        doc.placeholder = LOADING;
      }
    }
    const document = await vscode.workspace.openTextDocument(uri);
    if (document.languageId !== "markdown") {
      await vscode.languages.setTextDocumentLanguage(document, "markdown");
    }
    await vscode.window.showTextDocument(document, { viewColumn: transcriptColumn(uri), preview: false });
  }
  /** Whether a transcript is open with content. */
  has(serverUri) {
    const doc = this.docs.get(vscode.Uri.parse(serverUri).toString());
    return !!doc && doc.version !== null;
  }
  /** Fetches what changed (e.g. once a load request has answered, or failed). */
  refresh(serverUri) {
    const doc = this.docs.get(vscode.Uri.parse(serverUri).toString());
    if (doc) {
      doc.expecting = false;
      void this.fetch(doc);
    }
  }
  onChanged(e) {
    const doc = this.docs.get(vscode.Uri.parse(e.uri).toString());
    if (!doc) {
      return;
    }
    doc.serverUri = e.uri;
    if (doc.version !== null && e.version <= doc.version) {
      return;
    }
    void this.fetch(doc);
  }
  fetch(doc) {
    if (doc.fetching) {
      doc.again = true;
      return doc.fetching;
    }
    doc.fetching = (async () => {
      do {
        doc.again = false;
        await this.fetchOnce(doc);
      } while (doc.again && this.docs.get(doc.uri.toString()) === doc);
    })().finally(() => {
      doc.fetching = void 0;
    });
    return doc.fetching;
  }
  async fetchOnce(doc) {
    let result;
    try {
      result = await this.client.request(p.Requests.getTranscript, { uri: doc.serverUri, fromVersion: doc.version });
    } catch (err) {
      if (doc.version === null && !doc.expecting) {
        const placeholder = `_This transcript is not available: ${escapeMarkdown((0, import_log.errorMessage)(err))}_

_Open the session from the Agent Sessions view to load it._
`;
        if (placeholder !== doc.placeholder) {
          doc.placeholder = placeholder;
          doc.throttle.trigger();
        }
      }
      this.log.channel.debug(`getTranscript ${doc.serverUri}: ${(0, import_log.errorMessage)(err)}`);
      return;
    }
    let text = (0, import_transcriptText.applyTranscript)({ text: doc.text, version: doc.version }, result);
    if (text === void 0) {
      if (doc.version !== null && result.version < doc.version) {
        return;
      }
      const full = await this.client.request(p.Requests.getTranscript, { uri: doc.serverUri, fromVersion: null });
      result = full;
      text = full.text;
    }
    const changed = text !== doc.text || doc.version === null;
    doc.text = text;
    doc.version = result.version;
    if (changed) {
      doc.throttle.trigger();
    }
  }
  /** After a sidecar restart the versions mean nothing: fetch every open transcript anew. */
  reloadAll() {
    for (const doc of this.docs.values()) {
      doc.version = null;
      doc.text = "";
      doc.placeholder = LOADING;
      void this.fetch(doc);
    }
  }
  dispose() {
    this.docs.forEach((d) => d.throttle.dispose());
    this.disposables.forEach((d) => d.dispose());
    this.changeEmitter.dispose();
  }
}
function transcriptColumn(uri) {
  const editors = vscode.window.visibleTextEditors;
  const same = editors.find((e) => e.document.uri.toString() === uri.toString());
  const other = editors.find((e) => e.document.uri.scheme === p.TRANSCRIPT_SCHEME);
  const column = same?.viewColumn ?? other?.viewColumn;
  if (column !== void 0) {
    return column;
  }
  return vscode.window.activeTextEditor ? vscode.ViewColumn.Beside : vscode.ViewColumn.Active;
}
function serverUriOf(uri) {
  const parts = uri.path.replace(/^\/+/, "").replace(/\.md$/, "").split("/");
  if (parts.length === 2) {
    return p.transcriptUri(parts[0], parts[1]);
  }
  return uri.toString();
}
function escapeMarkdown(text) {
  return text.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, "\\$1");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  Transcripts
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3RyYW5zY3JpcHRzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBUcmFuc2NyaXB0IGRvY3VtZW50cyAoYGFjcC1zZXNzaW9uOmAgc2NoZW1lKTogcmVhZC1vbmx5IE1hcmtkb3duIGtlcHQgbGl2ZSBmcm9tIHRoZSBicmlkZ2UuXG4vLyBPbiBgdHJhbnNjcmlwdENoYW5nZWRgIG9ubHkgdGhlIHRhaWwgaXMgZmV0Y2hlZCAoYGZyb21WZXJzaW9uYCkgYW5kIHNwbGljZWQgaW4gYXQgYG9mZnNldGAuXG5cbmltcG9ydCAqIGFzIHZzY29kZSBmcm9tICd2c2NvZGUnO1xuaW1wb3J0IHR5cGUgeyBCcmlkZ2VDbGllbnQgfSBmcm9tICcuL2NsaWVudCc7XG5pbXBvcnQgeyBCcmlkZ2VMb2csIGVycm9yTWVzc2FnZSB9IGZyb20gJy4vbG9nJztcbmltcG9ydCAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBhcHBseVRyYW5zY3JpcHQsIFRocm90dGxlIH0gZnJvbSAnLi90cmFuc2NyaXB0VGV4dCc7XG5cbmludGVyZmFjZSBEb2Mge1xuICAvKiogVGhlIFVSSSBhcyB0aGUgYnJpZGdlIHNwZWxscyBpdCAoc2VudCBiYWNrIGluIHJlcXVlc3RzKS4gKi9cbiAgc2VydmVyVXJpOiBzdHJpbmc7XG4gIHVyaTogdnNjb2RlLlVyaTtcbiAgdGV4dDogc3RyaW5nO1xuICB2ZXJzaW9uOiBudW1iZXIgfCBudWxsO1xuICAvKiogVGV4dCBzaG93biB1bnRpbCB0aGUgZmlyc3QgYW5zd2VyIChvciB3aGVuIHRoZSBicmlkZ2UgaGFzIG5vIHN1Y2ggdHJhbnNjcmlwdCkuICovXG4gIHBsYWNlaG9sZGVyOiBzdHJpbmc7XG4gIGZldGNoaW5nOiBQcm9taXNlPHZvaWQ+IHwgdW5kZWZpbmVkO1xuICAvKiogQSBjaGFuZ2UgYXJyaXZlZCB3aGlsZSBmZXRjaGluZzogZmV0Y2ggYWdhaW4gYWZ0ZXJ3YXJkcy4gKi9cbiAgYWdhaW46IGJvb2xlYW47XG4gIC8qKiBBIGxvYWQvcmVzdW1lIGlzIHVuZGVyIHdheTogXCJub3QgZm91bmRcIiBvbmx5IG1lYW5zIFwibm90IGNyZWF0ZWQgeWV0XCIuICovXG4gIGV4cGVjdGluZzogYm9vbGVhbjtcbiAgdGhyb3R0bGU6IFRocm90dGxlO1xufVxuXG5jb25zdCBMT0FESU5HID0gJ19Mb2FkaW5nIHRoZSB0cmFuc2NyaXB0XHUyMDI2X1xcbic7XG5cbmV4cG9ydCBjbGFzcyBUcmFuc2NyaXB0cyBpbXBsZW1lbnRzIHZzY29kZS5UZXh0RG9jdW1lbnRDb250ZW50UHJvdmlkZXIsIHZzY29kZS5EaXNwb3NhYmxlIHtcbiAgcHJpdmF0ZSByZWFkb25seSBjaGFuZ2VFbWl0dGVyID0gbmV3IHZzY29kZS5FdmVudEVtaXR0ZXI8dnNjb2RlLlVyaT4oKTtcbiAgcmVhZG9ubHkgb25EaWRDaGFuZ2UgPSB0aGlzLmNoYW5nZUVtaXR0ZXIuZXZlbnQ7XG4gIHByaXZhdGUgcmVhZG9ubHkgZG9jcyA9IG5ldyBNYXA8c3RyaW5nLCBEb2M+KCk7XG4gIHByaXZhdGUgcmVhZG9ubHkgZGlzcG9zYWJsZXM6IHZzY29kZS5EaXNwb3NhYmxlW10gPSBbXTtcblxuICBjb25zdHJ1Y3RvcihcbiAgICBwcml2YXRlIHJlYWRvbmx5IGNsaWVudDogQnJpZGdlQ2xpZW50LFxuICAgIHByaXZhdGUgcmVhZG9ubHkgbG9nOiBCcmlkZ2VMb2csXG4gICkge1xuICAgIHRoaXMuZGlzcG9zYWJsZXMucHVzaChcbiAgICAgIHZzY29kZS53b3Jrc3BhY2UucmVnaXN0ZXJUZXh0RG9jdW1lbnRDb250ZW50UHJvdmlkZXIocC5UUkFOU0NSSVBUX1NDSEVNRSwgdGhpcyksXG4gICAgICBjbGllbnQub25UcmFuc2NyaXB0Q2hhbmdlZCgoZSkgPT4gdGhpcy5vbkNoYW5nZWQoZSkpLFxuICAgICAgY2xpZW50Lm9uRGlkU3RhcnQoKCkgPT4gdGhpcy5yZWxvYWRBbGwoKSksXG4gICAgICB2c2NvZGUud29ya3NwYWNlLm9uRGlkQ2xvc2VUZXh0RG9jdW1lbnQoKGQpID0+IHtcbiAgICAgICAgaWYgKGQudXJpLnNjaGVtZSA9PT0gcC5UUkFOU0NSSVBUX1NDSEVNRSkge1xuICAgICAgICAgIHRoaXMuZG9jcy5nZXQoZC51cmkudG9TdHJpbmcoKSk/LnRocm90dGxlLmRpc3Bvc2UoKTtcbiAgICAgICAgICB0aGlzLmRvY3MuZGVsZXRlKGQudXJpLnRvU3RyaW5nKCkpO1xuICAgICAgICB9XG4gICAgICB9KSxcbiAgICApO1xuICB9XG5cbiAgcHJpdmF0ZSBkb2ModXJpOiB2c2NvZGUuVXJpLCBzZXJ2ZXJVcmk/OiBzdHJpbmcpOiBEb2Mge1xuICAgIGNvbnN0IGtleSA9IHVyaS50b1N0cmluZygpO1xuICAgIGxldCBkb2MgPSB0aGlzLmRvY3MuZ2V0KGtleSk7XG4gICAgaWYgKCFkb2MpIHtcbiAgICAgIGNvbnN0IGNyZWF0ZWQ6IERvYyA9IHtcbiAgICAgICAgc2VydmVyVXJpOiBzZXJ2ZXJVcmkgPz8gc2VydmVyVXJpT2YodXJpKSxcbiAgICAgICAgdXJpLFxuICAgICAgICB0ZXh0OiAnJyxcbiAgICAgICAgdmVyc2lvbjogbnVsbCxcbiAgICAgICAgcGxhY2Vob2xkZXI6IExPQURJTkcsXG4gICAgICAgIGZldGNoaW5nOiB1bmRlZmluZWQsXG4gICAgICAgIGFnYWluOiBmYWxzZSxcbiAgICAgICAgZXhwZWN0aW5nOiBmYWxzZSxcbiAgICAgICAgdGhyb3R0bGU6IG5ldyBUaHJvdHRsZSgoKSA9PiB0aGlzLmNoYW5nZUVtaXR0ZXIuZmlyZSh1cmkpLCAxMDApLFxuICAgICAgfTtcbiAgICAgIGRvYyA9IGNyZWF0ZWQ7XG4gICAgICB0aGlzLmRvY3Muc2V0KGtleSwgZG9jKTtcbiAgICB9IGVsc2UgaWYgKHNlcnZlclVyaSkge1xuICAgICAgZG9jLnNlcnZlclVyaSA9IHNlcnZlclVyaTtcbiAgICB9XG4gICAgcmV0dXJuIGRvYztcbiAgfVxuXG4gIGFzeW5jIHByb3ZpZGVUZXh0RG9jdW1lbnRDb250ZW50KHVyaTogdnNjb2RlLlVyaSk6IFByb21pc2U8c3RyaW5nPiB7XG4gICAgY29uc3QgZG9jID0gdGhpcy5kb2ModXJpKTtcbiAgICAvLyBXaGlsZSBhIGxvYWQgaXMgdW5kZXIgd2F5IHRoZSBicmlkZ2UgY3JlYXRlcyB0aGUgdHJhbnNjcmlwdDogd2FpdCBmb3IgaXRzIGZpcnN0IGNoYW5nZS5cbiAgICBpZiAoZG9jLnZlcnNpb24gPT09IG51bGwgJiYgIWRvYy5leHBlY3RpbmcpIHtcbiAgICAgIGF3YWl0IHRoaXMuZmV0Y2goZG9jKTtcbiAgICB9XG4gICAgcmV0dXJuIGRvYy52ZXJzaW9uID09PSBudWxsID8gZG9jLnBsYWNlaG9sZGVyIDogZG9jLnRleHQ7XG4gIH1cblxuICAvKiogT3BlbnMgKG9yIHJldmVhbHMpIGEgdHJhbnNjcmlwdCBiZXNpZGUgdGhlIGVkaXRvciwgYXMgcmVhZC1vbmx5IE1hcmtkb3duLiBXaXRoIGBleHBlY3RpbmdgLFxuICAgKiB0aGUgYnJpZGdlIGlzIGFib3V0IHRvIGNyZWF0ZSBpdCAoYSBsb2FkIGlzIHVuZGVyIHdheSk6IGl0IHJlYWRzIFwiTG9hZGluZ1x1MjAyNlwiIHVudGlsIHRoZW4uICovXG4gIGFzeW5jIHNob3coc2VydmVyVXJpOiBzdHJpbmcsIGV4cGVjdGluZyA9IGZhbHNlKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgdXJpID0gdnNjb2RlLlVyaS5wYXJzZShzZXJ2ZXJVcmkpO1xuICAgIGNvbnN0IGRvYyA9IHRoaXMuZG9jKHVyaSwgc2VydmVyVXJpKTtcbiAgICBpZiAoZXhwZWN0aW5nKSB7XG4gICAgICBkb2MuZXhwZWN0aW5nID0gdHJ1ZTtcbiAgICAgIGlmIChkb2MudmVyc2lvbiA9PT0gbnVsbCkge1xuICAgICAgICBkb2MucGxhY2Vob2xkZXIgPSBMT0FESU5HO1xuICAgICAgfVxuICAgIH1cbiAgICBjb25zdCBkb2N1bWVudCA9IGF3YWl0IHZzY29kZS53b3Jrc3BhY2Uub3BlblRleHREb2N1bWVudCh1cmkpO1xuICAgIGlmIChkb2N1bWVudC5sYW5ndWFnZUlkICE9PSAnbWFya2Rvd24nKSB7XG4gICAgICBhd2FpdCB2c2NvZGUubGFuZ3VhZ2VzLnNldFRleHREb2N1bWVudExhbmd1YWdlKGRvY3VtZW50LCAnbWFya2Rvd24nKTtcbiAgICB9XG4gICAgYXdhaXQgdnNjb2RlLndpbmRvdy5zaG93VGV4dERvY3VtZW50KGRvY3VtZW50LCB7IHZpZXdDb2x1bW46IHRyYW5zY3JpcHRDb2x1bW4odXJpKSwgcHJldmlldzogZmFsc2UgfSk7XG4gIH1cblxuICAvKiogV2hldGhlciBhIHRyYW5zY3JpcHQgaXMgb3BlbiB3aXRoIGNvbnRlbnQuICovXG4gIGhhcyhzZXJ2ZXJVcmk6IHN0cmluZyk6IGJvb2xlYW4ge1xuICAgIGNvbnN0IGRvYyA9IHRoaXMuZG9jcy5nZXQodnNjb2RlLlVyaS5wYXJzZShzZXJ2ZXJVcmkpLnRvU3RyaW5nKCkpO1xuICAgIHJldHVybiAhIWRvYyAmJiBkb2MudmVyc2lvbiAhPT0gbnVsbDtcbiAgfVxuXG4gIC8qKiBGZXRjaGVzIHdoYXQgY2hhbmdlZCAoZS5nLiBvbmNlIGEgbG9hZCByZXF1ZXN0IGhhcyBhbnN3ZXJlZCwgb3IgZmFpbGVkKS4gKi9cbiAgcmVmcmVzaChzZXJ2ZXJVcmk6IHN0cmluZyk6IHZvaWQge1xuICAgIGNvbnN0IGRvYyA9IHRoaXMuZG9jcy5nZXQodnNjb2RlLlVyaS5wYXJzZShzZXJ2ZXJVcmkpLnRvU3RyaW5nKCkpO1xuICAgIGlmIChkb2MpIHtcbiAgICAgIGRvYy5leHBlY3RpbmcgPSBmYWxzZTtcbiAgICAgIHZvaWQgdGhpcy5mZXRjaChkb2MpO1xuICAgIH1cbiAgfVxuXG4gIHByaXZhdGUgb25DaGFuZ2VkKGU6IHAuVHJhbnNjcmlwdENoYW5nZWQpOiB2b2lkIHtcbiAgICBjb25zdCBkb2MgPSB0aGlzLmRvY3MuZ2V0KHZzY29kZS5VcmkucGFyc2UoZS51cmkpLnRvU3RyaW5nKCkpO1xuICAgIGlmICghZG9jKSB7XG4gICAgICByZXR1cm47IC8vIG5vdCBvcGVuOiBmZXRjaGVkIHdoZW4gaXQgaXNcbiAgICB9XG4gICAgZG9jLnNlcnZlclVyaSA9IGUudXJpO1xuICAgIGlmIChkb2MudmVyc2lvbiAhPT0gbnVsbCAmJiBlLnZlcnNpb24gPD0gZG9jLnZlcnNpb24pIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdm9pZCB0aGlzLmZldGNoKGRvYyk7XG4gIH1cblxuICBwcml2YXRlIGZldGNoKGRvYzogRG9jKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgaWYgKGRvYy5mZXRjaGluZykge1xuICAgICAgZG9jLmFnYWluID0gdHJ1ZTtcbiAgICAgIHJldHVybiBkb2MuZmV0Y2hpbmc7XG4gICAgfVxuICAgIGRvYy5mZXRjaGluZyA9IChhc3luYyAoKSA9PiB7XG4gICAgICBkbyB7XG4gICAgICAgIGRvYy5hZ2FpbiA9IGZhbHNlO1xuICAgICAgICBhd2FpdCB0aGlzLmZldGNoT25jZShkb2MpO1xuICAgICAgfSB3aGlsZSAoZG9jLmFnYWluICYmIHRoaXMuZG9jcy5nZXQoZG9jLnVyaS50b1N0cmluZygpKSA9PT0gZG9jKTtcbiAgICB9KSgpLmZpbmFsbHkoKCkgPT4ge1xuICAgICAgZG9jLmZldGNoaW5nID0gdW5kZWZpbmVkO1xuICAgIH0pO1xuICAgIHJldHVybiBkb2MuZmV0Y2hpbmc7XG4gIH1cblxuICBwcml2YXRlIGFzeW5jIGZldGNoT25jZShkb2M6IERvYyk6IFByb21pc2U8dm9pZD4ge1xuICAgIGxldCByZXN1bHQ6IHAuVHJhbnNjcmlwdFJlc3VsdDtcbiAgICB0cnkge1xuICAgICAgcmVzdWx0ID0gYXdhaXQgdGhpcy5jbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmdldFRyYW5zY3JpcHQsIHsgdXJpOiBkb2Muc2VydmVyVXJpLCBmcm9tVmVyc2lvbjogZG9jLnZlcnNpb24gfSk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBpZiAoZG9jLnZlcnNpb24gPT09IG51bGwgJiYgIWRvYy5leHBlY3RpbmcpIHtcbiAgICAgICAgY29uc3QgcGxhY2Vob2xkZXIgPSBgX1RoaXMgdHJhbnNjcmlwdCBpcyBub3QgYXZhaWxhYmxlOiAke2VzY2FwZU1hcmtkb3duKGVycm9yTWVzc2FnZShlcnIpKX1fXFxuXFxuX09wZW4gdGhlIHNlc3Npb24gZnJvbSB0aGUgQWdlbnQgU2Vzc2lvbnMgdmlldyB0byBsb2FkIGl0Ll9cXG5gO1xuICAgICAgICBpZiAocGxhY2Vob2xkZXIgIT09IGRvYy5wbGFjZWhvbGRlcikge1xuICAgICAgICAgIGRvYy5wbGFjZWhvbGRlciA9IHBsYWNlaG9sZGVyO1xuICAgICAgICAgIGRvYy50aHJvdHRsZS50cmlnZ2VyKCk7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICAgIHRoaXMubG9nLmNoYW5uZWwuZGVidWcoYGdldFRyYW5zY3JpcHQgJHtkb2Muc2VydmVyVXJpfTogJHtlcnJvck1lc3NhZ2UoZXJyKX1gKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgbGV0IHRleHQgPSBhcHBseVRyYW5zY3JpcHQoeyB0ZXh0OiBkb2MudGV4dCwgdmVyc2lvbjogZG9jLnZlcnNpb24gfSwgcmVzdWx0KTtcbiAgICBpZiAodGV4dCA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICBpZiAoZG9jLnZlcnNpb24gIT09IG51bGwgJiYgcmVzdWx0LnZlcnNpb24gPCBkb2MudmVyc2lvbikge1xuICAgICAgICByZXR1cm47IC8vIHN0YWxlXG4gICAgICB9XG4gICAgICAvLyBPZmZzZXRzIGRvIG5vdCBmaXQgd2hhdCB3ZSBob2xkOiB0YWtlIHRoZSB3aG9sZSB0ZXh0LlxuICAgICAgY29uc3QgZnVsbCA9IGF3YWl0IHRoaXMuY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5nZXRUcmFuc2NyaXB0LCB7IHVyaTogZG9jLnNlcnZlclVyaSwgZnJvbVZlcnNpb246IG51bGwgfSk7XG4gICAgICByZXN1bHQgPSBmdWxsO1xuICAgICAgdGV4dCA9IGZ1bGwudGV4dDtcbiAgICB9XG4gICAgY29uc3QgY2hhbmdlZCA9IHRleHQgIT09IGRvYy50ZXh0IHx8IGRvYy52ZXJzaW9uID09PSBudWxsO1xuICAgIGRvYy50ZXh0ID0gdGV4dDtcbiAgICBkb2MudmVyc2lvbiA9IHJlc3VsdC52ZXJzaW9uO1xuICAgIGlmIChjaGFuZ2VkKSB7XG4gICAgICBkb2MudGhyb3R0bGUudHJpZ2dlcigpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBBZnRlciBhIHNpZGVjYXIgcmVzdGFydCB0aGUgdmVyc2lvbnMgbWVhbiBub3RoaW5nOiBmZXRjaCBldmVyeSBvcGVuIHRyYW5zY3JpcHQgYW5ldy4gKi9cbiAgcHJpdmF0ZSByZWxvYWRBbGwoKTogdm9pZCB7XG4gICAgZm9yIChjb25zdCBkb2Mgb2YgdGhpcy5kb2NzLnZhbHVlcygpKSB7XG4gICAgICBkb2MudmVyc2lvbiA9IG51bGw7XG4gICAgICBkb2MudGV4dCA9ICcnO1xuICAgICAgZG9jLnBsYWNlaG9sZGVyID0gTE9BRElORztcbiAgICAgIHZvaWQgdGhpcy5mZXRjaChkb2MpO1xuICAgIH1cbiAgfVxuXG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgdGhpcy5kb2NzLmZvckVhY2goKGQpID0+IGQudGhyb3R0bGUuZGlzcG9zZSgpKTtcbiAgICB0aGlzLmRpc3Bvc2FibGVzLmZvckVhY2goKGQpID0+IGQuZGlzcG9zZSgpKTtcbiAgICB0aGlzLmNoYW5nZUVtaXR0ZXIuZGlzcG9zZSgpO1xuICB9XG59XG5cbi8qKlxuICogV2hlcmUgYSB0cmFuc2NyaXB0IG9wZW5zOiB3aGVyZSBpdCBpcyBhbHJlYWR5IHNob3duLCBlbHNlIHdoZXJlIGFub3RoZXIgdHJhbnNjcmlwdCBpcyBzaG93blxuICogKHRyYW5zY3JpcHRzIHJlcGxhY2UgZWFjaCBvdGhlciB0aGVyZSwgbm90IG9uZSBtb3JlIGNvbHVtbiBlYWNoKSwgZWxzZSBiZXNpZGUgdGhlIGFjdGl2ZSBlZGl0b3JcbiAqIChvciBpbiB0aGUgZmlyc3QgY29sdW1uIHdoZW4gbm8gZWRpdG9yIGlzIG9wZW4pLlxuICovXG5mdW5jdGlvbiB0cmFuc2NyaXB0Q29sdW1uKHVyaTogdnNjb2RlLlVyaSk6IHZzY29kZS5WaWV3Q29sdW1uIHtcbiAgY29uc3QgZWRpdG9ycyA9IHZzY29kZS53aW5kb3cudmlzaWJsZVRleHRFZGl0b3JzO1xuICBjb25zdCBzYW1lID0gZWRpdG9ycy5maW5kKChlKSA9PiBlLmRvY3VtZW50LnVyaS50b1N0cmluZygpID09PSB1cmkudG9TdHJpbmcoKSk7XG4gIGNvbnN0IG90aGVyID0gZWRpdG9ycy5maW5kKChlKSA9PiBlLmRvY3VtZW50LnVyaS5zY2hlbWUgPT09IHAuVFJBTlNDUklQVF9TQ0hFTUUpO1xuICBjb25zdCBjb2x1bW4gPSBzYW1lPy52aWV3Q29sdW1uID8/IG90aGVyPy52aWV3Q29sdW1uO1xuICBpZiAoY29sdW1uICE9PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4gY29sdW1uO1xuICB9XG4gIHJldHVybiB2c2NvZGUud2luZG93LmFjdGl2ZVRleHRFZGl0b3IgPyB2c2NvZGUuVmlld0NvbHVtbi5CZXNpZGUgOiB2c2NvZGUuVmlld0NvbHVtbi5BY3RpdmU7XG59XG5cbi8qKiBUaGUgYnJpZGdlJ3Mgc3BlbGxpbmcgb2YgYSBVUkkgd2UgZGlkIG5vdCBnZXQgZnJvbSBpdCAoZS5nLiBhbiBlZGl0b3IgcmVzdG9yZWQgYWZ0ZXIgYSByZWxvYWQpLiAqL1xuZnVuY3Rpb24gc2VydmVyVXJpT2YodXJpOiB2c2NvZGUuVXJpKTogc3RyaW5nIHtcbiAgY29uc3QgcGFydHMgPSB1cmkucGF0aC5yZXBsYWNlKC9eXFwvKy8sICcnKS5yZXBsYWNlKC9cXC5tZCQvLCAnJykuc3BsaXQoJy8nKTtcbiAgaWYgKHBhcnRzLmxlbmd0aCA9PT0gMikge1xuICAgIHJldHVybiBwLnRyYW5zY3JpcHRVcmkocGFydHNbMF0sIHBhcnRzWzFdKTtcbiAgfVxuICByZXR1cm4gdXJpLnRvU3RyaW5nKCk7XG59XG5cbmZ1bmN0aW9uIGVzY2FwZU1hcmtkb3duKHRleHQ6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiB0ZXh0LnJlcGxhY2UoLyhbXFxcXGAqX3t9W1xcXSgpIytcXC0uITw+fH5dKS9nLCAnXFxcXCQxJyk7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUdBLGFBQXdCO0FBRXhCLGlCQUF3QztBQUN4QyxRQUFtQjtBQUNuQiw0QkFBMEM7QUFrQjFDLE1BQU0sVUFBVTtBQUVULE1BQU0sWUFBNkU7QUFBQSxFQU14RixZQUNtQixRQUNBLEtBQ2pCO0FBRmlCO0FBQ0E7QUFFakIsU0FBSyxZQUFZO0FBQUEsTUFDZixPQUFPLFVBQVUsb0NBQW9DLEVBQUUsbUJBQW1CLElBQUk7QUFBQSxNQUM5RSxPQUFPLG9CQUFvQixDQUFDLE1BQU0sS0FBSyxVQUFVLENBQUMsQ0FBQztBQUFBLE1BQ25ELE9BQU8sV0FBVyxNQUFNLEtBQUssVUFBVSxDQUFDO0FBQUEsTUFDeEMsT0FBTyxVQUFVLHVCQUF1QixDQUFDLE1BQU07QUFDN0MsWUFBSSxFQUFFLElBQUksV0FBVyxFQUFFLG1CQUFtQjtBQUN4QyxlQUFLLEtBQUssSUFBSSxFQUFFLElBQUksU0FBUyxDQUFDLEdBQUcsU0FBUyxRQUFRO0FBQ2xELGVBQUssS0FBSyxPQUFPLEVBQUUsSUFBSSxTQUFTLENBQUM7QUFBQSxRQUNuQztBQUFBLE1BQ0YsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGO0FBQUEsRUFkbUI7QUFBQSxFQUNBO0FBQUEsRUFQRixnQkFBZ0IsSUFBSSxPQUFPLGFBQXlCO0FBQUEsRUFDNUQsY0FBYyxLQUFLLGNBQWM7QUFBQSxFQUN6QixPQUFPLG9CQUFJLElBQWlCO0FBQUEsRUFDNUIsY0FBbUMsQ0FBQztBQUFBLEVBbUI3QyxJQUFJLEtBQWlCLFdBQXlCO0FBQ3BELFVBQU0sTUFBTSxJQUFJLFNBQVM7QUFDekIsUUFBSSxNQUFNLEtBQUssS0FBSyxJQUFJLEdBQUc7QUFDM0IsUUFBSSxDQUFDLEtBQUs7QUFDUixZQUFNLFVBQWU7QUFBQSxRQUNuQixXQUFXLGFBQWEsWUFBWSxHQUFHO0FBQUEsUUFDdkM7QUFBQSxRQUNBLE1BQU07QUFBQSxRQUNOLFNBQVM7QUFBQSxRQUNULGFBQWE7QUFBQSxRQUNiLFVBQVU7QUFBQSxRQUNWLE9BQU87QUFBQSxRQUNQLFdBQVc7QUFBQSxRQUNYLFVBQVUsSUFBSSwrQkFBUyxNQUFNLEtBQUssY0FBYyxLQUFLLEdBQUcsR0FBRyxHQUFHO0FBQUEsTUFDaEU7QUFDQSxZQUFNO0FBQ04sV0FBSyxLQUFLLElBQUksS0FBSyxHQUFHO0FBQUEsSUFDeEIsV0FBVyxXQUFXO0FBQ3BCLFVBQUksWUFBWTtBQUFBLElBQ2xCO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVBLE1BQU0sMkJBQTJCLEtBQWtDO0FBQ2pFLFVBQU0sTUFBTSxLQUFLLElBQUksR0FBRztBQUV4QixRQUFJLElBQUksWUFBWSxRQUFRLENBQUMsSUFBSSxXQUFXO0FBQzFDLFlBQU0sS0FBSyxNQUFNLEdBQUc7QUFBQSxJQUN0QjtBQUNBLFdBQU8sSUFBSSxZQUFZLE9BQU8sSUFBSSxjQUFjLElBQUk7QUFBQSxFQUN0RDtBQUFBO0FBQUE7QUFBQSxFQUlBLE1BQU0sS0FBSyxXQUFtQixZQUFZLE9BQXNCO0FBQzlELFVBQU0sTUFBTSxPQUFPLElBQUksTUFBTSxTQUFTO0FBQ3RDLFVBQU0sTUFBTSxLQUFLLElBQUksS0FBSyxTQUFTO0FBQ25DLFFBQUksV0FBVztBQUNiLFVBQUksWUFBWTtBQUNoQixVQUFJLElBQUksWUFBWSxNQUFNO0FBQ3hCLFlBQUksY0FBYztBQUFBLE1BQ3BCO0FBQUEsSUFDRjtBQUNBLFVBQU0sV0FBVyxNQUFNLE9BQU8sVUFBVSxpQkFBaUIsR0FBRztBQUM1RCxRQUFJLFNBQVMsZUFBZSxZQUFZO0FBQ3RDLFlBQU0sT0FBTyxVQUFVLHdCQUF3QixVQUFVLFVBQVU7QUFBQSxJQUNyRTtBQUNBLFVBQU0sT0FBTyxPQUFPLGlCQUFpQixVQUFVLEVBQUUsWUFBWSxpQkFBaUIsR0FBRyxHQUFHLFNBQVMsTUFBTSxDQUFDO0FBQUEsRUFDdEc7QUFBQTtBQUFBLEVBR0EsSUFBSSxXQUE0QjtBQUM5QixVQUFNLE1BQU0sS0FBSyxLQUFLLElBQUksT0FBTyxJQUFJLE1BQU0sU0FBUyxFQUFFLFNBQVMsQ0FBQztBQUNoRSxXQUFPLENBQUMsQ0FBQyxPQUFPLElBQUksWUFBWTtBQUFBLEVBQ2xDO0FBQUE7QUFBQSxFQUdBLFFBQVEsV0FBeUI7QUFDL0IsVUFBTSxNQUFNLEtBQUssS0FBSyxJQUFJLE9BQU8sSUFBSSxNQUFNLFNBQVMsRUFBRSxTQUFTLENBQUM7QUFDaEUsUUFBSSxLQUFLO0FBQ1AsVUFBSSxZQUFZO0FBQ2hCLFdBQUssS0FBSyxNQUFNLEdBQUc7QUFBQSxJQUNyQjtBQUFBLEVBQ0Y7QUFBQSxFQUVRLFVBQVUsR0FBOEI7QUFDOUMsVUFBTSxNQUFNLEtBQUssS0FBSyxJQUFJLE9BQU8sSUFBSSxNQUFNLEVBQUUsR0FBRyxFQUFFLFNBQVMsQ0FBQztBQUM1RCxRQUFJLENBQUMsS0FBSztBQUNSO0FBQUEsSUFDRjtBQUNBLFFBQUksWUFBWSxFQUFFO0FBQ2xCLFFBQUksSUFBSSxZQUFZLFFBQVEsRUFBRSxXQUFXLElBQUksU0FBUztBQUNwRDtBQUFBLElBQ0Y7QUFDQSxTQUFLLEtBQUssTUFBTSxHQUFHO0FBQUEsRUFDckI7QUFBQSxFQUVRLE1BQU0sS0FBeUI7QUFDckMsUUFBSSxJQUFJLFVBQVU7QUFDaEIsVUFBSSxRQUFRO0FBQ1osYUFBTyxJQUFJO0FBQUEsSUFDYjtBQUNBLFFBQUksWUFBWSxZQUFZO0FBQzFCLFNBQUc7QUFDRCxZQUFJLFFBQVE7QUFDWixjQUFNLEtBQUssVUFBVSxHQUFHO0FBQUEsTUFDMUIsU0FBUyxJQUFJLFNBQVMsS0FBSyxLQUFLLElBQUksSUFBSSxJQUFJLFNBQVMsQ0FBQyxNQUFNO0FBQUEsSUFDOUQsR0FBRyxFQUFFLFFBQVEsTUFBTTtBQUNqQixVQUFJLFdBQVc7QUFBQSxJQUNqQixDQUFDO0FBQ0QsV0FBTyxJQUFJO0FBQUEsRUFDYjtBQUFBLEVBRUEsTUFBYyxVQUFVLEtBQXlCO0FBQy9DLFFBQUk7QUFDSixRQUFJO0FBQ0YsZUFBUyxNQUFNLEtBQUssT0FBTyxRQUFRLEVBQUUsU0FBUyxlQUFlLEVBQUUsS0FBSyxJQUFJLFdBQVcsYUFBYSxJQUFJLFFBQVEsQ0FBQztBQUFBLElBQy9HLFNBQVMsS0FBSztBQUNaLFVBQUksSUFBSSxZQUFZLFFBQVEsQ0FBQyxJQUFJLFdBQVc7QUFDMUMsY0FBTSxjQUFjLHNDQUFzQyxtQkFBZSx5QkFBYSxHQUFHLENBQUMsQ0FBQztBQUFBO0FBQUE7QUFBQTtBQUMzRixZQUFJLGdCQUFnQixJQUFJLGFBQWE7QUFDbkMsY0FBSSxjQUFjO0FBQ2xCLGNBQUksU0FBUyxRQUFRO0FBQUEsUUFDdkI7QUFBQSxNQUNGO0FBQ0EsV0FBSyxJQUFJLFFBQVEsTUFBTSxpQkFBaUIsSUFBSSxTQUFTLFNBQUsseUJBQWEsR0FBRyxDQUFDLEVBQUU7QUFDN0U7QUFBQSxJQUNGO0FBQ0EsUUFBSSxXQUFPLHVDQUFnQixFQUFFLE1BQU0sSUFBSSxNQUFNLFNBQVMsSUFBSSxRQUFRLEdBQUcsTUFBTTtBQUMzRSxRQUFJLFNBQVMsUUFBVztBQUN0QixVQUFJLElBQUksWUFBWSxRQUFRLE9BQU8sVUFBVSxJQUFJLFNBQVM7QUFDeEQ7QUFBQSxNQUNGO0FBRUEsWUFBTSxPQUFPLE1BQU0sS0FBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLGVBQWUsRUFBRSxLQUFLLElBQUksV0FBVyxhQUFhLEtBQUssQ0FBQztBQUMxRyxlQUFTO0FBQ1QsYUFBTyxLQUFLO0FBQUEsSUFDZDtBQUNBLFVBQU0sVUFBVSxTQUFTLElBQUksUUFBUSxJQUFJLFlBQVk7QUFDckQsUUFBSSxPQUFPO0FBQ1gsUUFBSSxVQUFVLE9BQU87QUFDckIsUUFBSSxTQUFTO0FBQ1gsVUFBSSxTQUFTLFFBQVE7QUFBQSxJQUN2QjtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR1EsWUFBa0I7QUFDeEIsZUFBVyxPQUFPLEtBQUssS0FBSyxPQUFPLEdBQUc7QUFDcEMsVUFBSSxVQUFVO0FBQ2QsVUFBSSxPQUFPO0FBQ1gsVUFBSSxjQUFjO0FBQ2xCLFdBQUssS0FBSyxNQUFNLEdBQUc7QUFBQSxJQUNyQjtBQUFBLEVBQ0Y7QUFBQSxFQUVBLFVBQWdCO0FBQ2QsU0FBSyxLQUFLLFFBQVEsQ0FBQyxNQUFNLEVBQUUsU0FBUyxRQUFRLENBQUM7QUFDN0MsU0FBSyxZQUFZLFFBQVEsQ0FBQyxNQUFNLEVBQUUsUUFBUSxDQUFDO0FBQzNDLFNBQUssY0FBYyxRQUFRO0FBQUEsRUFDN0I7QUFDRjtBQU9BLFNBQVMsaUJBQWlCLEtBQW9DO0FBQzVELFFBQU0sVUFBVSxPQUFPLE9BQU87QUFDOUIsUUFBTSxPQUFPLFFBQVEsS0FBSyxDQUFDLE1BQU0sRUFBRSxTQUFTLElBQUksU0FBUyxNQUFNLElBQUksU0FBUyxDQUFDO0FBQzdFLFFBQU0sUUFBUSxRQUFRLEtBQUssQ0FBQyxNQUFNLEVBQUUsU0FBUyxJQUFJLFdBQVcsRUFBRSxpQkFBaUI7QUFDL0UsUUFBTSxTQUFTLE1BQU0sY0FBYyxPQUFPO0FBQzFDLE1BQUksV0FBVyxRQUFXO0FBQ3hCLFdBQU87QUFBQSxFQUNUO0FBQ0EsU0FBTyxPQUFPLE9BQU8sbUJBQW1CLE9BQU8sV0FBVyxTQUFTLE9BQU8sV0FBVztBQUN2RjtBQUdBLFNBQVMsWUFBWSxLQUF5QjtBQUM1QyxRQUFNLFFBQVEsSUFBSSxLQUFLLFFBQVEsUUFBUSxFQUFFLEVBQUUsUUFBUSxTQUFTLEVBQUUsRUFBRSxNQUFNLEdBQUc7QUFDekUsTUFBSSxNQUFNLFdBQVcsR0FBRztBQUN0QixXQUFPLEVBQUUsY0FBYyxNQUFNLENBQUMsR0FBRyxNQUFNLENBQUMsQ0FBQztBQUFBLEVBQzNDO0FBQ0EsU0FBTyxJQUFJLFNBQVM7QUFDdEI7QUFFQSxTQUFTLGVBQWUsTUFBc0I7QUFDNUMsU0FBTyxLQUFLLFFBQVEsK0JBQStCLE1BQU07QUFDM0Q7IiwKICAibmFtZXMiOiBbXQp9Cg==
