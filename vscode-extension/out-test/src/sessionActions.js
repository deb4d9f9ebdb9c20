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
var sessionActions_exports = {};
__export(sessionActions_exports, {
  SessionActions: () => SessionActions
});
module.exports = __toCommonJS(sessionActions_exports);
var os = __toESM(require("os"));
var vscode = __toESM(require("vscode"));
var p = __toESM(require("./protocol"));
class SessionActions {
  constructor(client, state, transcripts, log) {
    this.client = client;
    this.state = state;
    this.transcripts = transcripts;
    this.log = log;
  }
  client;
  state;
  transcripts;
  log;
  title(ref) {
    const item = ref;
    return item.displayTitle ?? ref.sessionId;
  }
  /**
   * Leaving the active session while this window has a prompt running in it: ask first, then
   * cancel the prompt. False when the user keeps it.
   */
  async confirmSwitch(target) {
    const active = this.state.active;
    if (!active || this.state.isActive(target) || !this.state.promptRunning(active)) {
      return true;
    }
    const cancel = "Cancel Prompt and Switch";
    const choice = await vscode.window.showWarningMessage(
      `A prompt is still running in \u201C${active.displayTitle}\u201D. Cancel it and switch?`,
      { modal: true },
      cancel
    );
    if (choice !== cancel) {
      return false;
    }
    try {
      await this.client.request(p.Requests.cancelPrompt, { agentId: active.agentId, sessionId: active.sessionId });
    } catch (err) {
      this.log.reportError("Cancelling the prompt", err);
    }
    return true;
  }
  /**
   * Makes a session the active one and opens its transcript beside the editor: loaded (replay)
   * when the agent can load, else resumed. The document opens at once and fills in while the
   * replay streams.
   */
  async open(item, how = "auto") {
    const uri = p.transcriptUri(item.agentId, item.sessionId);
    if (how === "auto" && this.state.isActive(item) && this.transcripts.has(uri)) {
      await this.transcripts.show(uri);
      return;
    }
    if (!await this.confirmSwitch(item)) {
      return;
    }
    const caps = this.state.capabilities(item.agentId);
    const load = how === "load" || how === "auto" && caps?.load !== false;
    const request = this.client.request(load ? p.Requests.loadSession : p.Requests.resumeSession, {
      agentId: item.agentId,
      sessionId: item.sessionId,
      cwd: item.cwd ?? null
    });
    const shown = this.transcripts.show(uri, true).catch((err) => this.log.reportError("Opening the transcript", err));
    try {
      await this.showResult(await request, uri);
    } catch (err) {
      this.transcripts.refresh(uri);
      this.log.reportError(`Opening \u201C${this.title(item)}\u201D`, err);
    }
    await shown;
  }
  /** After an open/new/continue request: the right document, fresh, and a word if incomplete. */
  async showResult(result, alreadyShown) {
    if (result.uri !== alreadyShown) {
      await this.transcripts.show(result.uri);
    }
    this.transcripts.refresh(result.uri);
    if (!result.complete) {
      void this.log.notify(
        "warning",
        `The transcript of \u201C${result.session.displayTitle}\u201D is incomplete: ${result.incompleteReason ?? "the replay stopped early"}.`
      );
    }
  }
  async close(ref) {
    try {
      await this.client.request(p.Requests.closeSession, { agentId: ref.agentId, sessionId: ref.sessionId });
      vscode.window.setStatusBarMessage(`Closed \u201C${this.title(ref)}\u201D`, 3e3);
    } catch (err) {
      this.log.reportError(`Closing \u201C${this.title(ref)}\u201D`, err);
    }
  }
  /** Deletes after a modal confirmation; true when deleted. */
  async delete(ref) {
    const del = "Delete";
    const choice = await vscode.window.showWarningMessage(
      `Delete the session \u201C${this.title(ref)}\u201D?`,
      { modal: true, detail: `${this.state.agentName(ref.agentId)} deletes it for good. This cannot be undone.` },
      del
    );
    if (choice !== del) {
      return false;
    }
    try {
      await this.client.request(p.Requests.deleteSession, { agentId: ref.agentId, sessionId: ref.sessionId });
      return true;
    } catch (err) {
      this.log.reportError(`Deleting \u201C${this.title(ref)}\u201D`, err);
      return false;
    }
  }
  async copyId(ref) {
    await vscode.env.clipboard.writeText(ref.sessionId);
    vscode.window.setStatusBarMessage(`Copied the session id ${ref.sessionId}`, 3e3);
  }
  async exportMarkdown(ref) {
    let result;
    try {
      result = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: `Exporting \u201C${this.title(ref)}\u201D\u2026` },
        () => this.client.request(p.Requests.exportMarkdown, { agentId: ref.agentId, sessionId: ref.sessionId })
      );
    } catch (err) {
      this.log.reportError(`Exporting \u201C${this.title(ref)}\u201D`, err);
      return;
    }
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(os.homedir());
    const target = await vscode.window.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(folder, result.fileName),
      filters: { Markdown: ["md"] },
      title: "Export Session as Markdown"
    });
    if (!target) {
      return;
    }
    try {
      await vscode.workspace.fs.writeFile(target, Buffer.from(result.markdown, "utf8"));
    } catch (err) {
      this.log.reportError("Writing the export", err);
      return;
    }
    const open = "Open";
    const choice = await vscode.window.showInformationMessage(`Exported to ${target.fsPath}`, open);
    if (choice === open) {
      await vscode.window.showTextDocument(target, { preview: false });
    }
  }
  /** A local title (kept by the bridge, never sent to the agent); empty clears it. */
  async rename(item) {
    const value = await vscode.window.showInputBox({
      title: "Rename Session",
      prompt: "A title of your own for this session (empty: back to the agent\u2019s title)",
      value: item.localTitle ?? item.displayTitle,
      validateInput: (v) => v.length > 500 ? "At most 500 characters." : void 0
    });
    if (value === void 0) {
      return;
    }
    try {
      await this.client.request(p.Requests.setLocalTitle, {
        agentId: item.agentId,
        sessionId: item.sessionId,
        title: value.trim() ? value.trim() : null
      });
    } catch (err) {
      this.log.reportError("Renaming the session", err);
    }
  }
  /** Sends a prompt to the active session; the reply streams into its transcript. */
  async sendPrompt(text) {
    const active = this.state.active;
    if (!active) {
      void vscode.window.showInformationMessage("No session is active. Open or start one first.");
      return;
    }
    const ref = { agentId: active.agentId, sessionId: active.sessionId };
    const uri = p.transcriptUri(ref.agentId, ref.sessionId);
    if (!this.transcripts.has(uri)) {
      void this.transcripts.show(uri).catch(() => void 0);
    }
    try {
      const result = await this.state.trackPrompt(ref, this.client.request(p.Requests.sendPrompt, { ...ref, text }));
      if (result.stopReason !== "end_turn") {
        vscode.window.setStatusBarMessage(`The turn ended: ${result.stopReason}`, 5e3);
      }
    } catch (err) {
      this.log.reportError("Sending the prompt", err);
    }
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SessionActions
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3Nlc3Npb25BY3Rpb25zLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBXaGF0IGNhbiBiZSBkb25lIHRvIG9uZSBzZXNzaW9uLCBzaGFyZWQgYnkgdGhlIHRyZWUsIHRoZSBzd2l0Y2hlciBhbmQgdGhlIHBhbGV0dGUgY29tbWFuZHMuXG5cbmltcG9ydCAqIGFzIG9zIGZyb20gJ29zJztcbmltcG9ydCAqIGFzIHZzY29kZSBmcm9tICd2c2NvZGUnO1xuaW1wb3J0IHR5cGUgeyBCcmlkZ2VDbGllbnQgfSBmcm9tICcuL2NsaWVudCc7XG5pbXBvcnQgeyBCcmlkZ2VMb2cgfSBmcm9tICcuL2xvZyc7XG5pbXBvcnQgKiBhcyBwIGZyb20gJy4vcHJvdG9jb2wnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuL3N0YXRlJztcbmltcG9ydCB7IFRyYW5zY3JpcHRzIH0gZnJvbSAnLi90cmFuc2NyaXB0cyc7XG5cbmV4cG9ydCB0eXBlIE9wZW5Ib3cgPSAnYXV0bycgfCAnbG9hZCcgfCAncmVzdW1lJztcblxuZXhwb3J0IGNsYXNzIFNlc3Npb25BY3Rpb25zIHtcbiAgY29uc3RydWN0b3IoXG4gICAgcmVhZG9ubHkgY2xpZW50OiBCcmlkZ2VDbGllbnQsXG4gICAgcmVhZG9ubHkgc3RhdGU6IEJyaWRnZVN0YXRlLFxuICAgIHByaXZhdGUgcmVhZG9ubHkgdHJhbnNjcmlwdHM6IFRyYW5zY3JpcHRzLFxuICAgIHByaXZhdGUgcmVhZG9ubHkgbG9nOiBCcmlkZ2VMb2csXG4gICkge31cblxuICBwcml2YXRlIHRpdGxlKHJlZjogcC5TZXNzaW9uUmVmKTogc3RyaW5nIHtcbiAgICBjb25zdCBpdGVtID0gcmVmIGFzIFBhcnRpYWw8cC5TZXNzaW9uSXRlbT47XG4gICAgcmV0dXJuIGl0ZW0uZGlzcGxheVRpdGxlID8/IHJlZi5zZXNzaW9uSWQ7XG4gIH1cblxuICAvKipcbiAgICogTGVhdmluZyB0aGUgYWN0aXZlIHNlc3Npb24gd2hpbGUgdGhpcyB3aW5kb3cgaGFzIGEgcHJvbXB0IHJ1bm5pbmcgaW4gaXQ6IGFzayBmaXJzdCwgdGhlblxuICAgKiBjYW5jZWwgdGhlIHByb21wdC4gRmFsc2Ugd2hlbiB0aGUgdXNlciBrZWVwcyBpdC5cbiAgICovXG4gIGFzeW5jIGNvbmZpcm1Td2l0Y2godGFyZ2V0OiBwLlNlc3Npb25SZWYpOiBQcm9taXNlPGJvb2xlYW4+IHtcbiAgICBjb25zdCBhY3RpdmUgPSB0aGlzLnN0YXRlLmFjdGl2ZTtcbiAgICBpZiAoIWFjdGl2ZSB8fCB0aGlzLnN0YXRlLmlzQWN0aXZlKHRhcmdldCkgfHwgIXRoaXMuc3RhdGUucHJvbXB0UnVubmluZyhhY3RpdmUpKSB7XG4gICAgICByZXR1cm4gdHJ1ZTtcbiAgICB9XG4gICAgY29uc3QgY2FuY2VsID0gJ0NhbmNlbCBQcm9tcHQgYW5kIFN3aXRjaCc7XG4gICAgY29uc3QgY2hvaWNlID0gYXdhaXQgdnNjb2RlLndpbmRvdy5zaG93V2FybmluZ01lc3NhZ2UoXG4gICAgICBgQSBwcm9tcHQgaXMgc3RpbGwgcnVubmluZyBpbiBcdTIwMUMke2FjdGl2ZS5kaXNwbGF5VGl0bGV9XHUyMDFELiBDYW5jZWwgaXQgYW5kIHN3aXRjaD9gLFxuICAgICAgeyBtb2RhbDogdHJ1ZSB9LFxuICAgICAgY2FuY2VsLFxuICAgICk7XG4gICAgaWYgKGNob2ljZSAhPT0gY2FuY2VsKSB7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICAgIHRyeSB7XG4gICAgICBhd2FpdCB0aGlzLmNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMuY2FuY2VsUHJvbXB0LCB7IGFnZW50SWQ6IGFjdGl2ZS5hZ2VudElkLCBzZXNzaW9uSWQ6IGFjdGl2ZS5zZXNzaW9uSWQgfSk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aGlzLmxvZy5yZXBvcnRFcnJvcignQ2FuY2VsbGluZyB0aGUgcHJvbXB0JywgZXJyKTtcbiAgICB9XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKipcbiAgICogTWFrZXMgYSBzZXNzaW9uIHRoZSBhY3RpdmUgb25lIGFuZCBvcGVucyBpdHMgdHJhbnNjcmlwdCBiZXNpZGUgdGhlIGVkaXRvcjogbG9hZGVkIChyZXBsYXkpXG4gICAqIHdoZW4gdGhlIGFnZW50IGNhbiBsb2FkLCBlbHNlIHJlc3VtZWQuIFRoZSBkb2N1bWVudCBvcGVucyBhdCBvbmNlIGFuZCBmaWxscyBpbiB3aGlsZSB0aGVcbiAgICogcmVwbGF5IHN0cmVhbXMuXG4gICAqL1xuICBhc3luYyBvcGVuKGl0ZW06IHAuU2Vzc2lvblJlZiAmIHsgY3dkPzogc3RyaW5nIHwgbnVsbCB9LCBob3c6IE9wZW5Ib3cgPSAnYXV0bycpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBjb25zdCB1cmkgPSBwLnRyYW5zY3JpcHRVcmkoaXRlbS5hZ2VudElkLCBpdGVtLnNlc3Npb25JZCk7XG4gICAgaWYgKGhvdyA9PT0gJ2F1dG8nICYmIHRoaXMuc3RhdGUuaXNBY3RpdmUoaXRlbSkgJiYgdGhpcy50cmFuc2NyaXB0cy5oYXModXJpKSkge1xuICAgICAgYXdhaXQgdGhpcy50cmFuc2NyaXB0cy5zaG93KHVyaSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICghKGF3YWl0IHRoaXMuY29uZmlybVN3aXRjaChpdGVtKSkpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgY2FwcyA9IHRoaXMuc3RhdGUuY2FwYWJpbGl0aWVzKGl0ZW0uYWdlbnRJZCk7XG4gICAgY29uc3QgbG9hZCA9IGhvdyA9PT0gJ2xvYWQnIHx8IChob3cgPT09ICdhdXRvJyAmJiBjYXBzPy5sb2FkICE9PSBmYWxzZSk7XG4gICAgY29uc3QgcmVxdWVzdCA9IHRoaXMuY2xpZW50LnJlcXVlc3QobG9hZCA/IHAuUmVxdWVzdHMubG9hZFNlc3Npb24gOiBwLlJlcXVlc3RzLnJlc3VtZVNlc3Npb24sIHtcbiAgICAgIGFnZW50SWQ6IGl0ZW0uYWdlbnRJZCxcbiAgICAgIHNlc3Npb25JZDogaXRlbS5zZXNzaW9uSWQsXG4gICAgICBjd2Q6IGl0ZW0uY3dkID8/IG51bGwsXG4gICAgfSk7XG4gICAgY29uc3Qgc2hvd24gPSB0aGlzLnRyYW5zY3JpcHRzLnNob3codXJpLCB0cnVlKS5jYXRjaCgoZXJyKSA9PiB0aGlzLmxvZy5yZXBvcnRFcnJvcignT3BlbmluZyB0aGUgdHJhbnNjcmlwdCcsIGVycikpO1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCB0aGlzLnNob3dSZXN1bHQoYXdhaXQgcmVxdWVzdCwgdXJpKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRoaXMudHJhbnNjcmlwdHMucmVmcmVzaCh1cmkpOyAvLyB0aGUgZG9jdW1lbnQgc2F5cyB3aHkgaXQgaGFzIG5vIHRleHRcbiAgICAgIHRoaXMubG9nLnJlcG9ydEVycm9yKGBPcGVuaW5nIFx1MjAxQyR7dGhpcy50aXRsZShpdGVtKX1cdTIwMURgLCBlcnIpO1xuICAgIH1cbiAgICBhd2FpdCBzaG93bjtcbiAgfVxuXG4gIC8qKiBBZnRlciBhbiBvcGVuL25ldy9jb250aW51ZSByZXF1ZXN0OiB0aGUgcmlnaHQgZG9jdW1lbnQsIGZyZXNoLCBhbmQgYSB3b3JkIGlmIGluY29tcGxldGUuICovXG4gIGFzeW5jIHNob3dSZXN1bHQocmVzdWx0OiBwLk9wZW5TZXNzaW9uUmVzdWx0LCBhbHJlYWR5U2hvd24/OiBzdHJpbmcpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBpZiAocmVzdWx0LnVyaSAhPT0gYWxyZWFkeVNob3duKSB7XG4gICAgICBhd2FpdCB0aGlzLnRyYW5zY3JpcHRzLnNob3cocmVzdWx0LnVyaSk7XG4gICAgfVxuICAgIHRoaXMudHJhbnNjcmlwdHMucmVmcmVzaChyZXN1bHQudXJpKTtcbiAgICBpZiAoIXJlc3VsdC5jb21wbGV0ZSkge1xuICAgICAgdm9pZCB0aGlzLmxvZy5ub3RpZnkoXG4gICAgICAgICd3YXJuaW5nJyxcbiAgICAgICAgYFRoZSB0cmFuc2NyaXB0IG9mIFx1MjAxQyR7cmVzdWx0LnNlc3Npb24uZGlzcGxheVRpdGxlfVx1MjAxRCBpcyBpbmNvbXBsZXRlOiAke3Jlc3VsdC5pbmNvbXBsZXRlUmVhc29uID8/ICd0aGUgcmVwbGF5IHN0b3BwZWQgZWFybHknfS5gLFxuICAgICAgKTtcbiAgICB9XG4gIH1cblxuICBhc3luYyBjbG9zZShyZWY6IHAuU2Vzc2lvblJlZik6IFByb21pc2U8dm9pZD4ge1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCB0aGlzLmNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMuY2xvc2VTZXNzaW9uLCB7IGFnZW50SWQ6IHJlZi5hZ2VudElkLCBzZXNzaW9uSWQ6IHJlZi5zZXNzaW9uSWQgfSk7XG4gICAgICB2c2NvZGUud2luZG93LnNldFN0YXR1c0Jhck1lc3NhZ2UoYENsb3NlZCBcdTIwMUMke3RoaXMudGl0bGUocmVmKX1cdTIwMURgLCAzMDAwKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRoaXMubG9nLnJlcG9ydEVycm9yKGBDbG9zaW5nIFx1MjAxQyR7dGhpcy50aXRsZShyZWYpfVx1MjAxRGAsIGVycik7XG4gICAgfVxuICB9XG5cbiAgLyoqIERlbGV0ZXMgYWZ0ZXIgYSBtb2RhbCBjb25maXJtYXRpb247IHRydWUgd2hlbiBkZWxldGVkLiAqL1xuICBhc3luYyBkZWxldGUocmVmOiBwLlNlc3Npb25SZWYpOiBQcm9taXNlPGJvb2xlYW4+IHtcbiAgICBjb25zdCBkZWwgPSAnRGVsZXRlJztcbiAgICBjb25zdCBjaG9pY2UgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dXYXJuaW5nTWVzc2FnZShcbiAgICAgIGBEZWxldGUgdGhlIHNlc3Npb24gXHUyMDFDJHt0aGlzLnRpdGxlKHJlZil9XHUyMDFEP2AsXG4gICAgICB7IG1vZGFsOiB0cnVlLCBkZXRhaWw6IGAke3RoaXMuc3RhdGUuYWdlbnROYW1lKHJlZi5hZ2VudElkKX0gZGVsZXRlcyBpdCBmb3IgZ29vZC4gVGhpcyBjYW5ub3QgYmUgdW5kb25lLmAgfSxcbiAgICAgIGRlbCxcbiAgICApO1xuICAgIGlmIChjaG9pY2UgIT09IGRlbCkge1xuICAgICAgcmV0dXJuIGZhbHNlO1xuICAgIH1cbiAgICB0cnkge1xuICAgICAgYXdhaXQgdGhpcy5jbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLmRlbGV0ZVNlc3Npb24sIHsgYWdlbnRJZDogcmVmLmFnZW50SWQsIHNlc3Npb25JZDogcmVmLnNlc3Npb25JZCB9KTtcbiAgICAgIHJldHVybiB0cnVlO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhpcy5sb2cucmVwb3J0RXJyb3IoYERlbGV0aW5nIFx1MjAxQyR7dGhpcy50aXRsZShyZWYpfVx1MjAxRGAsIGVycik7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICB9XG5cbiAgYXN5bmMgY29weUlkKHJlZjogcC5TZXNzaW9uUmVmKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgYXdhaXQgdnNjb2RlLmVudi5jbGlwYm9hcmQud3JpdGVUZXh0KHJlZi5zZXNzaW9uSWQpO1xuICAgIHZzY29kZS53aW5kb3cuc2V0U3RhdHVzQmFyTWVzc2FnZShgQ29waWVkIHRoZSBzZXNzaW9uIGlkICR7cmVmLnNlc3Npb25JZH1gLCAzMDAwKTtcbiAgfVxuXG4gIGFzeW5jIGV4cG9ydE1hcmtkb3duKHJlZjogcC5TZXNzaW9uUmVmKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgbGV0IHJlc3VsdDogcC5FeHBvcnRNYXJrZG93blJlc3VsdDtcbiAgICB0cnkge1xuICAgICAgcmVzdWx0ID0gYXdhaXQgdnNjb2RlLndpbmRvdy53aXRoUHJvZ3Jlc3MoXG4gICAgICAgIHsgbG9jYXRpb246IHZzY29kZS5Qcm9ncmVzc0xvY2F0aW9uLk5vdGlmaWNhdGlvbiwgdGl0bGU6IGBFeHBvcnRpbmcgXHUyMDFDJHt0aGlzLnRpdGxlKHJlZil9XHUyMDFEXHUyMDI2YCB9LFxuICAgICAgICAoKSA9PiB0aGlzLmNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMuZXhwb3J0TWFya2Rvd24sIHsgYWdlbnRJZDogcmVmLmFnZW50SWQsIHNlc3Npb25JZDogcmVmLnNlc3Npb25JZCB9KSxcbiAgICAgICk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aGlzLmxvZy5yZXBvcnRFcnJvcihgRXhwb3J0aW5nIFx1MjAxQyR7dGhpcy50aXRsZShyZWYpfVx1MjAxRGAsIGVycik7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IGZvbGRlciA9IHZzY29kZS53b3Jrc3BhY2Uud29ya3NwYWNlRm9sZGVycz8uWzBdPy51cmkgPz8gdnNjb2RlLlVyaS5maWxlKG9zLmhvbWVkaXIoKSk7XG4gICAgY29uc3QgdGFyZ2V0ID0gYXdhaXQgdnNjb2RlLndpbmRvdy5zaG93U2F2ZURpYWxvZyh7XG4gICAgICBkZWZhdWx0VXJpOiB2c2NvZGUuVXJpLmpvaW5QYXRoKGZvbGRlciwgcmVzdWx0LmZpbGVOYW1lKSxcbiAgICAgIGZpbHRlcnM6IHsgTWFya2Rvd246IFsnbWQnXSB9LFxuICAgICAgdGl0bGU6ICdFeHBvcnQgU2Vzc2lvbiBhcyBNYXJrZG93bicsXG4gICAgfSk7XG4gICAgaWYgKCF0YXJnZXQpIHtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdHJ5IHtcbiAgICAgIGF3YWl0IHZzY29kZS53b3Jrc3BhY2UuZnMud3JpdGVGaWxlKHRhcmdldCwgQnVmZmVyLmZyb20ocmVzdWx0Lm1hcmtkb3duLCAndXRmOCcpKTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRoaXMubG9nLnJlcG9ydEVycm9yKCdXcml0aW5nIHRoZSBleHBvcnQnLCBlcnIpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBvcGVuID0gJ09wZW4nO1xuICAgIGNvbnN0IGNob2ljZSA9IGF3YWl0IHZzY29kZS53aW5kb3cuc2hvd0luZm9ybWF0aW9uTWVzc2FnZShgRXhwb3J0ZWQgdG8gJHt0YXJnZXQuZnNQYXRofWAsIG9wZW4pO1xuICAgIGlmIChjaG9pY2UgPT09IG9wZW4pIHtcbiAgICAgIGF3YWl0IHZzY29kZS53aW5kb3cuc2hvd1RleHREb2N1bWVudCh0YXJnZXQsIHsgcHJldmlldzogZmFsc2UgfSk7XG4gICAgfVxuICB9XG5cbiAgLyoqIEEgbG9jYWwgdGl0bGUgKGtlcHQgYnkgdGhlIGJyaWRnZSwgbmV2ZXIgc2VudCB0byB0aGUgYWdlbnQpOyBlbXB0eSBjbGVhcnMgaXQuICovXG4gIGFzeW5jIHJlbmFtZShpdGVtOiBwLlNlc3Npb25JdGVtKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgY29uc3QgdmFsdWUgPSBhd2FpdCB2c2NvZGUud2luZG93LnNob3dJbnB1dEJveCh7XG4gICAgICB0aXRsZTogJ1JlbmFtZSBTZXNzaW9uJyxcbiAgICAgIHByb21wdDogJ0EgdGl0bGUgb2YgeW91ciBvd24gZm9yIHRoaXMgc2Vzc2lvbiAoZW1wdHk6IGJhY2sgdG8gdGhlIGFnZW50XHUyMDE5cyB0aXRsZSknLFxuICAgICAgdmFsdWU6IGl0ZW0ubG9jYWxUaXRsZSA/PyBpdGVtLmRpc3BsYXlUaXRsZSxcbiAgICAgIHZhbGlkYXRlSW5wdXQ6ICh2KSA9PiAodi5sZW5ndGggPiA1MDAgPyAnQXQgbW9zdCA1MDAgY2hhcmFjdGVycy4nIDogdW5kZWZpbmVkKSxcbiAgICB9KTtcbiAgICBpZiAodmFsdWUgPT09IHVuZGVmaW5lZCkge1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0cnkge1xuICAgICAgYXdhaXQgdGhpcy5jbGllbnQucmVxdWVzdChwLlJlcXVlc3RzLnNldExvY2FsVGl0bGUsIHtcbiAgICAgICAgYWdlbnRJZDogaXRlbS5hZ2VudElkLFxuICAgICAgICBzZXNzaW9uSWQ6IGl0ZW0uc2Vzc2lvbklkLFxuICAgICAgICB0aXRsZTogdmFsdWUudHJpbSgpID8gdmFsdWUudHJpbSgpIDogbnVsbCxcbiAgICAgIH0pO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhpcy5sb2cucmVwb3J0RXJyb3IoJ1JlbmFtaW5nIHRoZSBzZXNzaW9uJywgZXJyKTtcbiAgICB9XG4gIH1cblxuICAvKiogU2VuZHMgYSBwcm9tcHQgdG8gdGhlIGFjdGl2ZSBzZXNzaW9uOyB0aGUgcmVwbHkgc3RyZWFtcyBpbnRvIGl0cyB0cmFuc2NyaXB0LiAqL1xuICBhc3luYyBzZW5kUHJvbXB0KHRleHQ6IHN0cmluZyk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IGFjdGl2ZSA9IHRoaXMuc3RhdGUuYWN0aXZlO1xuICAgIGlmICghYWN0aXZlKSB7XG4gICAgICB2b2lkIHZzY29kZS53aW5kb3cuc2hvd0luZm9ybWF0aW9uTWVzc2FnZSgnTm8gc2Vzc2lvbiBpcyBhY3RpdmUuIE9wZW4gb3Igc3RhcnQgb25lIGZpcnN0LicpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCByZWYgPSB7IGFnZW50SWQ6IGFjdGl2ZS5hZ2VudElkLCBzZXNzaW9uSWQ6IGFjdGl2ZS5zZXNzaW9uSWQgfTtcbiAgICBjb25zdCB1cmkgPSBwLnRyYW5zY3JpcHRVcmkocmVmLmFnZW50SWQsIHJlZi5zZXNzaW9uSWQpO1xuICAgIGlmICghdGhpcy50cmFuc2NyaXB0cy5oYXModXJpKSkge1xuICAgICAgdm9pZCB0aGlzLnRyYW5zY3JpcHRzLnNob3codXJpKS5jYXRjaCgoKSA9PiB1bmRlZmluZWQpO1xuICAgIH1cbiAgICB0cnkge1xuICAgICAgY29uc3QgcmVzdWx0ID0gYXdhaXQgdGhpcy5zdGF0ZS50cmFja1Byb21wdChyZWYsIHRoaXMuY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5zZW5kUHJvbXB0LCB7IC4uLnJlZiwgdGV4dCB9KSk7XG4gICAgICBpZiAocmVzdWx0LnN0b3BSZWFzb24gIT09ICdlbmRfdHVybicpIHtcbiAgICAgICAgdnNjb2RlLndpbmRvdy5zZXRTdGF0dXNCYXJNZXNzYWdlKGBUaGUgdHVybiBlbmRlZDogJHtyZXN1bHQuc3RvcFJlYXNvbn1gLCA1MDAwKTtcbiAgICAgIH1cbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIHRoaXMubG9nLnJlcG9ydEVycm9yKCdTZW5kaW5nIHRoZSBwcm9tcHQnLCBlcnIpO1xuICAgIH1cbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFFQSxTQUFvQjtBQUNwQixhQUF3QjtBQUd4QixRQUFtQjtBQU1aLE1BQU0sZUFBZTtBQUFBLEVBQzFCLFlBQ1csUUFDQSxPQUNRLGFBQ0EsS0FDakI7QUFKUztBQUNBO0FBQ1E7QUFDQTtBQUFBLEVBQ2hCO0FBQUEsRUFKUTtBQUFBLEVBQ0E7QUFBQSxFQUNRO0FBQUEsRUFDQTtBQUFBLEVBR1gsTUFBTSxLQUEyQjtBQUN2QyxVQUFNLE9BQU87QUFDYixXQUFPLEtBQUssZ0JBQWdCLElBQUk7QUFBQSxFQUNsQztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxNQUFNLGNBQWMsUUFBd0M7QUFDMUQsVUFBTSxTQUFTLEtBQUssTUFBTTtBQUMxQixRQUFJLENBQUMsVUFBVSxLQUFLLE1BQU0sU0FBUyxNQUFNLEtBQUssQ0FBQyxLQUFLLE1BQU0sY0FBYyxNQUFNLEdBQUc7QUFDL0UsYUFBTztBQUFBLElBQ1Q7QUFDQSxVQUFNLFNBQVM7QUFDZixVQUFNLFNBQVMsTUFBTSxPQUFPLE9BQU87QUFBQSxNQUNqQyxzQ0FBaUMsT0FBTyxZQUFZO0FBQUEsTUFDcEQsRUFBRSxPQUFPLEtBQUs7QUFBQSxNQUNkO0FBQUEsSUFDRjtBQUNBLFFBQUksV0FBVyxRQUFRO0FBQ3JCLGFBQU87QUFBQSxJQUNUO0FBQ0EsUUFBSTtBQUNGLFlBQU0sS0FBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWMsRUFBRSxTQUFTLE9BQU8sU0FBUyxXQUFXLE9BQU8sVUFBVSxDQUFDO0FBQUEsSUFDN0csU0FBUyxLQUFLO0FBQ1osV0FBSyxJQUFJLFlBQVkseUJBQXlCLEdBQUc7QUFBQSxJQUNuRDtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT0EsTUFBTSxLQUFLLE1BQThDLE1BQWUsUUFBdUI7QUFDN0YsVUFBTSxNQUFNLEVBQUUsY0FBYyxLQUFLLFNBQVMsS0FBSyxTQUFTO0FBQ3hELFFBQUksUUFBUSxVQUFVLEtBQUssTUFBTSxTQUFTLElBQUksS0FBSyxLQUFLLFlBQVksSUFBSSxHQUFHLEdBQUc7QUFDNUUsWUFBTSxLQUFLLFlBQVksS0FBSyxHQUFHO0FBQy9CO0FBQUEsSUFDRjtBQUNBLFFBQUksQ0FBRSxNQUFNLEtBQUssY0FBYyxJQUFJLEdBQUk7QUFDckM7QUFBQSxJQUNGO0FBQ0EsVUFBTSxPQUFPLEtBQUssTUFBTSxhQUFhLEtBQUssT0FBTztBQUNqRCxVQUFNLE9BQU8sUUFBUSxVQUFXLFFBQVEsVUFBVSxNQUFNLFNBQVM7QUFDakUsVUFBTSxVQUFVLEtBQUssT0FBTyxRQUFRLE9BQU8sRUFBRSxTQUFTLGNBQWMsRUFBRSxTQUFTLGVBQWU7QUFBQSxNQUM1RixTQUFTLEtBQUs7QUFBQSxNQUNkLFdBQVcsS0FBSztBQUFBLE1BQ2hCLEtBQUssS0FBSyxPQUFPO0FBQUEsSUFDbkIsQ0FBQztBQUNELFVBQU0sUUFBUSxLQUFLLFlBQVksS0FBSyxLQUFLLElBQUksRUFBRSxNQUFNLENBQUMsUUFBUSxLQUFLLElBQUksWUFBWSwwQkFBMEIsR0FBRyxDQUFDO0FBQ2pILFFBQUk7QUFDRixZQUFNLEtBQUssV0FBVyxNQUFNLFNBQVMsR0FBRztBQUFBLElBQzFDLFNBQVMsS0FBSztBQUNaLFdBQUssWUFBWSxRQUFRLEdBQUc7QUFDNUIsV0FBSyxJQUFJLFlBQVksaUJBQVksS0FBSyxNQUFNLElBQUksQ0FBQyxVQUFLLEdBQUc7QUFBQSxJQUMzRDtBQUNBLFVBQU07QUFBQSxFQUNSO0FBQUE7QUFBQSxFQUdBLE1BQU0sV0FBVyxRQUE2QixjQUFzQztBQUNsRixRQUFJLE9BQU8sUUFBUSxjQUFjO0FBQy9CLFlBQU0sS0FBSyxZQUFZLEtBQUssT0FBTyxHQUFHO0FBQUEsSUFDeEM7QUFDQSxTQUFLLFlBQVksUUFBUSxPQUFPLEdBQUc7QUFDbkMsUUFBSSxDQUFDLE9BQU8sVUFBVTtBQUNwQixXQUFLLEtBQUssSUFBSTtBQUFBLFFBQ1o7QUFBQSxRQUNBLDJCQUFzQixPQUFPLFFBQVEsWUFBWSx5QkFBb0IsT0FBTyxvQkFBb0IsMEJBQTBCO0FBQUEsTUFDNUg7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBLEVBRUEsTUFBTSxNQUFNLEtBQWtDO0FBQzVDLFFBQUk7QUFDRixZQUFNLEtBQUssT0FBTyxRQUFRLEVBQUUsU0FBUyxjQUFjLEVBQUUsU0FBUyxJQUFJLFNBQVMsV0FBVyxJQUFJLFVBQVUsQ0FBQztBQUNyRyxhQUFPLE9BQU8sb0JBQW9CLGdCQUFXLEtBQUssTUFBTSxHQUFHLENBQUMsVUFBSyxHQUFJO0FBQUEsSUFDdkUsU0FBUyxLQUFLO0FBQ1osV0FBSyxJQUFJLFlBQVksaUJBQVksS0FBSyxNQUFNLEdBQUcsQ0FBQyxVQUFLLEdBQUc7QUFBQSxJQUMxRDtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR0EsTUFBTSxPQUFPLEtBQXFDO0FBQ2hELFVBQU0sTUFBTTtBQUNaLFVBQU0sU0FBUyxNQUFNLE9BQU8sT0FBTztBQUFBLE1BQ2pDLDRCQUF1QixLQUFLLE1BQU0sR0FBRyxDQUFDO0FBQUEsTUFDdEMsRUFBRSxPQUFPLE1BQU0sUUFBUSxHQUFHLEtBQUssTUFBTSxVQUFVLElBQUksT0FBTyxDQUFDLCtDQUErQztBQUFBLE1BQzFHO0FBQUEsSUFDRjtBQUNBLFFBQUksV0FBVyxLQUFLO0FBQ2xCLGFBQU87QUFBQSxJQUNUO0FBQ0EsUUFBSTtBQUNGLFlBQU0sS0FBSyxPQUFPLFFBQVEsRUFBRSxTQUFTLGVBQWUsRUFBRSxTQUFTLElBQUksU0FBUyxXQUFXLElBQUksVUFBVSxDQUFDO0FBQ3RHLGFBQU87QUFBQSxJQUNULFNBQVMsS0FBSztBQUNaLFdBQUssSUFBSSxZQUFZLGtCQUFhLEtBQUssTUFBTSxHQUFHLENBQUMsVUFBSyxHQUFHO0FBQ3pELGFBQU87QUFBQSxJQUNUO0FBQUEsRUFDRjtBQUFBLEVBRUEsTUFBTSxPQUFPLEtBQWtDO0FBQzdDLFVBQU0sT0FBTyxJQUFJLFVBQVUsVUFBVSxJQUFJLFNBQVM7QUFDbEQsV0FBTyxPQUFPLG9CQUFvQix5QkFBeUIsSUFBSSxTQUFTLElBQUksR0FBSTtBQUFBLEVBQ2xGO0FBQUEsRUFFQSxNQUFNLGVBQWUsS0FBa0M7QUFDckQsUUFBSTtBQUNKLFFBQUk7QUFDRixlQUFTLE1BQU0sT0FBTyxPQUFPO0FBQUEsUUFDM0IsRUFBRSxVQUFVLE9BQU8saUJBQWlCLGNBQWMsT0FBTyxtQkFBYyxLQUFLLE1BQU0sR0FBRyxDQUFDLGVBQUs7QUFBQSxRQUMzRixNQUFNLEtBQUssT0FBTyxRQUFRLEVBQUUsU0FBUyxnQkFBZ0IsRUFBRSxTQUFTLElBQUksU0FBUyxXQUFXLElBQUksVUFBVSxDQUFDO0FBQUEsTUFDekc7QUFBQSxJQUNGLFNBQVMsS0FBSztBQUNaLFdBQUssSUFBSSxZQUFZLG1CQUFjLEtBQUssTUFBTSxHQUFHLENBQUMsVUFBSyxHQUFHO0FBQzFEO0FBQUEsSUFDRjtBQUNBLFVBQU0sU0FBUyxPQUFPLFVBQVUsbUJBQW1CLENBQUMsR0FBRyxPQUFPLE9BQU8sSUFBSSxLQUFLLEdBQUcsUUFBUSxDQUFDO0FBQzFGLFVBQU0sU0FBUyxNQUFNLE9BQU8sT0FBTyxlQUFlO0FBQUEsTUFDaEQsWUFBWSxPQUFPLElBQUksU0FBUyxRQUFRLE9BQU8sUUFBUTtBQUFBLE1BQ3ZELFNBQVMsRUFBRSxVQUFVLENBQUMsSUFBSSxFQUFFO0FBQUEsTUFDNUIsT0FBTztBQUFBLElBQ1QsQ0FBQztBQUNELFFBQUksQ0FBQyxRQUFRO0FBQ1g7QUFBQSxJQUNGO0FBQ0EsUUFBSTtBQUNGLFlBQU0sT0FBTyxVQUFVLEdBQUcsVUFBVSxRQUFRLE9BQU8sS0FBSyxPQUFPLFVBQVUsTUFBTSxDQUFDO0FBQUEsSUFDbEYsU0FBUyxLQUFLO0FBQ1osV0FBSyxJQUFJLFlBQVksc0JBQXNCLEdBQUc7QUFDOUM7QUFBQSxJQUNGO0FBQ0EsVUFBTSxPQUFPO0FBQ2IsVUFBTSxTQUFTLE1BQU0sT0FBTyxPQUFPLHVCQUF1QixlQUFlLE9BQU8sTUFBTSxJQUFJLElBQUk7QUFDOUYsUUFBSSxXQUFXLE1BQU07QUFDbkIsWUFBTSxPQUFPLE9BQU8saUJBQWlCLFFBQVEsRUFBRSxTQUFTLE1BQU0sQ0FBQztBQUFBLElBQ2pFO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxNQUFNLE9BQU8sTUFBb0M7QUFDL0MsVUFBTSxRQUFRLE1BQU0sT0FBTyxPQUFPLGFBQWE7QUFBQSxNQUM3QyxPQUFPO0FBQUEsTUFDUCxRQUFRO0FBQUEsTUFDUixPQUFPLEtBQUssY0FBYyxLQUFLO0FBQUEsTUFDL0IsZUFBZSxDQUFDLE1BQU8sRUFBRSxTQUFTLE1BQU0sNEJBQTRCO0FBQUEsSUFDdEUsQ0FBQztBQUNELFFBQUksVUFBVSxRQUFXO0FBQ3ZCO0FBQUEsSUFDRjtBQUNBLFFBQUk7QUFDRixZQUFNLEtBQUssT0FBTyxRQUFRLEVBQUUsU0FBUyxlQUFlO0FBQUEsUUFDbEQsU0FBUyxLQUFLO0FBQUEsUUFDZCxXQUFXLEtBQUs7QUFBQSxRQUNoQixPQUFPLE1BQU0sS0FBSyxJQUFJLE1BQU0sS0FBSyxJQUFJO0FBQUEsTUFDdkMsQ0FBQztBQUFBLElBQ0gsU0FBUyxLQUFLO0FBQ1osV0FBSyxJQUFJLFlBQVksd0JBQXdCLEdBQUc7QUFBQSxJQUNsRDtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR0EsTUFBTSxXQUFXLE1BQTZCO0FBQzVDLFVBQU0sU0FBUyxLQUFLLE1BQU07QUFDMUIsUUFBSSxDQUFDLFFBQVE7QUFDWCxXQUFLLE9BQU8sT0FBTyx1QkFBdUIsZ0RBQWdEO0FBQzFGO0FBQUEsSUFDRjtBQUNBLFVBQU0sTUFBTSxFQUFFLFNBQVMsT0FBTyxTQUFTLFdBQVcsT0FBTyxVQUFVO0FBQ25FLFVBQU0sTUFBTSxFQUFFLGNBQWMsSUFBSSxTQUFTLElBQUksU0FBUztBQUN0RCxRQUFJLENBQUMsS0FBSyxZQUFZLElBQUksR0FBRyxHQUFHO0FBQzlCLFdBQUssS0FBSyxZQUFZLEtBQUssR0FBRyxFQUFFLE1BQU0sTUFBTSxNQUFTO0FBQUEsSUFDdkQ7QUFDQSxRQUFJO0FBQ0YsWUFBTSxTQUFTLE1BQU0sS0FBSyxNQUFNLFlBQVksS0FBSyxLQUFLLE9BQU8sUUFBUSxFQUFFLFNBQVMsWUFBWSxFQUFFLEdBQUcsS0FBSyxLQUFLLENBQUMsQ0FBQztBQUM3RyxVQUFJLE9BQU8sZUFBZSxZQUFZO0FBQ3BDLGVBQU8sT0FBTyxvQkFBb0IsbUJBQW1CLE9BQU8sVUFBVSxJQUFJLEdBQUk7QUFBQSxNQUNoRjtBQUFBLElBQ0YsU0FBUyxLQUFLO0FBQ1osV0FBSyxJQUFJLFlBQVksc0JBQXNCLEdBQUc7QUFBQSxJQUNoRDtBQUFBLEVBQ0Y7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
