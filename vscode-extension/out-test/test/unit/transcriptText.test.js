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
var import_node_test = require("node:test");
var import_log = require("../../src/log");
var import_transcriptText = require("../../src/transcriptText");
var import_transcripts = require("../../src/transcripts");
var import_fakeClient = require("./fakeClient");
const result = (o) => ({
  uri: "acp-session:/demo/s.md",
  text: "",
  offset: 0,
  version: 1,
  complete: true,
  loading: false,
  incompleteReason: null,
  ...o
});
(0, import_node_test.describe)("applyTranscript", () => {
  (0, import_node_test.it)("the first answer is the whole text", () => {
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "", version: null }, result({ text: "# T\n", offset: 0 })), "# T\n");
  });
  (0, import_node_test.it)("a tail is appended at offset = length", () => {
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "abc", version: 1 }, result({ text: "def", offset: 3, version: 2 })), "abcdef");
  });
  (0, import_node_test.it)("a tail from inside the held text replaces what follows offset", () => {
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "hello wor", version: 3 }, result({ text: "world!\n", offset: 6, version: 4 })), "hello world!\n");
  });
  (0, import_node_test.it)("offset 0 replaces everything", () => {
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "old", version: 3 }, result({ text: "new", offset: 0, version: 4 })), "new");
  });
  (0, import_node_test.it)("an unchanged version with an empty tail keeps the text", () => {
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "abc", version: 4 }, result({ text: "", offset: 3, version: 4 })), "abc");
  });
  (0, import_node_test.it)("stale answers and impossible offsets are refused", () => {
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "abc", version: 5 }, result({ text: "x", offset: 3, version: 4 })), void 0);
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "abc", version: 5 }, result({ text: "x", offset: 9, version: 6 })), void 0);
  });
  (0, import_node_test.it)("offsets count characters (code points, as in Python), not UTF-16 units", () => {
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "h\xE9llo", version: 1 }, result({ text: "!", offset: 5, version: 2 })), "h\xE9llo!");
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "a\u{1F600}b\u{1F600}c", version: 1 }, result({ text: "X", offset: 4, version: 2 })), "a\u{1F600}b\u{1F600}X");
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "a\u{1F600}b\u{1F600}c", version: 1 }, result({ text: "Y", offset: 5, version: 2 })), "a\u{1F600}b\u{1F600}cY");
    import_strict.default.equal((0, import_transcriptText.applyTranscript)({ text: "a\u{1F600}b\u{1F600}c", version: 1 }, result({ text: "Z", offset: 6, version: 2 })), void 0);
  });
  (0, import_node_test.it)("utf16Index", () => {
    import_strict.default.equal((0, import_transcriptText.utf16Index)("abc", 0), 0);
    import_strict.default.equal((0, import_transcriptText.utf16Index)("abc", 3), 3);
    import_strict.default.equal((0, import_transcriptText.utf16Index)("abc", 4), void 0);
    import_strict.default.equal((0, import_transcriptText.utf16Index)("\u{1F600}\u{1F600}", 1), 2);
    import_strict.default.equal((0, import_transcriptText.utf16Index)("\u{1F600}\u{1F600}", 2), 4);
  });
});
(0, import_node_test.describe)("Throttle", () => {
  (0, import_node_test.it)("fires at once, then at most once per interval", async () => {
    let fired = 0;
    const t = new import_transcriptText.Throttle(() => fired++, 40);
    t.trigger();
    import_strict.default.equal(fired, 1);
    t.trigger();
    t.trigger();
    t.trigger();
    import_strict.default.equal(fired, 1);
    await (0, import_fakeClient.tick)(60);
    import_strict.default.equal(fired, 2);
    t.dispose();
  });
});
(0, import_node_test.describe)("Transcripts (document provider)", () => {
  (0, import_node_test.beforeEach)(() => (0, import_vscodeStub2.resetRecorded)());
  (0, import_node_test.it)("fetches the whole text once, then only tails, spliced at offset", async () => {
    const client = new import_fakeClient.FakeClient();
    const texts = ["# Session\n\nhello", "# Session\n\nhello world\n"];
    client.on("getTranscript", (params) => {
      if (params.fromVersion === null) {
        return result({ text: texts[0], version: 1 });
      }
      return result({ text: texts[1].slice(16), offset: 16, version: 2 });
    });
    const docs = new import_transcripts.Transcripts(client.asClient(), new import_log.BridgeLog());
    const changes = [];
    docs.onDidChange((u) => changes.push(u.toString()));
    const uri = import_vscodeStub2.Uri.parse("acp-session:/demo/s.md");
    import_strict.default.equal(await docs.provideTextDocumentContent(uri), texts[0]);
    client.transcript.fire({ uri: "acp-session:/demo/s.md", version: 2, complete: true, loading: false });
    await (0, import_fakeClient.tick)(150);
    import_strict.default.deepEqual(client.callsOf("getTranscript").map((p) => p.fromVersion), [null, 1]);
    import_strict.default.equal(await docs.provideTextDocumentContent(uri), texts[1]);
    import_strict.default.ok(changes.length >= 1);
    client.transcript.fire({ uri: "acp-session:/demo/s.md", version: 1, complete: true, loading: false });
    await (0, import_fakeClient.tick)(10);
    import_strict.default.equal(client.callsOf("getTranscript").length, 2);
    docs.dispose();
  });
  (0, import_node_test.it)("a transcript the bridge does not have shows a placeholder, then the text once it exists", async () => {
    const client = new import_fakeClient.FakeClient();
    let exists = false;
    client.on("getTranscript", () => {
      if (!exists) {
        throw Object.assign(new Error("session s not found"), { code: -32002 });
      }
      return result({ text: "replayed", version: 3 });
    });
    const docs = new import_transcripts.Transcripts(client.asClient(), new import_log.BridgeLog());
    const uri = import_vscodeStub2.Uri.parse("acp-session:/demo/s.md");
    import_strict.default.match(await docs.provideTextDocumentContent(uri), /not available: session s not found/);
    exists = true;
    client.transcript.fire({ uri: "acp-session:/demo/s.md", version: 3, complete: true, loading: false });
    await (0, import_fakeClient.tick)(20);
    import_strict.default.equal(await docs.provideTextDocumentContent(uri), "replayed");
    import_strict.default.equal(import_vscodeStub2.recorded.messages.length, 0, "no notification for a document fetch");
    docs.dispose();
  });
  (0, import_node_test.it)("changes of documents that are not open are not fetched", async () => {
    const client = new import_fakeClient.FakeClient().on("getTranscript", () => result({}));
    const docs = new import_transcripts.Transcripts(client.asClient(), new import_log.BridgeLog());
    client.transcript.fire({ uri: "acp-session:/demo/other.md", version: 9, complete: true, loading: false });
    await (0, import_fakeClient.tick)(10);
    import_strict.default.equal(client.calls.length, 0);
    docs.dispose();
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3RyYW5zY3JpcHRUZXh0LnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbImltcG9ydCAnLi92c2NvZGVTdHViJzsgLy8gZmlyc3Q6IGl0IGFuc3dlcnMgcmVxdWlyZSgndnNjb2RlJylcbmltcG9ydCB7IHJlY29yZGVkLCByZXNldFJlY29yZGVkLCBVcmkgfSBmcm9tICcuL3ZzY29kZVN0dWInO1xuaW1wb3J0IGFzc2VydCBmcm9tICdub2RlOmFzc2VydC9zdHJpY3QnO1xuaW1wb3J0IHsgYmVmb3JlRWFjaCwgZGVzY3JpYmUsIGl0IH0gZnJvbSAnbm9kZTp0ZXN0JztcbmltcG9ydCB7IEJyaWRnZUxvZyB9IGZyb20gJy4uLy4uL3NyYy9sb2cnO1xuaW1wb3J0IHR5cGUgeyBUcmFuc2NyaXB0UmVzdWx0IH0gZnJvbSAnLi4vLi4vc3JjL3Byb3RvY29sJztcbmltcG9ydCB7IGFwcGx5VHJhbnNjcmlwdCwgVGhyb3R0bGUsIHV0ZjE2SW5kZXggfSBmcm9tICcuLi8uLi9zcmMvdHJhbnNjcmlwdFRleHQnO1xuaW1wb3J0IHsgVHJhbnNjcmlwdHMgfSBmcm9tICcuLi8uLi9zcmMvdHJhbnNjcmlwdHMnO1xuaW1wb3J0IHsgRmFrZUNsaWVudCwgdGljayB9IGZyb20gJy4vZmFrZUNsaWVudCc7XG5cbmNvbnN0IHJlc3VsdCA9IChvOiBQYXJ0aWFsPFRyYW5zY3JpcHRSZXN1bHQ+KTogVHJhbnNjcmlwdFJlc3VsdCA9PiAoe1xuICB1cmk6ICdhY3Atc2Vzc2lvbjovZGVtby9zLm1kJywgdGV4dDogJycsIG9mZnNldDogMCwgdmVyc2lvbjogMSwgY29tcGxldGU6IHRydWUsIGxvYWRpbmc6IGZhbHNlLCBpbmNvbXBsZXRlUmVhc29uOiBudWxsLCAuLi5vLFxufSk7XG5cbmRlc2NyaWJlKCdhcHBseVRyYW5zY3JpcHQnLCAoKSA9PiB7XG4gIGl0KCd0aGUgZmlyc3QgYW5zd2VyIGlzIHRoZSB3aG9sZSB0ZXh0JywgKCkgPT4ge1xuICAgIGFzc2VydC5lcXVhbChhcHBseVRyYW5zY3JpcHQoeyB0ZXh0OiAnJywgdmVyc2lvbjogbnVsbCB9LCByZXN1bHQoeyB0ZXh0OiAnIyBUXFxuJywgb2Zmc2V0OiAwIH0pKSwgJyMgVFxcbicpO1xuICB9KTtcbiAgaXQoJ2EgdGFpbCBpcyBhcHBlbmRlZCBhdCBvZmZzZXQgPSBsZW5ndGgnLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmVxdWFsKGFwcGx5VHJhbnNjcmlwdCh7IHRleHQ6ICdhYmMnLCB2ZXJzaW9uOiAxIH0sIHJlc3VsdCh7IHRleHQ6ICdkZWYnLCBvZmZzZXQ6IDMsIHZlcnNpb246IDIgfSkpLCAnYWJjZGVmJyk7XG4gIH0pO1xuICBpdCgnYSB0YWlsIGZyb20gaW5zaWRlIHRoZSBoZWxkIHRleHQgcmVwbGFjZXMgd2hhdCBmb2xsb3dzIG9mZnNldCcsICgpID0+IHtcbiAgICBhc3NlcnQuZXF1YWwoYXBwbHlUcmFuc2NyaXB0KHsgdGV4dDogJ2hlbGxvIHdvcicsIHZlcnNpb246IDMgfSwgcmVzdWx0KHsgdGV4dDogJ3dvcmxkIVxcbicsIG9mZnNldDogNiwgdmVyc2lvbjogNCB9KSksICdoZWxsbyB3b3JsZCFcXG4nKTtcbiAgfSk7XG4gIGl0KCdvZmZzZXQgMCByZXBsYWNlcyBldmVyeXRoaW5nJywgKCkgPT4ge1xuICAgIGFzc2VydC5lcXVhbChhcHBseVRyYW5zY3JpcHQoeyB0ZXh0OiAnb2xkJywgdmVyc2lvbjogMyB9LCByZXN1bHQoeyB0ZXh0OiAnbmV3Jywgb2Zmc2V0OiAwLCB2ZXJzaW9uOiA0IH0pKSwgJ25ldycpO1xuICB9KTtcbiAgaXQoJ2FuIHVuY2hhbmdlZCB2ZXJzaW9uIHdpdGggYW4gZW1wdHkgdGFpbCBrZWVwcyB0aGUgdGV4dCcsICgpID0+IHtcbiAgICBhc3NlcnQuZXF1YWwoYXBwbHlUcmFuc2NyaXB0KHsgdGV4dDogJ2FiYycsIHZlcnNpb246IDQgfSwgcmVzdWx0KHsgdGV4dDogJycsIG9mZnNldDogMywgdmVyc2lvbjogNCB9KSksICdhYmMnKTtcbiAgfSk7XG4gIGl0KCdzdGFsZSBhbnN3ZXJzIGFuZCBpbXBvc3NpYmxlIG9mZnNldHMgYXJlIHJlZnVzZWQnLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmVxdWFsKGFwcGx5VHJhbnNjcmlwdCh7IHRleHQ6ICdhYmMnLCB2ZXJzaW9uOiA1IH0sIHJlc3VsdCh7IHRleHQ6ICd4Jywgb2Zmc2V0OiAzLCB2ZXJzaW9uOiA0IH0pKSwgdW5kZWZpbmVkKTtcbiAgICBhc3NlcnQuZXF1YWwoYXBwbHlUcmFuc2NyaXB0KHsgdGV4dDogJ2FiYycsIHZlcnNpb246IDUgfSwgcmVzdWx0KHsgdGV4dDogJ3gnLCBvZmZzZXQ6IDksIHZlcnNpb246IDYgfSkpLCB1bmRlZmluZWQpO1xuICB9KTtcbiAgaXQoJ29mZnNldHMgY291bnQgY2hhcmFjdGVycyAoY29kZSBwb2ludHMsIGFzIGluIFB5dGhvbiksIG5vdCBVVEYtMTYgdW5pdHMnLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmVxdWFsKGFwcGx5VHJhbnNjcmlwdCh7IHRleHQ6ICdoXHUwMEU5bGxvJywgdmVyc2lvbjogMSB9LCByZXN1bHQoeyB0ZXh0OiAnIScsIG9mZnNldDogNSwgdmVyc2lvbjogMiB9KSksICdoXHUwMEU5bGxvIScpO1xuICAgIC8vIFwiXHVEODNEXHVERTAwXCIgaXMgb25lIGNoYXJhY3RlciBmb3IgdGhlIGJyaWRnZSBhbmQgdHdvIFVURi0xNiB1bml0cyBoZXJlLlxuICAgIGFzc2VydC5lcXVhbChhcHBseVRyYW5zY3JpcHQoeyB0ZXh0OiAnYVx1RDgzRFx1REUwMGJcdUQ4M0RcdURFMDBjJywgdmVyc2lvbjogMSB9LCByZXN1bHQoeyB0ZXh0OiAnWCcsIG9mZnNldDogNCwgdmVyc2lvbjogMiB9KSksICdhXHVEODNEXHVERTAwYlx1RDgzRFx1REUwMFgnKTtcbiAgICBhc3NlcnQuZXF1YWwoYXBwbHlUcmFuc2NyaXB0KHsgdGV4dDogJ2FcdUQ4M0RcdURFMDBiXHVEODNEXHVERTAwYycsIHZlcnNpb246IDEgfSwgcmVzdWx0KHsgdGV4dDogJ1knLCBvZmZzZXQ6IDUsIHZlcnNpb246IDIgfSkpLCAnYVx1RDgzRFx1REUwMGJcdUQ4M0RcdURFMDBjWScpO1xuICAgIGFzc2VydC5lcXVhbChhcHBseVRyYW5zY3JpcHQoeyB0ZXh0OiAnYVx1RDgzRFx1REUwMGJcdUQ4M0RcdURFMDBjJywgdmVyc2lvbjogMSB9LCByZXN1bHQoeyB0ZXh0OiAnWicsIG9mZnNldDogNiwgdmVyc2lvbjogMiB9KSksIHVuZGVmaW5lZCk7XG4gIH0pO1xuICBpdCgndXRmMTZJbmRleCcsICgpID0+IHtcbiAgICBhc3NlcnQuZXF1YWwodXRmMTZJbmRleCgnYWJjJywgMCksIDApO1xuICAgIGFzc2VydC5lcXVhbCh1dGYxNkluZGV4KCdhYmMnLCAzKSwgMyk7XG4gICAgYXNzZXJ0LmVxdWFsKHV0ZjE2SW5kZXgoJ2FiYycsIDQpLCB1bmRlZmluZWQpO1xuICAgIGFzc2VydC5lcXVhbCh1dGYxNkluZGV4KCdcdUQ4M0RcdURFMDBcdUQ4M0RcdURFMDAnLCAxKSwgMik7XG4gICAgYXNzZXJ0LmVxdWFsKHV0ZjE2SW5kZXgoJ1x1RDgzRFx1REUwMFx1RDgzRFx1REUwMCcsIDIpLCA0KTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ1Rocm90dGxlJywgKCkgPT4ge1xuICBpdCgnZmlyZXMgYXQgb25jZSwgdGhlbiBhdCBtb3N0IG9uY2UgcGVyIGludGVydmFsJywgYXN5bmMgKCkgPT4ge1xuICAgIGxldCBmaXJlZCA9IDA7XG4gICAgY29uc3QgdCA9IG5ldyBUaHJvdHRsZSgoKSA9PiBmaXJlZCsrLCA0MCk7XG4gICAgdC50cmlnZ2VyKCk7XG4gICAgYXNzZXJ0LmVxdWFsKGZpcmVkLCAxKTtcbiAgICB0LnRyaWdnZXIoKTtcbiAgICB0LnRyaWdnZXIoKTtcbiAgICB0LnRyaWdnZXIoKTtcbiAgICBhc3NlcnQuZXF1YWwoZmlyZWQsIDEpO1xuICAgIGF3YWl0IHRpY2soNjApO1xuICAgIGFzc2VydC5lcXVhbChmaXJlZCwgMik7XG4gICAgdC5kaXNwb3NlKCk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdUcmFuc2NyaXB0cyAoZG9jdW1lbnQgcHJvdmlkZXIpJywgKCkgPT4ge1xuICBiZWZvcmVFYWNoKCgpID0+IHJlc2V0UmVjb3JkZWQoKSk7XG4gIGl0KCdmZXRjaGVzIHRoZSB3aG9sZSB0ZXh0IG9uY2UsIHRoZW4gb25seSB0YWlscywgc3BsaWNlZCBhdCBvZmZzZXQnLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgY2xpZW50ID0gbmV3IEZha2VDbGllbnQoKTtcbiAgICBjb25zdCB0ZXh0cyA9IFsnIyBTZXNzaW9uXFxuXFxuaGVsbG8nLCAnIyBTZXNzaW9uXFxuXFxuaGVsbG8gd29ybGRcXG4nXTtcbiAgICBjbGllbnQub24oJ2dldFRyYW5zY3JpcHQnLCAocGFyYW1zKSA9PiB7XG4gICAgICBpZiAocGFyYW1zLmZyb21WZXJzaW9uID09PSBudWxsKSB7XG4gICAgICAgIHJldHVybiByZXN1bHQoeyB0ZXh0OiB0ZXh0c1swXSwgdmVyc2lvbjogMSB9KTtcbiAgICAgIH1cbiAgICAgIHJldHVybiByZXN1bHQoeyB0ZXh0OiB0ZXh0c1sxXS5zbGljZSgxNiksIG9mZnNldDogMTYsIHZlcnNpb246IDIgfSk7XG4gICAgfSk7XG4gICAgY29uc3QgZG9jcyA9IG5ldyBUcmFuc2NyaXB0cyhjbGllbnQuYXNDbGllbnQoKSwgbmV3IEJyaWRnZUxvZygpKTtcbiAgICBjb25zdCBjaGFuZ2VzOiBzdHJpbmdbXSA9IFtdO1xuICAgIGRvY3Mub25EaWRDaGFuZ2UoKHUpID0+IGNoYW5nZXMucHVzaCh1LnRvU3RyaW5nKCkpKTtcbiAgICBjb25zdCB1cmkgPSBVcmkucGFyc2UoJ2FjcC1zZXNzaW9uOi9kZW1vL3MubWQnKTtcbiAgICBhc3NlcnQuZXF1YWwoYXdhaXQgZG9jcy5wcm92aWRlVGV4dERvY3VtZW50Q29udGVudCh1cmkgYXMgbmV2ZXIpLCB0ZXh0c1swXSk7XG4gICAgY2xpZW50LnRyYW5zY3JpcHQuZmlyZSh7IHVyaTogJ2FjcC1zZXNzaW9uOi9kZW1vL3MubWQnLCB2ZXJzaW9uOiAyLCBjb21wbGV0ZTogdHJ1ZSwgbG9hZGluZzogZmFsc2UgfSk7XG4gICAgYXdhaXQgdGljaygxNTApO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoY2xpZW50LmNhbGxzT2YoJ2dldFRyYW5zY3JpcHQnKS5tYXAoKHApID0+IHAuZnJvbVZlcnNpb24pLCBbbnVsbCwgMV0pO1xuICAgIGFzc2VydC5lcXVhbChhd2FpdCBkb2NzLnByb3ZpZGVUZXh0RG9jdW1lbnRDb250ZW50KHVyaSBhcyBuZXZlciksIHRleHRzWzFdKTtcbiAgICBhc3NlcnQub2soY2hhbmdlcy5sZW5ndGggPj0gMSk7XG4gICAgLy8gQW4gb2xkIHZlcnNpb24gaXMgaWdub3JlZC5cbiAgICBjbGllbnQudHJhbnNjcmlwdC5maXJlKHsgdXJpOiAnYWNwLXNlc3Npb246L2RlbW8vcy5tZCcsIHZlcnNpb246IDEsIGNvbXBsZXRlOiB0cnVlLCBsb2FkaW5nOiBmYWxzZSB9KTtcbiAgICBhd2FpdCB0aWNrKDEwKTtcbiAgICBhc3NlcnQuZXF1YWwoY2xpZW50LmNhbGxzT2YoJ2dldFRyYW5zY3JpcHQnKS5sZW5ndGgsIDIpO1xuICAgIGRvY3MuZGlzcG9zZSgpO1xuICB9KTtcbiAgaXQoJ2EgdHJhbnNjcmlwdCB0aGUgYnJpZGdlIGRvZXMgbm90IGhhdmUgc2hvd3MgYSBwbGFjZWhvbGRlciwgdGhlbiB0aGUgdGV4dCBvbmNlIGl0IGV4aXN0cycsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBjbGllbnQgPSBuZXcgRmFrZUNsaWVudCgpO1xuICAgIGxldCBleGlzdHMgPSBmYWxzZTtcbiAgICBjbGllbnQub24oJ2dldFRyYW5zY3JpcHQnLCAoKSA9PiB7XG4gICAgICBpZiAoIWV4aXN0cykge1xuICAgICAgICB0aHJvdyBPYmplY3QuYXNzaWduKG5ldyBFcnJvcignc2Vzc2lvbiBzIG5vdCBmb3VuZCcpLCB7IGNvZGU6IC0zMjAwMiB9KTtcbiAgICAgIH1cbiAgICAgIHJldHVybiByZXN1bHQoeyB0ZXh0OiAncmVwbGF5ZWQnLCB2ZXJzaW9uOiAzIH0pO1xuICAgIH0pO1xuICAgIGNvbnN0IGRvY3MgPSBuZXcgVHJhbnNjcmlwdHMoY2xpZW50LmFzQ2xpZW50KCksIG5ldyBCcmlkZ2VMb2coKSk7XG4gICAgY29uc3QgdXJpID0gVXJpLnBhcnNlKCdhY3Atc2Vzc2lvbjovZGVtby9zLm1kJyk7XG4gICAgYXNzZXJ0Lm1hdGNoKGF3YWl0IGRvY3MucHJvdmlkZVRleHREb2N1bWVudENvbnRlbnQodXJpIGFzIG5ldmVyKSwgL25vdCBhdmFpbGFibGU6IHNlc3Npb24gcyBub3QgZm91bmQvKTtcbiAgICBleGlzdHMgPSB0cnVlO1xuICAgIGNsaWVudC50cmFuc2NyaXB0LmZpcmUoeyB1cmk6ICdhY3Atc2Vzc2lvbjovZGVtby9zLm1kJywgdmVyc2lvbjogMywgY29tcGxldGU6IHRydWUsIGxvYWRpbmc6IGZhbHNlIH0pO1xuICAgIGF3YWl0IHRpY2soMjApO1xuICAgIGFzc2VydC5lcXVhbChhd2FpdCBkb2NzLnByb3ZpZGVUZXh0RG9jdW1lbnRDb250ZW50KHVyaSBhcyBuZXZlciksICdyZXBsYXllZCcpO1xuICAgIGFzc2VydC5lcXVhbChyZWNvcmRlZC5tZXNzYWdlcy5sZW5ndGgsIDAsICdubyBub3RpZmljYXRpb24gZm9yIGEgZG9jdW1lbnQgZmV0Y2gnKTtcbiAgICBkb2NzLmRpc3Bvc2UoKTtcbiAgfSk7XG4gIGl0KCdjaGFuZ2VzIG9mIGRvY3VtZW50cyB0aGF0IGFyZSBub3Qgb3BlbiBhcmUgbm90IGZldGNoZWQnLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgY2xpZW50ID0gbmV3IEZha2VDbGllbnQoKS5vbignZ2V0VHJhbnNjcmlwdCcsICgpID0+IHJlc3VsdCh7fSkpO1xuICAgIGNvbnN0IGRvY3MgPSBuZXcgVHJhbnNjcmlwdHMoY2xpZW50LmFzQ2xpZW50KCksIG5ldyBCcmlkZ2VMb2coKSk7XG4gICAgY2xpZW50LnRyYW5zY3JpcHQuZmlyZSh7IHVyaTogJ2FjcC1zZXNzaW9uOi9kZW1vL290aGVyLm1kJywgdmVyc2lvbjogOSwgY29tcGxldGU6IHRydWUsIGxvYWRpbmc6IGZhbHNlIH0pO1xuICAgIGF3YWl0IHRpY2soMTApO1xuICAgIGFzc2VydC5lcXVhbChjbGllbnQuY2FsbHMubGVuZ3RoLCAwKTtcbiAgICBkb2NzLmRpc3Bvc2UoKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUEsd0JBQU87QUFDUCxJQUFBQSxxQkFBNkM7QUFDN0Msb0JBQW1CO0FBQ25CLHVCQUF5QztBQUN6QyxpQkFBMEI7QUFFMUIsNEJBQXNEO0FBQ3RELHlCQUE0QjtBQUM1Qix3QkFBaUM7QUFFakMsTUFBTSxTQUFTLENBQUMsT0FBb0Q7QUFBQSxFQUNsRSxLQUFLO0FBQUEsRUFBMEIsTUFBTTtBQUFBLEVBQUksUUFBUTtBQUFBLEVBQUcsU0FBUztBQUFBLEVBQUcsVUFBVTtBQUFBLEVBQU0sU0FBUztBQUFBLEVBQU8sa0JBQWtCO0FBQUEsRUFBTSxHQUFHO0FBQzdIO0FBQUEsSUFFQSwyQkFBUyxtQkFBbUIsTUFBTTtBQUNoQywyQkFBRyxzQ0FBc0MsTUFBTTtBQUM3QyxrQkFBQUMsUUFBTyxVQUFNLHVDQUFnQixFQUFFLE1BQU0sSUFBSSxTQUFTLEtBQUssR0FBRyxPQUFPLEVBQUUsTUFBTSxTQUFTLFFBQVEsRUFBRSxDQUFDLENBQUMsR0FBRyxPQUFPO0FBQUEsRUFDMUcsQ0FBQztBQUNELDJCQUFHLHlDQUF5QyxNQUFNO0FBQ2hELGtCQUFBQSxRQUFPLFVBQU0sdUNBQWdCLEVBQUUsTUFBTSxPQUFPLFNBQVMsRUFBRSxHQUFHLE9BQU8sRUFBRSxNQUFNLE9BQU8sUUFBUSxHQUFHLFNBQVMsRUFBRSxDQUFDLENBQUMsR0FBRyxRQUFRO0FBQUEsRUFDckgsQ0FBQztBQUNELDJCQUFHLGlFQUFpRSxNQUFNO0FBQ3hFLGtCQUFBQSxRQUFPLFVBQU0sdUNBQWdCLEVBQUUsTUFBTSxhQUFhLFNBQVMsRUFBRSxHQUFHLE9BQU8sRUFBRSxNQUFNLFlBQVksUUFBUSxHQUFHLFNBQVMsRUFBRSxDQUFDLENBQUMsR0FBRyxnQkFBZ0I7QUFBQSxFQUN4SSxDQUFDO0FBQ0QsMkJBQUcsZ0NBQWdDLE1BQU07QUFDdkMsa0JBQUFBLFFBQU8sVUFBTSx1Q0FBZ0IsRUFBRSxNQUFNLE9BQU8sU0FBUyxFQUFFLEdBQUcsT0FBTyxFQUFFLE1BQU0sT0FBTyxRQUFRLEdBQUcsU0FBUyxFQUFFLENBQUMsQ0FBQyxHQUFHLEtBQUs7QUFBQSxFQUNsSCxDQUFDO0FBQ0QsMkJBQUcsMERBQTBELE1BQU07QUFDakUsa0JBQUFBLFFBQU8sVUFBTSx1Q0FBZ0IsRUFBRSxNQUFNLE9BQU8sU0FBUyxFQUFFLEdBQUcsT0FBTyxFQUFFLE1BQU0sSUFBSSxRQUFRLEdBQUcsU0FBUyxFQUFFLENBQUMsQ0FBQyxHQUFHLEtBQUs7QUFBQSxFQUMvRyxDQUFDO0FBQ0QsMkJBQUcsb0RBQW9ELE1BQU07QUFDM0Qsa0JBQUFBLFFBQU8sVUFBTSx1Q0FBZ0IsRUFBRSxNQUFNLE9BQU8sU0FBUyxFQUFFLEdBQUcsT0FBTyxFQUFFLE1BQU0sS0FBSyxRQUFRLEdBQUcsU0FBUyxFQUFFLENBQUMsQ0FBQyxHQUFHLE1BQVM7QUFDbEgsa0JBQUFBLFFBQU8sVUFBTSx1Q0FBZ0IsRUFBRSxNQUFNLE9BQU8sU0FBUyxFQUFFLEdBQUcsT0FBTyxFQUFFLE1BQU0sS0FBSyxRQUFRLEdBQUcsU0FBUyxFQUFFLENBQUMsQ0FBQyxHQUFHLE1BQVM7QUFBQSxFQUNwSCxDQUFDO0FBQ0QsMkJBQUcsMEVBQTBFLE1BQU07QUFDakYsa0JBQUFBLFFBQU8sVUFBTSx1Q0FBZ0IsRUFBRSxNQUFNLFlBQVMsU0FBUyxFQUFFLEdBQUcsT0FBTyxFQUFFLE1BQU0sS0FBSyxRQUFRLEdBQUcsU0FBUyxFQUFFLENBQUMsQ0FBQyxHQUFHLFdBQVE7QUFFbkgsa0JBQUFBLFFBQU8sVUFBTSx1Q0FBZ0IsRUFBRSxNQUFNLHlCQUFXLFNBQVMsRUFBRSxHQUFHLE9BQU8sRUFBRSxNQUFNLEtBQUssUUFBUSxHQUFHLFNBQVMsRUFBRSxDQUFDLENBQUMsR0FBRyx1QkFBUztBQUN0SCxrQkFBQUEsUUFBTyxVQUFNLHVDQUFnQixFQUFFLE1BQU0seUJBQVcsU0FBUyxFQUFFLEdBQUcsT0FBTyxFQUFFLE1BQU0sS0FBSyxRQUFRLEdBQUcsU0FBUyxFQUFFLENBQUMsQ0FBQyxHQUFHLHdCQUFVO0FBQ3ZILGtCQUFBQSxRQUFPLFVBQU0sdUNBQWdCLEVBQUUsTUFBTSx5QkFBVyxTQUFTLEVBQUUsR0FBRyxPQUFPLEVBQUUsTUFBTSxLQUFLLFFBQVEsR0FBRyxTQUFTLEVBQUUsQ0FBQyxDQUFDLEdBQUcsTUFBUztBQUFBLEVBQ3hILENBQUM7QUFDRCwyQkFBRyxjQUFjLE1BQU07QUFDckIsa0JBQUFBLFFBQU8sVUFBTSxrQ0FBVyxPQUFPLENBQUMsR0FBRyxDQUFDO0FBQ3BDLGtCQUFBQSxRQUFPLFVBQU0sa0NBQVcsT0FBTyxDQUFDLEdBQUcsQ0FBQztBQUNwQyxrQkFBQUEsUUFBTyxVQUFNLGtDQUFXLE9BQU8sQ0FBQyxHQUFHLE1BQVM7QUFDNUMsa0JBQUFBLFFBQU8sVUFBTSxrQ0FBVyxzQkFBUSxDQUFDLEdBQUcsQ0FBQztBQUNyQyxrQkFBQUEsUUFBTyxVQUFNLGtDQUFXLHNCQUFRLENBQUMsR0FBRyxDQUFDO0FBQUEsRUFDdkMsQ0FBQztBQUNILENBQUM7QUFBQSxJQUVELDJCQUFTLFlBQVksTUFBTTtBQUN6QiwyQkFBRyxpREFBaUQsWUFBWTtBQUM5RCxRQUFJLFFBQVE7QUFDWixVQUFNLElBQUksSUFBSSwrQkFBUyxNQUFNLFNBQVMsRUFBRTtBQUN4QyxNQUFFLFFBQVE7QUFDVixrQkFBQUEsUUFBTyxNQUFNLE9BQU8sQ0FBQztBQUNyQixNQUFFLFFBQVE7QUFDVixNQUFFLFFBQVE7QUFDVixNQUFFLFFBQVE7QUFDVixrQkFBQUEsUUFBTyxNQUFNLE9BQU8sQ0FBQztBQUNyQixjQUFNLHdCQUFLLEVBQUU7QUFDYixrQkFBQUEsUUFBTyxNQUFNLE9BQU8sQ0FBQztBQUNyQixNQUFFLFFBQVE7QUFBQSxFQUNaLENBQUM7QUFDSCxDQUFDO0FBQUEsSUFFRCwyQkFBUyxtQ0FBbUMsTUFBTTtBQUNoRCxtQ0FBVyxVQUFNLGtDQUFjLENBQUM7QUFDaEMsMkJBQUcsbUVBQW1FLFlBQVk7QUFDaEYsVUFBTSxTQUFTLElBQUksNkJBQVc7QUFDOUIsVUFBTSxRQUFRLENBQUMsc0JBQXNCLDRCQUE0QjtBQUNqRSxXQUFPLEdBQUcsaUJBQWlCLENBQUMsV0FBVztBQUNyQyxVQUFJLE9BQU8sZ0JBQWdCLE1BQU07QUFDL0IsZUFBTyxPQUFPLEVBQUUsTUFBTSxNQUFNLENBQUMsR0FBRyxTQUFTLEVBQUUsQ0FBQztBQUFBLE1BQzlDO0FBQ0EsYUFBTyxPQUFPLEVBQUUsTUFBTSxNQUFNLENBQUMsRUFBRSxNQUFNLEVBQUUsR0FBRyxRQUFRLElBQUksU0FBUyxFQUFFLENBQUM7QUFBQSxJQUNwRSxDQUFDO0FBQ0QsVUFBTSxPQUFPLElBQUksK0JBQVksT0FBTyxTQUFTLEdBQUcsSUFBSSxxQkFBVSxDQUFDO0FBQy9ELFVBQU0sVUFBb0IsQ0FBQztBQUMzQixTQUFLLFlBQVksQ0FBQyxNQUFNLFFBQVEsS0FBSyxFQUFFLFNBQVMsQ0FBQyxDQUFDO0FBQ2xELFVBQU0sTUFBTSx1QkFBSSxNQUFNLHdCQUF3QjtBQUM5QyxrQkFBQUEsUUFBTyxNQUFNLE1BQU0sS0FBSywyQkFBMkIsR0FBWSxHQUFHLE1BQU0sQ0FBQyxDQUFDO0FBQzFFLFdBQU8sV0FBVyxLQUFLLEVBQUUsS0FBSywwQkFBMEIsU0FBUyxHQUFHLFVBQVUsTUFBTSxTQUFTLE1BQU0sQ0FBQztBQUNwRyxjQUFNLHdCQUFLLEdBQUc7QUFDZCxrQkFBQUEsUUFBTyxVQUFVLE9BQU8sUUFBUSxlQUFlLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxXQUFXLEdBQUcsQ0FBQyxNQUFNLENBQUMsQ0FBQztBQUNyRixrQkFBQUEsUUFBTyxNQUFNLE1BQU0sS0FBSywyQkFBMkIsR0FBWSxHQUFHLE1BQU0sQ0FBQyxDQUFDO0FBQzFFLGtCQUFBQSxRQUFPLEdBQUcsUUFBUSxVQUFVLENBQUM7QUFFN0IsV0FBTyxXQUFXLEtBQUssRUFBRSxLQUFLLDBCQUEwQixTQUFTLEdBQUcsVUFBVSxNQUFNLFNBQVMsTUFBTSxDQUFDO0FBQ3BHLGNBQU0sd0JBQUssRUFBRTtBQUNiLGtCQUFBQSxRQUFPLE1BQU0sT0FBTyxRQUFRLGVBQWUsRUFBRSxRQUFRLENBQUM7QUFDdEQsU0FBSyxRQUFRO0FBQUEsRUFDZixDQUFDO0FBQ0QsMkJBQUcsMkZBQTJGLFlBQVk7QUFDeEcsVUFBTSxTQUFTLElBQUksNkJBQVc7QUFDOUIsUUFBSSxTQUFTO0FBQ2IsV0FBTyxHQUFHLGlCQUFpQixNQUFNO0FBQy9CLFVBQUksQ0FBQyxRQUFRO0FBQ1gsY0FBTSxPQUFPLE9BQU8sSUFBSSxNQUFNLHFCQUFxQixHQUFHLEVBQUUsTUFBTSxPQUFPLENBQUM7QUFBQSxNQUN4RTtBQUNBLGFBQU8sT0FBTyxFQUFFLE1BQU0sWUFBWSxTQUFTLEVBQUUsQ0FBQztBQUFBLElBQ2hELENBQUM7QUFDRCxVQUFNLE9BQU8sSUFBSSwrQkFBWSxPQUFPLFNBQVMsR0FBRyxJQUFJLHFCQUFVLENBQUM7QUFDL0QsVUFBTSxNQUFNLHVCQUFJLE1BQU0sd0JBQXdCO0FBQzlDLGtCQUFBQSxRQUFPLE1BQU0sTUFBTSxLQUFLLDJCQUEyQixHQUFZLEdBQUcsb0NBQW9DO0FBQ3RHLGFBQVM7QUFDVCxXQUFPLFdBQVcsS0FBSyxFQUFFLEtBQUssMEJBQTBCLFNBQVMsR0FBRyxVQUFVLE1BQU0sU0FBUyxNQUFNLENBQUM7QUFDcEcsY0FBTSx3QkFBSyxFQUFFO0FBQ2Isa0JBQUFBLFFBQU8sTUFBTSxNQUFNLEtBQUssMkJBQTJCLEdBQVksR0FBRyxVQUFVO0FBQzVFLGtCQUFBQSxRQUFPLE1BQU0sNEJBQVMsU0FBUyxRQUFRLEdBQUcsc0NBQXNDO0FBQ2hGLFNBQUssUUFBUTtBQUFBLEVBQ2YsQ0FBQztBQUNELDJCQUFHLDBEQUEwRCxZQUFZO0FBQ3ZFLFVBQU0sU0FBUyxJQUFJLDZCQUFXLEVBQUUsR0FBRyxpQkFBaUIsTUFBTSxPQUFPLENBQUMsQ0FBQyxDQUFDO0FBQ3BFLFVBQU0sT0FBTyxJQUFJLCtCQUFZLE9BQU8sU0FBUyxHQUFHLElBQUkscUJBQVUsQ0FBQztBQUMvRCxXQUFPLFdBQVcsS0FBSyxFQUFFLEtBQUssOEJBQThCLFNBQVMsR0FBRyxVQUFVLE1BQU0sU0FBUyxNQUFNLENBQUM7QUFDeEcsY0FBTSx3QkFBSyxFQUFFO0FBQ2Isa0JBQUFBLFFBQU8sTUFBTSxPQUFPLE1BQU0sUUFBUSxDQUFDO0FBQ25DLFNBQUssUUFBUTtBQUFBLEVBQ2YsQ0FBQztBQUNILENBQUM7IiwKICAibmFtZXMiOiBbImltcG9ydF92c2NvZGVTdHViIiwgImFzc2VydCJdCn0K
