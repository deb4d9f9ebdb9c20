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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3N0YXR1c0Jhci50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJpbXBvcnQgJy4vdnNjb2RlU3R1Yic7IC8vIGZpcnN0OiBpdCBhbnN3ZXJzIHJlcXVpcmUoJ3ZzY29kZScpXG5pbXBvcnQgeyByZWNvcmRlZCwgcmVzZXRSZWNvcmRlZCwgVGhlbWVDb2xvciB9IGZyb20gJy4vdnNjb2RlU3R1Yic7XG5pbXBvcnQgYXNzZXJ0IGZyb20gJ25vZGU6YXNzZXJ0L3N0cmljdCc7XG5pbXBvcnQgeyBiZWZvcmVFYWNoLCBkZXNjcmliZSwgaXQgfSBmcm9tICdub2RlOnRlc3QnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuLi8uLi9zcmMvc3RhdGUnO1xuaW1wb3J0IHsgU2Vzc2lvblN0YXR1c0Jhciwgc3RhdHVzQmFyVmlldyB9IGZyb20gJy4uLy4uL3NyYy9zdGF0dXNCYXInO1xuaW1wb3J0IHsgYWdlbnQsIHNlc3Npb24gfSBmcm9tICcuL2ZpeHR1cmVzJztcblxuZGVzY3JpYmUoJ3N0YXR1c0JhclZpZXcnLCAoKSA9PiB7XG4gIGl0KCdoaWRkZW4gd2l0aG91dCBhbiBhY3RpdmUgc2Vzc2lvbicsICgpID0+IHtcbiAgICBhc3NlcnQuZXF1YWwoc3RhdHVzQmFyVmlldyh1bmRlZmluZWQsIGZhbHNlLCBhZ2VudCgpKS52aXNpYmxlLCBmYWxzZSk7XG4gIH0pO1xuICBpdCgndGl0bGUgXHUwMEI3IGFnZW50IG5hbWUnLCAoKSA9PiB7XG4gICAgY29uc3QgdiA9IHN0YXR1c0JhclZpZXcoc2Vzc2lvbigpLCBmYWxzZSwgYWdlbnQoKSk7XG4gICAgYXNzZXJ0LmVxdWFsKHYudGV4dCwgJyQoY29tbWVudC1kaXNjdXNzaW9uKSBGaXggdGhlIGZsYWt5IHRlc3QgXHUwMEI3IERlbW8gYWdlbnQnKTtcbiAgICBhc3NlcnQuZXF1YWwodi53YXJuaW5nLCBmYWxzZSk7XG4gIH0pO1xuICBpdCgnY3V0cyB0aGUgdGl0bGUgYXQgNDAgY2hhcmFjdGVycyB3aXRoIGFuIGVsbGlwc2lzJywgKCkgPT4ge1xuICAgIGNvbnN0IHRpdGxlID0gJ0ludmVzdGlnYXRlIHdoeSB0aGUgdXBsb2FkIHRlc3QgZmFpbHMgb24gQ0kgZXZlcnkgb3RoZXIgcnVuJztcbiAgICBjb25zdCB2ID0gc3RhdHVzQmFyVmlldyhzZXNzaW9uKHsgZGlzcGxheVRpdGxlOiB0aXRsZSB9KSwgZmFsc2UsIGFnZW50KCkpO1xuICAgIGFzc2VydC5lcXVhbCh2LnRleHQsIGAkKGNvbW1lbnQtZGlzY3Vzc2lvbikgJHt0aXRsZS5zbGljZSgwLCAzOSkudHJpbUVuZCgpfVx1MjAyNiBcdTAwQjcgRGVtbyBhZ2VudGApO1xuICAgIGFzc2VydC5lcXVhbChBcnJheS5mcm9tKHYudGV4dC5zcGxpdCgnIFx1MDBCNyAnKVswXS5yZXBsYWNlKCckKGNvbW1lbnQtZGlzY3Vzc2lvbikgJywgJycpKS5sZW5ndGgsIDQwKTtcbiAgICBhc3NlcnQub2sodi50b29sdGlwLnN0YXJ0c1dpdGgodGl0bGUgKyAnXFxuJykpO1xuICB9KTtcbiAgaXQoJ3NwaW5uZXIgd2hpbGUgbG9hZGluZycsICgpID0+IHtcbiAgICBhc3NlcnQub2soc3RhdHVzQmFyVmlldyhzZXNzaW9uKCksIHRydWUsIGFnZW50KCkpLnRleHQuc3RhcnRzV2l0aCgnJChzeW5jfnNwaW4pICcpKTtcbiAgfSk7XG4gIGl0KCd3YXJuaW5nIHdoZW4gdGhlIGFnZW50IGlzIGRvd24nLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmVxdWFsKHN0YXR1c0JhclZpZXcoc2Vzc2lvbigpLCBmYWxzZSwgYWdlbnQoeyBzdGF0ZTogJ2Vycm9yJywgZXJyb3I6ICdib29tJyB9KSkud2FybmluZywgdHJ1ZSk7XG4gICAgYXNzZXJ0LmVxdWFsKHN0YXR1c0JhclZpZXcoc2Vzc2lvbigpLCBmYWxzZSwgYWdlbnQoeyBzdGF0ZTogJ2V4aXRlZCcgfSkpLndhcm5pbmcsIHRydWUpO1xuICAgIGFzc2VydC5lcXVhbChzdGF0dXNCYXJWaWV3KHNlc3Npb24oKSwgZmFsc2UsIGFnZW50KHsgc3RhdGU6ICdzdGFydGluZycgfSkpLndhcm5pbmcsIGZhbHNlKTtcbiAgfSk7XG4gIGl0KCd0b29sdGlwOiBmdWxsIHRpdGxlLCBpZCwgY3dkJywgKCkgPT4ge1xuICAgIGNvbnN0IHQgPSBzdGF0dXNCYXJWaWV3KHNlc3Npb24oKSwgZmFsc2UsIGFnZW50KCkpLnRvb2x0aXAuc3BsaXQoJ1xcbicpO1xuICAgIGFzc2VydC5kZWVwRXF1YWwodC5zbGljZSgwLCAzKSwgWydGaXggdGhlIGZsYWt5IHRlc3QnLCAnSWQ6IHNlc3NfMScsICdGb2xkZXI6IC9ob21lL21lL3Byb2plY3QnXSk7XG4gIH0pO1xuICBpdCgnYWdlbnQgaWQgd2hlbiB0aGUgYWdlbnQgaXMgdW5rbm93bjsgaWNvbnMgaW4gdGl0bGVzIGVzY2FwZWQnLCAoKSA9PiB7XG4gICAgY29uc3QgdiA9IHN0YXR1c0JhclZpZXcoc2Vzc2lvbih7IGRpc3BsYXlUaXRsZTogJyQoYnVnKSB4JyB9KSwgZmFsc2UsIHVuZGVmaW5lZCk7XG4gICAgYXNzZXJ0LmVxdWFsKHYudGV4dCwgJyQoY29tbWVudC1kaXNjdXNzaW9uKSBcXFxcJChidWcpIHggXHUwMEI3IGRlbW8nKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ1Nlc3Npb25TdGF0dXNCYXInLCAoKSA9PiB7XG4gIGJlZm9yZUVhY2goKCkgPT4gcmVzZXRSZWNvcmRlZCgpKTtcbiAgaXQoJ2ZvbGxvd3MgdGhlIGFjdGl2ZSBzZXNzaW9uIGFuZCB0aGUgYWdlbnQgc3RhdGUnLCAoKSA9PiB7XG4gICAgY29uc3Qgc3RhdGUgPSBuZXcgQnJpZGdlU3RhdGUoKTtcbiAgICBjb25zdCBiYXIgPSBuZXcgU2Vzc2lvblN0YXR1c0JhcihzdGF0ZSk7XG4gICAgY29uc3QgaXRlbSA9IHJlY29yZGVkLnN0YXR1c0Jhckl0ZW1zWzBdO1xuICAgIGFzc2VydC5lcXVhbChpdGVtLnZpc2libGUsIGZhbHNlKTtcbiAgICBhc3NlcnQuZXF1YWwoaXRlbS5jb21tYW5kLCAnYWNwQnJpZGdlLnN3aXRjaFNlc3Npb24nKTtcbiAgICBzdGF0ZS5zZXRBZ2VudHMoW2FnZW50KCldKTtcbiAgICBzdGF0ZS5zZXRBY3RpdmUoc2Vzc2lvbigpLCB0cnVlKTtcbiAgICBhc3NlcnQuZXF1YWwoaXRlbS52aXNpYmxlLCB0cnVlKTtcbiAgICBhc3NlcnQub2soaXRlbS50ZXh0LnN0YXJ0c1dpdGgoJyQoc3luY35zcGluKScpKTtcbiAgICBzdGF0ZS5zZXRBY3RpdmUoc2Vzc2lvbigpLCBmYWxzZSk7XG4gICAgYXNzZXJ0LmVxdWFsKGl0ZW0udGV4dCwgJyQoY29tbWVudC1kaXNjdXNzaW9uKSBGaXggdGhlIGZsYWt5IHRlc3QgXHUwMEI3IERlbW8gYWdlbnQnKTtcbiAgICBhc3NlcnQuZXF1YWwoaXRlbS5iYWNrZ3JvdW5kQ29sb3IsIHVuZGVmaW5lZCk7XG4gICAgc3RhdGUudXBkYXRlQWdlbnQoYWdlbnQoeyBzdGF0ZTogJ2V4aXRlZCcgfSkpO1xuICAgIGFzc2VydC5lcXVhbCgoaXRlbS5iYWNrZ3JvdW5kQ29sb3IgYXMgdW5rbm93biBhcyBUaGVtZUNvbG9yKS5pZCwgJ3N0YXR1c0Jhckl0ZW0ud2FybmluZ0JhY2tncm91bmQnKTtcbiAgICBzdGF0ZS5wYXRjaFNlc3Npb24oc2Vzc2lvbih7IGRpc3BsYXlUaXRsZTogJ1JlbmFtZWQnIH0pKTtcbiAgICBhc3NlcnQub2soaXRlbS50ZXh0LmluY2x1ZGVzKCdSZW5hbWVkJykpO1xuICAgIHN0YXRlLnNldEFjdGl2ZShudWxsLCBmYWxzZSk7XG4gICAgYXNzZXJ0LmVxdWFsKGl0ZW0udmlzaWJsZSwgZmFsc2UpO1xuICAgIGJhci5kaXNwb3NlKCk7XG4gIH0pO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBLHdCQUFPO0FBQ1AsSUFBQUEscUJBQW9EO0FBQ3BELG9CQUFtQjtBQUNuQix1QkFBeUM7QUFDekMsbUJBQTRCO0FBQzVCLHVCQUFnRDtBQUNoRCxzQkFBK0I7QUFBQSxJQUUvQiwyQkFBUyxpQkFBaUIsTUFBTTtBQUM5QiwyQkFBRyxvQ0FBb0MsTUFBTTtBQUMzQyxrQkFBQUMsUUFBTyxVQUFNLGdDQUFjLFFBQVcsV0FBTyx1QkFBTSxDQUFDLEVBQUUsU0FBUyxLQUFLO0FBQUEsRUFDdEUsQ0FBQztBQUNELDJCQUFHLHlCQUFzQixNQUFNO0FBQzdCLFVBQU0sUUFBSSxvQ0FBYyx5QkFBUSxHQUFHLFdBQU8sdUJBQU0sQ0FBQztBQUNqRCxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsTUFBTSwwREFBdUQ7QUFDNUUsa0JBQUFBLFFBQU8sTUFBTSxFQUFFLFNBQVMsS0FBSztBQUFBLEVBQy9CLENBQUM7QUFDRCwyQkFBRyxvREFBb0QsTUFBTTtBQUMzRCxVQUFNLFFBQVE7QUFDZCxVQUFNLFFBQUksb0NBQWMseUJBQVEsRUFBRSxjQUFjLE1BQU0sQ0FBQyxHQUFHLFdBQU8sdUJBQU0sQ0FBQztBQUN4RSxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsTUFBTSx5QkFBeUIsTUFBTSxNQUFNLEdBQUcsRUFBRSxFQUFFLFFBQVEsQ0FBQyx3QkFBZ0I7QUFDMUYsa0JBQUFBLFFBQU8sTUFBTSxNQUFNLEtBQUssRUFBRSxLQUFLLE1BQU0sUUFBSyxFQUFFLENBQUMsRUFBRSxRQUFRLDBCQUEwQixFQUFFLENBQUMsRUFBRSxRQUFRLEVBQUU7QUFDaEcsa0JBQUFBLFFBQU8sR0FBRyxFQUFFLFFBQVEsV0FBVyxRQUFRLElBQUksQ0FBQztBQUFBLEVBQzlDLENBQUM7QUFDRCwyQkFBRyx5QkFBeUIsTUFBTTtBQUNoQyxrQkFBQUEsUUFBTyxPQUFHLG9DQUFjLHlCQUFRLEdBQUcsVUFBTSx1QkFBTSxDQUFDLEVBQUUsS0FBSyxXQUFXLGVBQWUsQ0FBQztBQUFBLEVBQ3BGLENBQUM7QUFDRCwyQkFBRyxrQ0FBa0MsTUFBTTtBQUN6QyxrQkFBQUEsUUFBTyxVQUFNLG9DQUFjLHlCQUFRLEdBQUcsV0FBTyx1QkFBTSxFQUFFLE9BQU8sU0FBUyxPQUFPLE9BQU8sQ0FBQyxDQUFDLEVBQUUsU0FBUyxJQUFJO0FBQ3BHLGtCQUFBQSxRQUFPLFVBQU0sb0NBQWMseUJBQVEsR0FBRyxXQUFPLHVCQUFNLEVBQUUsT0FBTyxTQUFTLENBQUMsQ0FBQyxFQUFFLFNBQVMsSUFBSTtBQUN0RixrQkFBQUEsUUFBTyxVQUFNLG9DQUFjLHlCQUFRLEdBQUcsV0FBTyx1QkFBTSxFQUFFLE9BQU8sV0FBVyxDQUFDLENBQUMsRUFBRSxTQUFTLEtBQUs7QUFBQSxFQUMzRixDQUFDO0FBQ0QsMkJBQUcsZ0NBQWdDLE1BQU07QUFDdkMsVUFBTSxRQUFJLG9DQUFjLHlCQUFRLEdBQUcsV0FBTyx1QkFBTSxDQUFDLEVBQUUsUUFBUSxNQUFNLElBQUk7QUFDckUsa0JBQUFBLFFBQU8sVUFBVSxFQUFFLE1BQU0sR0FBRyxDQUFDLEdBQUcsQ0FBQyxzQkFBc0IsY0FBYywwQkFBMEIsQ0FBQztBQUFBLEVBQ2xHLENBQUM7QUFDRCwyQkFBRywrREFBK0QsTUFBTTtBQUN0RSxVQUFNLFFBQUksb0NBQWMseUJBQVEsRUFBRSxjQUFjLFdBQVcsQ0FBQyxHQUFHLE9BQU8sTUFBUztBQUMvRSxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsTUFBTSw0Q0FBeUM7QUFBQSxFQUNoRSxDQUFDO0FBQ0gsQ0FBQztBQUFBLElBRUQsMkJBQVMsb0JBQW9CLE1BQU07QUFDakMsbUNBQVcsVUFBTSxrQ0FBYyxDQUFDO0FBQ2hDLDJCQUFHLGtEQUFrRCxNQUFNO0FBQ3pELFVBQU0sUUFBUSxJQUFJLHlCQUFZO0FBQzlCLFVBQU0sTUFBTSxJQUFJLGtDQUFpQixLQUFLO0FBQ3RDLFVBQU0sT0FBTyw0QkFBUyxlQUFlLENBQUM7QUFDdEMsa0JBQUFBLFFBQU8sTUFBTSxLQUFLLFNBQVMsS0FBSztBQUNoQyxrQkFBQUEsUUFBTyxNQUFNLEtBQUssU0FBUyx5QkFBeUI7QUFDcEQsVUFBTSxVQUFVLEtBQUMsdUJBQU0sQ0FBQyxDQUFDO0FBQ3pCLFVBQU0sY0FBVSx5QkFBUSxHQUFHLElBQUk7QUFDL0Isa0JBQUFBLFFBQU8sTUFBTSxLQUFLLFNBQVMsSUFBSTtBQUMvQixrQkFBQUEsUUFBTyxHQUFHLEtBQUssS0FBSyxXQUFXLGNBQWMsQ0FBQztBQUM5QyxVQUFNLGNBQVUseUJBQVEsR0FBRyxLQUFLO0FBQ2hDLGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxNQUFNLDBEQUF1RDtBQUMvRSxrQkFBQUEsUUFBTyxNQUFNLEtBQUssaUJBQWlCLE1BQVM7QUFDNUMsVUFBTSxnQkFBWSx1QkFBTSxFQUFFLE9BQU8sU0FBUyxDQUFDLENBQUM7QUFDNUMsa0JBQUFBLFFBQU8sTUFBTyxLQUFLLGdCQUEwQyxJQUFJLGlDQUFpQztBQUNsRyxVQUFNLGlCQUFhLHlCQUFRLEVBQUUsY0FBYyxVQUFVLENBQUMsQ0FBQztBQUN2RCxrQkFBQUEsUUFBTyxHQUFHLEtBQUssS0FBSyxTQUFTLFNBQVMsQ0FBQztBQUN2QyxVQUFNLFVBQVUsTUFBTSxLQUFLO0FBQzNCLGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxTQUFTLEtBQUs7QUFDaEMsUUFBSSxRQUFRO0FBQUEsRUFDZCxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFsiaW1wb3J0X3ZzY29kZVN0dWIiLCAiYXNzZXJ0Il0KfQo=
