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
var import_permissions = require("../../src/permissions");
var import_state = require("../../src/state");
var import_statusBar = require("../../src/statusBar");
var import_fixtures = require("./fixtures");
(0, import_node_test.describe)("statusBarView", () => {
  (0, import_node_test.it)("hidden without an active session", () => {
    import_strict.default.equal((0, import_statusBar.statusBarView)(void 0, false, (0, import_fixtures.agent)()).visible, false);
  });
  (0, import_node_test.it)("title \xB7 agent name", () => {
    const v = (0, import_statusBar.statusBarView)((0, import_fixtures.session)(), false, (0, import_fixtures.agent)());
    import_strict.default.equal(v.text, "$(comment-discussion) Fix the flaky test \xB7 Demo agent");
    import_strict.default.equal(v.warning, false);
  });
  (0, import_node_test.it)("cuts the title at 40 characters with an ellipsis", () => {
    const title = "Investigate why the upload test fails on CI every other run";
    const v = (0, import_statusBar.statusBarView)((0, import_fixtures.session)({ displayTitle: title }), false, (0, import_fixtures.agent)());
    import_strict.default.equal(v.text, `$(comment-discussion) ${title.slice(0, 39).trimEnd()}\u2026 \xB7 Demo agent`);
    import_strict.default.equal(Array.from(v.text.split(" \xB7 ")[0].replace("$(comment-discussion) ", "")).length, 40);
    import_strict.default.ok(v.tooltip.startsWith(title + "\n"));
  });
  (0, import_node_test.it)("spinner while loading", () => {
    import_strict.default.ok((0, import_statusBar.statusBarView)((0, import_fixtures.session)(), true, (0, import_fixtures.agent)()).text.startsWith("$(sync~spin) "));
  });
  (0, import_node_test.it)("warning when the agent is down", () => {
    import_strict.default.equal((0, import_statusBar.statusBarView)((0, import_fixtures.session)(), false, (0, import_fixtures.agent)({ state: "error", error: "boom" })).warning, true);
    import_strict.default.equal((0, import_statusBar.statusBarView)((0, import_fixtures.session)(), false, (0, import_fixtures.agent)({ state: "exited" })).warning, true);
    import_strict.default.equal((0, import_statusBar.statusBarView)((0, import_fixtures.session)(), false, (0, import_fixtures.agent)({ state: "starting" })).warning, false);
  });
  (0, import_node_test.it)("tooltip: full title, id, cwd", () => {
    const t = (0, import_statusBar.statusBarView)((0, import_fixtures.session)(), false, (0, import_fixtures.agent)()).tooltip.split("\n");
    import_strict.default.deepEqual(t.slice(0, 3), ["Fix the flaky test", "Id: sess_1", "Folder: /home/me/project"]);
  });
  (0, import_node_test.it)("agent id when the agent is unknown; icons in titles escaped", () => {
    const v = (0, import_statusBar.statusBarView)((0, import_fixtures.session)({ displayTitle: "$(bug) x" }), false, void 0);
    import_strict.default.equal(v.text, "$(comment-discussion) \\$(bug) x \xB7 demo");
  });
});
(0, import_node_test.describe)("SessionStatusBar", () => {
  (0, import_node_test.beforeEach)(() => (0, import_vscodeStub2.resetRecorded)());
  (0, import_node_test.it)("follows the active session and the agent state", () => {
    const state = new import_state.BridgeState();
    const bar = new import_statusBar.SessionStatusBar(state);
    const item = import_vscodeStub2.recorded.statusBarItems[0];
    import_strict.default.equal(item.visible, false);
    import_strict.default.equal(item.command, "acpBridge.switchSession");
    state.setAgents([(0, import_fixtures.agent)()]);
    state.setActive((0, import_fixtures.session)(), true);
    import_strict.default.equal(item.visible, true);
    import_strict.default.ok(item.text.startsWith("$(sync~spin)"));
    state.setActive((0, import_fixtures.session)(), false);
    import_strict.default.equal(item.text, "$(comment-discussion) Fix the flaky test \xB7 Demo agent");
    import_strict.default.equal(item.backgroundColor, void 0);
    state.updateAgent((0, import_fixtures.agent)({ state: "exited" }));
    import_strict.default.equal(item.backgroundColor.id, "statusBarItem.warningBackground");
    state.patchSession((0, import_fixtures.session)({ displayTitle: "Renamed" }));
    import_strict.default.ok(item.text.includes("Renamed"));
    state.setActive(null, false);
    import_strict.default.equal(item.visible, false);
    bar.dispose();
  });
});
(0, import_node_test.describe)("permission options", () => {
  (0, import_node_test.it)("names with a mark, the kind when the name does not say it, agent icons escaped", () => {
    const items = (0, import_permissions.permissionItems)([
      { optionId: "a", name: "Allow once", kind: "allow_once" },
      { optionId: "r", name: "Reject", kind: "reject_once" },
      { optionId: "x", name: "$(zap) Always", kind: "allow_always" }
    ]);
    import_strict.default.deepEqual(items.map((i) => [i.optionId, i.label, i.description]), [
      ["a", "$(check) Allow once", void 0],
      ["r", "$(close) Reject", "Reject once"],
      ["x", "$(check) \\$(zap) Always", "Allow always"]
    ]);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3N0YXR1c0Jhci50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJpbXBvcnQgJy4vdnNjb2RlU3R1Yic7IC8vIGZpcnN0OiBpdCBhbnN3ZXJzIHJlcXVpcmUoJ3ZzY29kZScpXG5pbXBvcnQgeyByZWNvcmRlZCwgcmVzZXRSZWNvcmRlZCwgVGhlbWVDb2xvciB9IGZyb20gJy4vdnNjb2RlU3R1Yic7XG5pbXBvcnQgYXNzZXJ0IGZyb20gJ25vZGU6YXNzZXJ0L3N0cmljdCc7XG5pbXBvcnQgeyBiZWZvcmVFYWNoLCBkZXNjcmliZSwgaXQgfSBmcm9tICdub2RlOnRlc3QnO1xuaW1wb3J0IHsgcGVybWlzc2lvbkl0ZW1zIH0gZnJvbSAnLi4vLi4vc3JjL3Blcm1pc3Npb25zJztcbmltcG9ydCB7IEJyaWRnZVN0YXRlIH0gZnJvbSAnLi4vLi4vc3JjL3N0YXRlJztcbmltcG9ydCB7IFNlc3Npb25TdGF0dXNCYXIsIHN0YXR1c0JhclZpZXcgfSBmcm9tICcuLi8uLi9zcmMvc3RhdHVzQmFyJztcbmltcG9ydCB7IGFnZW50LCBzZXNzaW9uIH0gZnJvbSAnLi9maXh0dXJlcyc7XG5cbmRlc2NyaWJlKCdzdGF0dXNCYXJWaWV3JywgKCkgPT4ge1xuICBpdCgnaGlkZGVuIHdpdGhvdXQgYW4gYWN0aXZlIHNlc3Npb24nLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmVxdWFsKHN0YXR1c0JhclZpZXcodW5kZWZpbmVkLCBmYWxzZSwgYWdlbnQoKSkudmlzaWJsZSwgZmFsc2UpO1xuICB9KTtcbiAgaXQoJ3RpdGxlIFx1MDBCNyBhZ2VudCBuYW1lJywgKCkgPT4ge1xuICAgIGNvbnN0IHYgPSBzdGF0dXNCYXJWaWV3KHNlc3Npb24oKSwgZmFsc2UsIGFnZW50KCkpO1xuICAgIGFzc2VydC5lcXVhbCh2LnRleHQsICckKGNvbW1lbnQtZGlzY3Vzc2lvbikgRml4IHRoZSBmbGFreSB0ZXN0IFx1MDBCNyBEZW1vIGFnZW50Jyk7XG4gICAgYXNzZXJ0LmVxdWFsKHYud2FybmluZywgZmFsc2UpO1xuICB9KTtcbiAgaXQoJ2N1dHMgdGhlIHRpdGxlIGF0IDQwIGNoYXJhY3RlcnMgd2l0aCBhbiBlbGxpcHNpcycsICgpID0+IHtcbiAgICBjb25zdCB0aXRsZSA9ICdJbnZlc3RpZ2F0ZSB3aHkgdGhlIHVwbG9hZCB0ZXN0IGZhaWxzIG9uIENJIGV2ZXJ5IG90aGVyIHJ1bic7XG4gICAgY29uc3QgdiA9IHN0YXR1c0JhclZpZXcoc2Vzc2lvbih7IGRpc3BsYXlUaXRsZTogdGl0bGUgfSksIGZhbHNlLCBhZ2VudCgpKTtcbiAgICBhc3NlcnQuZXF1YWwodi50ZXh0LCBgJChjb21tZW50LWRpc2N1c3Npb24pICR7dGl0bGUuc2xpY2UoMCwgMzkpLnRyaW1FbmQoKX1cdTIwMjYgXHUwMEI3IERlbW8gYWdlbnRgKTtcbiAgICBhc3NlcnQuZXF1YWwoQXJyYXkuZnJvbSh2LnRleHQuc3BsaXQoJyBcdTAwQjcgJylbMF0ucmVwbGFjZSgnJChjb21tZW50LWRpc2N1c3Npb24pICcsICcnKSkubGVuZ3RoLCA0MCk7XG4gICAgYXNzZXJ0Lm9rKHYudG9vbHRpcC5zdGFydHNXaXRoKHRpdGxlICsgJ1xcbicpKTtcbiAgfSk7XG4gIGl0KCdzcGlubmVyIHdoaWxlIGxvYWRpbmcnLCAoKSA9PiB7XG4gICAgYXNzZXJ0Lm9rKHN0YXR1c0JhclZpZXcoc2Vzc2lvbigpLCB0cnVlLCBhZ2VudCgpKS50ZXh0LnN0YXJ0c1dpdGgoJyQoc3luY35zcGluKSAnKSk7XG4gIH0pO1xuICBpdCgnd2FybmluZyB3aGVuIHRoZSBhZ2VudCBpcyBkb3duJywgKCkgPT4ge1xuICAgIGFzc2VydC5lcXVhbChzdGF0dXNCYXJWaWV3KHNlc3Npb24oKSwgZmFsc2UsIGFnZW50KHsgc3RhdGU6ICdlcnJvcicsIGVycm9yOiAnYm9vbScgfSkpLndhcm5pbmcsIHRydWUpO1xuICAgIGFzc2VydC5lcXVhbChzdGF0dXNCYXJWaWV3KHNlc3Npb24oKSwgZmFsc2UsIGFnZW50KHsgc3RhdGU6ICdleGl0ZWQnIH0pKS53YXJuaW5nLCB0cnVlKTtcbiAgICBhc3NlcnQuZXF1YWwoc3RhdHVzQmFyVmlldyhzZXNzaW9uKCksIGZhbHNlLCBhZ2VudCh7IHN0YXRlOiAnc3RhcnRpbmcnIH0pKS53YXJuaW5nLCBmYWxzZSk7XG4gIH0pO1xuICBpdCgndG9vbHRpcDogZnVsbCB0aXRsZSwgaWQsIGN3ZCcsICgpID0+IHtcbiAgICBjb25zdCB0ID0gc3RhdHVzQmFyVmlldyhzZXNzaW9uKCksIGZhbHNlLCBhZ2VudCgpKS50b29sdGlwLnNwbGl0KCdcXG4nKTtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKHQuc2xpY2UoMCwgMyksIFsnRml4IHRoZSBmbGFreSB0ZXN0JywgJ0lkOiBzZXNzXzEnLCAnRm9sZGVyOiAvaG9tZS9tZS9wcm9qZWN0J10pO1xuICB9KTtcbiAgaXQoJ2FnZW50IGlkIHdoZW4gdGhlIGFnZW50IGlzIHVua25vd247IGljb25zIGluIHRpdGxlcyBlc2NhcGVkJywgKCkgPT4ge1xuICAgIGNvbnN0IHYgPSBzdGF0dXNCYXJWaWV3KHNlc3Npb24oeyBkaXNwbGF5VGl0bGU6ICckKGJ1ZykgeCcgfSksIGZhbHNlLCB1bmRlZmluZWQpO1xuICAgIGFzc2VydC5lcXVhbCh2LnRleHQsICckKGNvbW1lbnQtZGlzY3Vzc2lvbikgXFxcXCQoYnVnKSB4IFx1MDBCNyBkZW1vJyk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdTZXNzaW9uU3RhdHVzQmFyJywgKCkgPT4ge1xuICBiZWZvcmVFYWNoKCgpID0+IHJlc2V0UmVjb3JkZWQoKSk7XG4gIGl0KCdmb2xsb3dzIHRoZSBhY3RpdmUgc2Vzc2lvbiBhbmQgdGhlIGFnZW50IHN0YXRlJywgKCkgPT4ge1xuICAgIGNvbnN0IHN0YXRlID0gbmV3IEJyaWRnZVN0YXRlKCk7XG4gICAgY29uc3QgYmFyID0gbmV3IFNlc3Npb25TdGF0dXNCYXIoc3RhdGUpO1xuICAgIGNvbnN0IGl0ZW0gPSByZWNvcmRlZC5zdGF0dXNCYXJJdGVtc1swXTtcbiAgICBhc3NlcnQuZXF1YWwoaXRlbS52aXNpYmxlLCBmYWxzZSk7XG4gICAgYXNzZXJ0LmVxdWFsKGl0ZW0uY29tbWFuZCwgJ2FjcEJyaWRnZS5zd2l0Y2hTZXNzaW9uJyk7XG4gICAgc3RhdGUuc2V0QWdlbnRzKFthZ2VudCgpXSk7XG4gICAgc3RhdGUuc2V0QWN0aXZlKHNlc3Npb24oKSwgdHJ1ZSk7XG4gICAgYXNzZXJ0LmVxdWFsKGl0ZW0udmlzaWJsZSwgdHJ1ZSk7XG4gICAgYXNzZXJ0Lm9rKGl0ZW0udGV4dC5zdGFydHNXaXRoKCckKHN5bmN+c3BpbiknKSk7XG4gICAgc3RhdGUuc2V0QWN0aXZlKHNlc3Npb24oKSwgZmFsc2UpO1xuICAgIGFzc2VydC5lcXVhbChpdGVtLnRleHQsICckKGNvbW1lbnQtZGlzY3Vzc2lvbikgRml4IHRoZSBmbGFreSB0ZXN0IFx1MDBCNyBEZW1vIGFnZW50Jyk7XG4gICAgYXNzZXJ0LmVxdWFsKGl0ZW0uYmFja2dyb3VuZENvbG9yLCB1bmRlZmluZWQpO1xuICAgIHN0YXRlLnVwZGF0ZUFnZW50KGFnZW50KHsgc3RhdGU6ICdleGl0ZWQnIH0pKTtcbiAgICBhc3NlcnQuZXF1YWwoKGl0ZW0uYmFja2dyb3VuZENvbG9yIGFzIHVua25vd24gYXMgVGhlbWVDb2xvcikuaWQsICdzdGF0dXNCYXJJdGVtLndhcm5pbmdCYWNrZ3JvdW5kJyk7XG4gICAgc3RhdGUucGF0Y2hTZXNzaW9uKHNlc3Npb24oeyBkaXNwbGF5VGl0bGU6ICdSZW5hbWVkJyB9KSk7XG4gICAgYXNzZXJ0Lm9rKGl0ZW0udGV4dC5pbmNsdWRlcygnUmVuYW1lZCcpKTtcbiAgICBzdGF0ZS5zZXRBY3RpdmUobnVsbCwgZmFsc2UpO1xuICAgIGFzc2VydC5lcXVhbChpdGVtLnZpc2libGUsIGZhbHNlKTtcbiAgICBiYXIuZGlzcG9zZSgpO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgncGVybWlzc2lvbiBvcHRpb25zJywgKCkgPT4ge1xuICBpdCgnbmFtZXMgd2l0aCBhIG1hcmssIHRoZSBraW5kIHdoZW4gdGhlIG5hbWUgZG9lcyBub3Qgc2F5IGl0LCBhZ2VudCBpY29ucyBlc2NhcGVkJywgKCkgPT4ge1xuICAgIGNvbnN0IGl0ZW1zID0gcGVybWlzc2lvbkl0ZW1zKFtcbiAgICAgIHsgb3B0aW9uSWQ6ICdhJywgbmFtZTogJ0FsbG93IG9uY2UnLCBraW5kOiAnYWxsb3dfb25jZScgfSxcbiAgICAgIHsgb3B0aW9uSWQ6ICdyJywgbmFtZTogJ1JlamVjdCcsIGtpbmQ6ICdyZWplY3Rfb25jZScgfSxcbiAgICAgIHsgb3B0aW9uSWQ6ICd4JywgbmFtZTogJyQoemFwKSBBbHdheXMnLCBraW5kOiAnYWxsb3dfYWx3YXlzJyB9LFxuICAgIF0pO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoaXRlbXMubWFwKChpKSA9PiBbaS5vcHRpb25JZCwgaS5sYWJlbCwgaS5kZXNjcmlwdGlvbl0pLCBbXG4gICAgICBbJ2EnLCAnJChjaGVjaykgQWxsb3cgb25jZScsIHVuZGVmaW5lZF0sXG4gICAgICBbJ3InLCAnJChjbG9zZSkgUmVqZWN0JywgJ1JlamVjdCBvbmNlJ10sXG4gICAgICBbJ3gnLCAnJChjaGVjaykgXFxcXCQoemFwKSBBbHdheXMnLCAnQWxsb3cgYWx3YXlzJ10sXG4gICAgXSk7XG4gIH0pO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBLHdCQUFPO0FBQ1AsSUFBQUEscUJBQW9EO0FBQ3BELG9CQUFtQjtBQUNuQix1QkFBeUM7QUFDekMseUJBQWdDO0FBQ2hDLG1CQUE0QjtBQUM1Qix1QkFBZ0Q7QUFDaEQsc0JBQStCO0FBQUEsSUFFL0IsMkJBQVMsaUJBQWlCLE1BQU07QUFDOUIsMkJBQUcsb0NBQW9DLE1BQU07QUFDM0Msa0JBQUFDLFFBQU8sVUFBTSxnQ0FBYyxRQUFXLFdBQU8sdUJBQU0sQ0FBQyxFQUFFLFNBQVMsS0FBSztBQUFBLEVBQ3RFLENBQUM7QUFDRCwyQkFBRyx5QkFBc0IsTUFBTTtBQUM3QixVQUFNLFFBQUksb0NBQWMseUJBQVEsR0FBRyxXQUFPLHVCQUFNLENBQUM7QUFDakQsa0JBQUFBLFFBQU8sTUFBTSxFQUFFLE1BQU0sMERBQXVEO0FBQzVFLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxTQUFTLEtBQUs7QUFBQSxFQUMvQixDQUFDO0FBQ0QsMkJBQUcsb0RBQW9ELE1BQU07QUFDM0QsVUFBTSxRQUFRO0FBQ2QsVUFBTSxRQUFJLG9DQUFjLHlCQUFRLEVBQUUsY0FBYyxNQUFNLENBQUMsR0FBRyxXQUFPLHVCQUFNLENBQUM7QUFDeEUsa0JBQUFBLFFBQU8sTUFBTSxFQUFFLE1BQU0seUJBQXlCLE1BQU0sTUFBTSxHQUFHLEVBQUUsRUFBRSxRQUFRLENBQUMsd0JBQWdCO0FBQzFGLGtCQUFBQSxRQUFPLE1BQU0sTUFBTSxLQUFLLEVBQUUsS0FBSyxNQUFNLFFBQUssRUFBRSxDQUFDLEVBQUUsUUFBUSwwQkFBMEIsRUFBRSxDQUFDLEVBQUUsUUFBUSxFQUFFO0FBQ2hHLGtCQUFBQSxRQUFPLEdBQUcsRUFBRSxRQUFRLFdBQVcsUUFBUSxJQUFJLENBQUM7QUFBQSxFQUM5QyxDQUFDO0FBQ0QsMkJBQUcseUJBQXlCLE1BQU07QUFDaEMsa0JBQUFBLFFBQU8sT0FBRyxvQ0FBYyx5QkFBUSxHQUFHLFVBQU0sdUJBQU0sQ0FBQyxFQUFFLEtBQUssV0FBVyxlQUFlLENBQUM7QUFBQSxFQUNwRixDQUFDO0FBQ0QsMkJBQUcsa0NBQWtDLE1BQU07QUFDekMsa0JBQUFBLFFBQU8sVUFBTSxvQ0FBYyx5QkFBUSxHQUFHLFdBQU8sdUJBQU0sRUFBRSxPQUFPLFNBQVMsT0FBTyxPQUFPLENBQUMsQ0FBQyxFQUFFLFNBQVMsSUFBSTtBQUNwRyxrQkFBQUEsUUFBTyxVQUFNLG9DQUFjLHlCQUFRLEdBQUcsV0FBTyx1QkFBTSxFQUFFLE9BQU8sU0FBUyxDQUFDLENBQUMsRUFBRSxTQUFTLElBQUk7QUFDdEYsa0JBQUFBLFFBQU8sVUFBTSxvQ0FBYyx5QkFBUSxHQUFHLFdBQU8sdUJBQU0sRUFBRSxPQUFPLFdBQVcsQ0FBQyxDQUFDLEVBQUUsU0FBUyxLQUFLO0FBQUEsRUFDM0YsQ0FBQztBQUNELDJCQUFHLGdDQUFnQyxNQUFNO0FBQ3ZDLFVBQU0sUUFBSSxvQ0FBYyx5QkFBUSxHQUFHLFdBQU8sdUJBQU0sQ0FBQyxFQUFFLFFBQVEsTUFBTSxJQUFJO0FBQ3JFLGtCQUFBQSxRQUFPLFVBQVUsRUFBRSxNQUFNLEdBQUcsQ0FBQyxHQUFHLENBQUMsc0JBQXNCLGNBQWMsMEJBQTBCLENBQUM7QUFBQSxFQUNsRyxDQUFDO0FBQ0QsMkJBQUcsK0RBQStELE1BQU07QUFDdEUsVUFBTSxRQUFJLG9DQUFjLHlCQUFRLEVBQUUsY0FBYyxXQUFXLENBQUMsR0FBRyxPQUFPLE1BQVM7QUFDL0Usa0JBQUFBLFFBQU8sTUFBTSxFQUFFLE1BQU0sNENBQXlDO0FBQUEsRUFDaEUsQ0FBQztBQUNILENBQUM7QUFBQSxJQUVELDJCQUFTLG9CQUFvQixNQUFNO0FBQ2pDLG1DQUFXLFVBQU0sa0NBQWMsQ0FBQztBQUNoQywyQkFBRyxrREFBa0QsTUFBTTtBQUN6RCxVQUFNLFFBQVEsSUFBSSx5QkFBWTtBQUM5QixVQUFNLE1BQU0sSUFBSSxrQ0FBaUIsS0FBSztBQUN0QyxVQUFNLE9BQU8sNEJBQVMsZUFBZSxDQUFDO0FBQ3RDLGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxTQUFTLEtBQUs7QUFDaEMsa0JBQUFBLFFBQU8sTUFBTSxLQUFLLFNBQVMseUJBQXlCO0FBQ3BELFVBQU0sVUFBVSxLQUFDLHVCQUFNLENBQUMsQ0FBQztBQUN6QixVQUFNLGNBQVUseUJBQVEsR0FBRyxJQUFJO0FBQy9CLGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxTQUFTLElBQUk7QUFDL0Isa0JBQUFBLFFBQU8sR0FBRyxLQUFLLEtBQUssV0FBVyxjQUFjLENBQUM7QUFDOUMsVUFBTSxjQUFVLHlCQUFRLEdBQUcsS0FBSztBQUNoQyxrQkFBQUEsUUFBTyxNQUFNLEtBQUssTUFBTSwwREFBdUQ7QUFDL0Usa0JBQUFBLFFBQU8sTUFBTSxLQUFLLGlCQUFpQixNQUFTO0FBQzVDLFVBQU0sZ0JBQVksdUJBQU0sRUFBRSxPQUFPLFNBQVMsQ0FBQyxDQUFDO0FBQzVDLGtCQUFBQSxRQUFPLE1BQU8sS0FBSyxnQkFBMEMsSUFBSSxpQ0FBaUM7QUFDbEcsVUFBTSxpQkFBYSx5QkFBUSxFQUFFLGNBQWMsVUFBVSxDQUFDLENBQUM7QUFDdkQsa0JBQUFBLFFBQU8sR0FBRyxLQUFLLEtBQUssU0FBUyxTQUFTLENBQUM7QUFDdkMsVUFBTSxVQUFVLE1BQU0sS0FBSztBQUMzQixrQkFBQUEsUUFBTyxNQUFNLEtBQUssU0FBUyxLQUFLO0FBQ2hDLFFBQUksUUFBUTtBQUFBLEVBQ2QsQ0FBQztBQUNILENBQUM7QUFBQSxJQUVELDJCQUFTLHNCQUFzQixNQUFNO0FBQ25DLDJCQUFHLGtGQUFrRixNQUFNO0FBQ3pGLFVBQU0sWUFBUSxvQ0FBZ0I7QUFBQSxNQUM1QixFQUFFLFVBQVUsS0FBSyxNQUFNLGNBQWMsTUFBTSxhQUFhO0FBQUEsTUFDeEQsRUFBRSxVQUFVLEtBQUssTUFBTSxVQUFVLE1BQU0sY0FBYztBQUFBLE1BQ3JELEVBQUUsVUFBVSxLQUFLLE1BQU0saUJBQWlCLE1BQU0sZUFBZTtBQUFBLElBQy9ELENBQUM7QUFDRCxrQkFBQUEsUUFBTyxVQUFVLE1BQU0sSUFBSSxDQUFDLE1BQU0sQ0FBQyxFQUFFLFVBQVUsRUFBRSxPQUFPLEVBQUUsV0FBVyxDQUFDLEdBQUc7QUFBQSxNQUN2RSxDQUFDLEtBQUssdUJBQXVCLE1BQVM7QUFBQSxNQUN0QyxDQUFDLEtBQUssbUJBQW1CLGFBQWE7QUFBQSxNQUN0QyxDQUFDLEtBQUssNEJBQTRCLGNBQWM7QUFBQSxJQUNsRCxDQUFDO0FBQUEsRUFDSCxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFsiaW1wb3J0X3ZzY29kZVN0dWIiLCAiYXNzZXJ0Il0KfQo=
