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
var import_sessionsTree = require("../../src/sessionsTree");
var import_treeModel = require("../../src/treeModel");
var import_state = require("../../src/state");
var import_fixtures = require("./fixtures");
var import_fakeClient = require("./fakeClient");
function memento() {
  const data = /* @__PURE__ */ new Map();
  return { get: (k, d) => data.has(k) ? data.get(k) : d, update: async (k, v) => void data.set(k, v), keys: () => [...data.keys()] };
}
async function setup(sessions, o = {}) {
  (0, import_vscodeStub2.resetRecorded)();
  import_vscodeStub2.recorded.folders.push("/home/me/project");
  const client = new import_fakeClient.FakeClient().on("listAgents", () => ({ agents: [(0, import_fixtures.agent)()] })).on("listSessions", (params) => {
    if (o.fail && params.mode !== "cached") throw o.fail;
    return { agentId: "demo", sessions: params.mode === "cached" ? [] : sessions, hasMore: !!o.hasMore, supported: true };
  });
  const state = new import_state.BridgeState();
  client.onAgentStateChanged((s) => state.updateAgent(s));
  client.onActiveSessionChanged((e) => state.setActive(e.session, e.loading));
  const tree = new import_sessionsTree.SessionsTree(client.asClient(), state, new import_log.BridgeLog(), memento());
  const changes = [];
  tree.onDidChangeTreeData((n) => changes.push(n));
  client.started.fire();
  await (0, import_fakeClient.tick)(5);
  return { client, state, tree, changes };
}
async function expandAll(tree) {
  const [agentNode] = await tree.getChildren();
  await tree.getChildren(agentNode);
  await (0, import_fakeClient.tick)(5);
  const children = await tree.getChildren(agentNode);
  const rows = [];
  const nodes = [];
  for (const child of children) {
    const item = tree.getTreeItem(child);
    rows.push(`${item.label}`);
    nodes.push(child);
    for (const grand of await tree.getChildren(child)) {
      const g = tree.getTreeItem(grand);
      rows.push(`  ${g.label} | ${g.description} | ${g.contextValue}`);
      nodes.push(grand);
    }
  }
  return { agentNode, rows, nodes };
}
const NOW = /* @__PURE__ */ new Date();
(0, import_node_test.describe)("SessionsTree", () => {
  (0, import_node_test.beforeEach)(() => (0, import_vscodeStub2.resetRecorded)());
  (0, import_node_test.it)("agents \u2192 date groups \u2192 sessions, for the first workspace folder", async () => {
    const { tree, client } = await setup([
      (0, import_fixtures.session)({ sessionId: "a", displayTitle: "Newest", updatedAt: (0, import_fixtures.ago)(NOW, 5 * import_fixtures.MIN) }),
      (0, import_fixtures.session)({ sessionId: "b", displayTitle: "Old one", updatedAt: (0, import_fixtures.ago)(NOW, 40 * import_fixtures.DAY) })
    ], { hasMore: true });
    const { agentNode, rows } = await expandAll(tree);
    const agentItem = tree.getTreeItem(agentNode);
    import_strict.default.equal(agentItem.label, "Demo agent");
    import_strict.default.equal(agentItem.description, "ready");
    import_strict.default.deepEqual(rows, [
      "Today",
      "  Newest | 5m | session canLoad canResume canClose canDelete",
      "Older",
      "  Old one | 1mo | session canLoad canResume canClose canDelete",
      "Load more\u2026"
    ]);
    import_strict.default.deepEqual(client.callsOf("listSessions").map((c) => [c.cwd, c.mode]), [["/home/me/project", "cached"], ["/home/me/project", "first"]]);
    tree.dispose();
  });
  (0, import_node_test.it)('the empty leaf, and "all folders" lists with cwd null', async () => {
    const { tree, client } = await setup([]);
    import_strict.default.deepEqual((await expandAll(tree)).rows, ["No sessions yet \u2014 start one"]);
    await tree.setAllFolders(true);
    import_strict.default.equal(import_vscodeStub2.recorded.context.get("acpBridge.allFolders"), true);
    await expandAll(tree);
    import_strict.default.ok(client.callsOf("listSessions").some((c) => c.cwd === null));
    tree.dispose();
  });
  (0, import_node_test.it)("an error leaf with the bridge message, clicking it retries", async () => {
    const { tree } = await setup([], { fail: { code: -32011, message: "The agent exited with code 1: boom." } });
    const { nodes } = await expandAll(tree);
    const item = tree.getTreeItem(nodes[0]);
    import_strict.default.equal(item.label, "The agent exited with code 1: boom.");
    import_strict.default.equal(item.command.command, "acpBridge.retryAgent");
    tree.dispose();
  });
  (0, import_node_test.it)("sessionInfoChanged patches one row in place; a row that moves refreshes its agent", async () => {
    const a = (0, import_fixtures.session)({ sessionId: "a", displayTitle: "A", updatedAt: (0, import_fixtures.ago)(NOW, 5 * import_fixtures.MIN) });
    const b = (0, import_fixtures.session)({ sessionId: "b", displayTitle: "B", updatedAt: (0, import_fixtures.ago)(NOW, 10 * import_fixtures.MIN) });
    const { tree, client, changes } = await setup([a, b]);
    const { agentNode, nodes } = await expandAll(tree);
    const rowB = nodes.find((n) => n.kind === "session" && n.sessionId === "b");
    changes.length = 0;
    client.sessionInfo.fire({ session: { ...b, displayTitle: "B renamed" } });
    import_strict.default.deepEqual(changes, [rowB]);
    import_strict.default.equal(tree.getTreeItem(rowB).label, "B renamed");
    changes.length = 0;
    client.sessionInfo.fire({ session: { ...b, displayTitle: "B renamed", updatedAt: (0, import_fixtures.ago)(NOW, 1e3) } });
    import_strict.default.deepEqual(changes, [agentNode]);
    client.sessionInfo.fire({ session: (0, import_fixtures.session)({ sessionId: "unknown" }) });
    import_strict.default.equal(changes.length, 1, "unknown sessions are ignored");
    tree.dispose();
  });
  (0, import_node_test.it)("the active session is marked; only the rows concerned change", async () => {
    const a = (0, import_fixtures.session)({ sessionId: "a", displayTitle: "A", updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.HOUR) });
    const { tree, client, changes } = await setup([a, (0, import_fixtures.session)({ sessionId: "b", updatedAt: (0, import_fixtures.ago)(NOW, 2 * import_fixtures.HOUR) })]);
    const { nodes } = await expandAll(tree);
    const rowA = nodes.find((n) => n.kind === "session" && n.sessionId === "a");
    changes.length = 0;
    client.activeSession.fire({ session: a, loading: false });
    import_strict.default.deepEqual(changes, [rowA]);
    const item = tree.getTreeItem(rowA);
    import_strict.default.equal(item.description, "\u25CF 1h");
    import_strict.default.equal(item.iconPath.id, "circle-filled");
    import_strict.default.match(item.contextValue ?? "", /\bactive\b/);
    tree.dispose();
  });
  (0, import_node_test.it)("agentStateChanged updates the agent node only", async () => {
    const { tree, client, changes } = await setup([]);
    const { agentNode } = await expandAll(tree);
    changes.length = 0;
    client.agentState.fire((0, import_fixtures.agent)({ state: "error", error: "needs login" }));
    import_strict.default.deepEqual(changes, [agentNode]);
    import_strict.default.equal(tree.getTreeItem(agentNode).description, "error: needs login");
    tree.dispose();
  });
});
(0, import_node_test.describe)("SessionsTree paging", () => {
  (0, import_node_test.it)("a refresh (sessionsChanged) keeps the pages loaded with Load more\u2026, and changes the tree once", async () => {
    (0, import_vscodeStub2.resetRecorded)();
    const page1 = [(0, import_fixtures.session)({ sessionId: "a", updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.MIN) }), (0, import_fixtures.session)({ sessionId: "b", updatedAt: (0, import_fixtures.ago)(NOW, 2 * import_fixtures.MIN) })];
    const page2 = [(0, import_fixtures.session)({ sessionId: "c", updatedAt: (0, import_fixtures.ago)(NOW, 3 * import_fixtures.DAY) })];
    const client = new import_fakeClient.FakeClient().on("listAgents", () => ({ agents: [(0, import_fixtures.agent)()] })).on("listSessions", (q) => {
      if (q.mode === "cached") return { agentId: "demo", sessions: [], hasMore: false, supported: true };
      if (q.mode === "first") return { agentId: "demo", sessions: page1, hasMore: true, supported: true };
      return { agentId: "demo", sessions: [...page1, ...page2], hasMore: false, supported: true };
    });
    const state = new import_state.BridgeState();
    const tree = new import_sessionsTree.SessionsTree(client.asClient(), state, new import_log.BridgeLog(), memento());
    client.started.fire();
    await (0, import_fakeClient.tick)(5);
    let { rows } = await expandAll(tree);
    import_strict.default.equal(rows[rows.length - 1], "Load more\u2026");
    await tree.loadMore("demo");
    ({ rows } = await expandAll(tree));
    import_strict.default.equal(rows.filter((r) => r.startsWith("  ")).length, 3);
    import_strict.default.ok(!rows.includes("Load more\u2026"));
    const changes = [];
    tree.onDidChangeTreeData((n) => changes.push(n));
    const modes = client.calls.length;
    client.sessionsChanged.fire({ agentId: "demo", reason: "created" });
    await (0, import_fakeClient.tick)(10);
    import_strict.default.deepEqual(client.calls.slice(modes).map((c) => c.params.mode), ["first", "more"]);
    import_strict.default.equal(changes.length, 1, "one change, after both pages");
    ({ rows } = await expandAll(tree));
    import_strict.default.equal(rows.filter((r) => r.startsWith("  ")).length, 3);
    tree.dispose();
  });
});
(0, import_node_test.describe)("listing helpers", () => {
  (0, import_node_test.it)("mergeSessions appends new ids and updates known ones", () => {
    const merged = (0, import_treeModel.mergeSessions)(
      [(0, import_fixtures.session)({ sessionId: "a" }), (0, import_fixtures.session)({ sessionId: "b", displayTitle: "old" })],
      [(0, import_fixtures.session)({ sessionId: "b", displayTitle: "new" }), (0, import_fixtures.session)({ sessionId: "c" })]
    );
    import_strict.default.deepEqual(merged.map((s) => `${s.sessionId}:${s.displayTitle}`), ["a:Fix the flaky test", "b:new", "c:Fix the flaky test"]);
  });
  (0, import_node_test.it)("placement changes only when a row moves", () => {
    const s = [(0, import_fixtures.session)({ sessionId: "a", updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.MIN) }), (0, import_fixtures.session)({ sessionId: "b", updatedAt: (0, import_fixtures.ago)(NOW, 2 * import_fixtures.MIN) })];
    const renamed = [{ ...s[0], displayTitle: "x" }, s[1]];
    const moved = [s[0], { ...s[1], updatedAt: (0, import_fixtures.ago)(NOW, 1e3) }];
    import_strict.default.equal((0, import_treeModel.placement)(renamed, NOW), (0, import_treeModel.placement)(s, NOW));
    import_strict.default.notEqual((0, import_treeModel.placement)(moved, NOW), (0, import_treeModel.placement)(s, NOW));
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3Nlc3Npb25zVHJlZS50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJpbXBvcnQgJy4vdnNjb2RlU3R1Yic7IC8vIGZpcnN0OiBpdCBhbnN3ZXJzIHJlcXVpcmUoJ3ZzY29kZScpXG5pbXBvcnQgeyByZWNvcmRlZCwgcmVzZXRSZWNvcmRlZCwgVHJlZUl0ZW0gfSBmcm9tICcuL3ZzY29kZVN0dWInO1xuaW1wb3J0IGFzc2VydCBmcm9tICdub2RlOmFzc2VydC9zdHJpY3QnO1xuaW1wb3J0IHsgYmVmb3JlRWFjaCwgZGVzY3JpYmUsIGl0IH0gZnJvbSAnbm9kZTp0ZXN0JztcbmltcG9ydCB7IEJyaWRnZUxvZyB9IGZyb20gJy4uLy4uL3NyYy9sb2cnO1xuaW1wb3J0IHR5cGUgKiBhcyBwIGZyb20gJy4uLy4uL3NyYy9wcm90b2NvbCc7XG5pbXBvcnQgeyBTZXNzaW9uc1RyZWUgfSBmcm9tICcuLi8uLi9zcmMvc2Vzc2lvbnNUcmVlJztcbmltcG9ydCB0eXBlIHsgVHJlZU5vZGUgfSBmcm9tICcuLi8uLi9zcmMvdHJlZUl0ZW1zJztcbmltcG9ydCB7IG1lcmdlU2Vzc2lvbnMsIHBsYWNlbWVudCB9IGZyb20gJy4uLy4uL3NyYy90cmVlTW9kZWwnO1xuaW1wb3J0IHsgQnJpZGdlU3RhdGUgfSBmcm9tICcuLi8uLi9zcmMvc3RhdGUnO1xuaW1wb3J0IHsgYWdlbnQsIGFnbywgREFZLCBIT1VSLCBNSU4sIHNlc3Npb24gfSBmcm9tICcuL2ZpeHR1cmVzJztcbmltcG9ydCB7IEZha2VDbGllbnQsIHRpY2sgfSBmcm9tICcuL2Zha2VDbGllbnQnO1xuXG5mdW5jdGlvbiBtZW1lbnRvKCkge1xuICBjb25zdCBkYXRhID0gbmV3IE1hcDxzdHJpbmcsIHVua25vd24+KCk7XG4gIHJldHVybiB7IGdldDogKGs6IHN0cmluZywgZD86IHVua25vd24pID0+IChkYXRhLmhhcyhrKSA/IGRhdGEuZ2V0KGspIDogZCksIHVwZGF0ZTogYXN5bmMgKGs6IHN0cmluZywgdjogdW5rbm93bikgPT4gdm9pZCBkYXRhLnNldChrLCB2KSwga2V5czogKCkgPT4gWy4uLmRhdGEua2V5cygpXSB9O1xufVxuXG5hc3luYyBmdW5jdGlvbiBzZXR1cChzZXNzaW9uczogcC5TZXNzaW9uSXRlbVtdLCBvOiB7IGhhc01vcmU/OiBib29sZWFuOyBmYWlsPzogdW5rbm93biB9ID0ge30pIHtcbiAgcmVzZXRSZWNvcmRlZCgpO1xuICByZWNvcmRlZC5mb2xkZXJzLnB1c2goJy9ob21lL21lL3Byb2plY3QnKTtcbiAgY29uc3QgY2xpZW50ID0gbmV3IEZha2VDbGllbnQoKVxuICAgIC5vbignbGlzdEFnZW50cycsICgpID0+ICh7IGFnZW50czogW2FnZW50KCldIH0pKVxuICAgIC5vbignbGlzdFNlc3Npb25zJywgKHBhcmFtczogcC5MaXN0U2Vzc2lvbnNQYXJhbXMpID0+IHtcbiAgICAgIGlmIChvLmZhaWwgJiYgcGFyYW1zLm1vZGUgIT09ICdjYWNoZWQnKSB0aHJvdyBvLmZhaWw7XG4gICAgICByZXR1cm4geyBhZ2VudElkOiAnZGVtbycsIHNlc3Npb25zOiBwYXJhbXMubW9kZSA9PT0gJ2NhY2hlZCcgPyBbXSA6IHNlc3Npb25zLCBoYXNNb3JlOiAhIW8uaGFzTW9yZSwgc3VwcG9ydGVkOiB0cnVlIH07XG4gICAgfSk7XG4gIGNvbnN0IHN0YXRlID0gbmV3IEJyaWRnZVN0YXRlKCk7XG4gIGNsaWVudC5vbkFnZW50U3RhdGVDaGFuZ2VkKChzKSA9PiBzdGF0ZS51cGRhdGVBZ2VudChzKSk7XG4gIGNsaWVudC5vbkFjdGl2ZVNlc3Npb25DaGFuZ2VkKChlKSA9PiBzdGF0ZS5zZXRBY3RpdmUoZS5zZXNzaW9uLCBlLmxvYWRpbmcpKTtcbiAgY29uc3QgdHJlZSA9IG5ldyBTZXNzaW9uc1RyZWUoY2xpZW50LmFzQ2xpZW50KCksIHN0YXRlLCBuZXcgQnJpZGdlTG9nKCksIG1lbWVudG8oKSBhcyBuZXZlcik7XG4gIGNvbnN0IGNoYW5nZXM6IChUcmVlTm9kZSB8IHVuZGVmaW5lZClbXSA9IFtdO1xuICB0cmVlLm9uRGlkQ2hhbmdlVHJlZURhdGEoKG4pID0+IGNoYW5nZXMucHVzaChuKSk7XG4gIGNsaWVudC5zdGFydGVkLmZpcmUoKTtcbiAgYXdhaXQgdGljayg1KTtcbiAgcmV0dXJuIHsgY2xpZW50LCBzdGF0ZSwgdHJlZSwgY2hhbmdlcyB9O1xufVxuXG5hc3luYyBmdW5jdGlvbiBleHBhbmRBbGwodHJlZTogU2Vzc2lvbnNUcmVlKSB7XG4gIGNvbnN0IFthZ2VudE5vZGVdID0gYXdhaXQgdHJlZS5nZXRDaGlsZHJlbigpO1xuICBhd2FpdCB0cmVlLmdldENoaWxkcmVuKGFnZW50Tm9kZSk7XG4gIGF3YWl0IHRpY2soNSk7IC8vIHRoZSByZWZyZXNoIGFmdGVyIHRoZSBjYWNoZWQgYW5zd2VyXG4gIGNvbnN0IGNoaWxkcmVuID0gYXdhaXQgdHJlZS5nZXRDaGlsZHJlbihhZ2VudE5vZGUpO1xuICBjb25zdCByb3dzOiBzdHJpbmdbXSA9IFtdO1xuICBjb25zdCBub2RlczogVHJlZU5vZGVbXSA9IFtdO1xuICBmb3IgKGNvbnN0IGNoaWxkIG9mIGNoaWxkcmVuKSB7XG4gICAgY29uc3QgaXRlbSA9IHRyZWUuZ2V0VHJlZUl0ZW0oY2hpbGQpIGFzIHVua25vd24gYXMgVHJlZUl0ZW07XG4gICAgcm93cy5wdXNoKGAke2l0ZW0ubGFiZWx9YCk7XG4gICAgbm9kZXMucHVzaChjaGlsZCk7XG4gICAgZm9yIChjb25zdCBncmFuZCBvZiBhd2FpdCB0cmVlLmdldENoaWxkcmVuKGNoaWxkKSkge1xuICAgICAgY29uc3QgZyA9IHRyZWUuZ2V0VHJlZUl0ZW0oZ3JhbmQpIGFzIHVua25vd24gYXMgVHJlZUl0ZW07XG4gICAgICByb3dzLnB1c2goYCAgJHtnLmxhYmVsfSB8ICR7Zy5kZXNjcmlwdGlvbn0gfCAke2cuY29udGV4dFZhbHVlfWApO1xuICAgICAgbm9kZXMucHVzaChncmFuZCk7XG4gICAgfVxuICB9XG4gIHJldHVybiB7IGFnZW50Tm9kZSwgcm93cywgbm9kZXMgfTtcbn1cblxuY29uc3QgTk9XID0gbmV3IERhdGUoKTtcblxuZGVzY3JpYmUoJ1Nlc3Npb25zVHJlZScsICgpID0+IHtcbiAgYmVmb3JlRWFjaCgoKSA9PiByZXNldFJlY29yZGVkKCkpO1xuXG4gIGl0KCdhZ2VudHMgXHUyMTkyIGRhdGUgZ3JvdXBzIFx1MjE5MiBzZXNzaW9ucywgZm9yIHRoZSBmaXJzdCB3b3Jrc3BhY2UgZm9sZGVyJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IHsgdHJlZSwgY2xpZW50IH0gPSBhd2FpdCBzZXR1cChbXG4gICAgICBzZXNzaW9uKHsgc2Vzc2lvbklkOiAnYScsIGRpc3BsYXlUaXRsZTogJ05ld2VzdCcsIHVwZGF0ZWRBdDogYWdvKE5PVywgNSAqIE1JTikgfSksXG4gICAgICBzZXNzaW9uKHsgc2Vzc2lvbklkOiAnYicsIGRpc3BsYXlUaXRsZTogJ09sZCBvbmUnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIDQwICogREFZKSB9KSxcbiAgICBdLCB7IGhhc01vcmU6IHRydWUgfSk7XG4gICAgY29uc3QgeyBhZ2VudE5vZGUsIHJvd3MgfSA9IGF3YWl0IGV4cGFuZEFsbCh0cmVlKTtcbiAgICBjb25zdCBhZ2VudEl0ZW0gPSB0cmVlLmdldFRyZWVJdGVtKGFnZW50Tm9kZSkgYXMgdW5rbm93biBhcyBUcmVlSXRlbTtcbiAgICBhc3NlcnQuZXF1YWwoYWdlbnRJdGVtLmxhYmVsLCAnRGVtbyBhZ2VudCcpO1xuICAgIGFzc2VydC5lcXVhbChhZ2VudEl0ZW0uZGVzY3JpcHRpb24sICdyZWFkeScpO1xuICAgIGFzc2VydC5kZWVwRXF1YWwocm93cywgW1xuICAgICAgJ1RvZGF5JywgJyAgTmV3ZXN0IHwgNW0gfCBzZXNzaW9uIGNhbkxvYWQgY2FuUmVzdW1lIGNhbkNsb3NlIGNhbkRlbGV0ZScsXG4gICAgICAnT2xkZXInLCAnICBPbGQgb25lIHwgMW1vIHwgc2Vzc2lvbiBjYW5Mb2FkIGNhblJlc3VtZSBjYW5DbG9zZSBjYW5EZWxldGUnLFxuICAgICAgJ0xvYWQgbW9yZVx1MjAyNicsXG4gICAgXSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChjbGllbnQuY2FsbHNPZignbGlzdFNlc3Npb25zJykubWFwKChjKSA9PiBbYy5jd2QsIGMubW9kZV0pLCBbWycvaG9tZS9tZS9wcm9qZWN0JywgJ2NhY2hlZCddLCBbJy9ob21lL21lL3Byb2plY3QnLCAnZmlyc3QnXV0pO1xuICAgIHRyZWUuZGlzcG9zZSgpO1xuICB9KTtcblxuICBpdCgndGhlIGVtcHR5IGxlYWYsIGFuZCBcImFsbCBmb2xkZXJzXCIgbGlzdHMgd2l0aCBjd2QgbnVsbCcsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCB7IHRyZWUsIGNsaWVudCB9ID0gYXdhaXQgc2V0dXAoW10pO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoKGF3YWl0IGV4cGFuZEFsbCh0cmVlKSkucm93cywgWydObyBzZXNzaW9ucyB5ZXQgXHUyMDE0IHN0YXJ0IG9uZSddKTtcbiAgICBhd2FpdCB0cmVlLnNldEFsbEZvbGRlcnModHJ1ZSk7XG4gICAgYXNzZXJ0LmVxdWFsKHJlY29yZGVkLmNvbnRleHQuZ2V0KCdhY3BCcmlkZ2UuYWxsRm9sZGVycycpLCB0cnVlKTtcbiAgICBhd2FpdCBleHBhbmRBbGwodHJlZSk7XG4gICAgYXNzZXJ0Lm9rKGNsaWVudC5jYWxsc09mKCdsaXN0U2Vzc2lvbnMnKS5zb21lKChjKSA9PiBjLmN3ZCA9PT0gbnVsbCkpO1xuICAgIHRyZWUuZGlzcG9zZSgpO1xuICB9KTtcblxuICBpdCgnYW4gZXJyb3IgbGVhZiB3aXRoIHRoZSBicmlkZ2UgbWVzc2FnZSwgY2xpY2tpbmcgaXQgcmV0cmllcycsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCB7IHRyZWUgfSA9IGF3YWl0IHNldHVwKFtdLCB7IGZhaWw6IHsgY29kZTogLTMyMDExLCBtZXNzYWdlOiAnVGhlIGFnZW50IGV4aXRlZCB3aXRoIGNvZGUgMTogYm9vbS4nIH0gfSk7XG4gICAgY29uc3QgeyBub2RlcyB9ID0gYXdhaXQgZXhwYW5kQWxsKHRyZWUpO1xuICAgIGNvbnN0IGl0ZW0gPSB0cmVlLmdldFRyZWVJdGVtKG5vZGVzWzBdKSBhcyB1bmtub3duIGFzIFRyZWVJdGVtICYgeyBjb21tYW5kOiB7IGNvbW1hbmQ6IHN0cmluZyB9IH07XG4gICAgYXNzZXJ0LmVxdWFsKGl0ZW0ubGFiZWwsICdUaGUgYWdlbnQgZXhpdGVkIHdpdGggY29kZSAxOiBib29tLicpO1xuICAgIGFzc2VydC5lcXVhbChpdGVtLmNvbW1hbmQuY29tbWFuZCwgJ2FjcEJyaWRnZS5yZXRyeUFnZW50Jyk7XG4gICAgdHJlZS5kaXNwb3NlKCk7XG4gIH0pO1xuXG4gIGl0KCdzZXNzaW9uSW5mb0NoYW5nZWQgcGF0Y2hlcyBvbmUgcm93IGluIHBsYWNlOyBhIHJvdyB0aGF0IG1vdmVzIHJlZnJlc2hlcyBpdHMgYWdlbnQnLCBhc3luYyAoKSA9PiB7XG4gICAgY29uc3QgYSA9IHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdhJywgZGlzcGxheVRpdGxlOiAnQScsIHVwZGF0ZWRBdDogYWdvKE5PVywgNSAqIE1JTikgfSk7XG4gICAgY29uc3QgYiA9IHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdiJywgZGlzcGxheVRpdGxlOiAnQicsIHVwZGF0ZWRBdDogYWdvKE5PVywgMTAgKiBNSU4pIH0pO1xuICAgIGNvbnN0IHsgdHJlZSwgY2xpZW50LCBjaGFuZ2VzIH0gPSBhd2FpdCBzZXR1cChbYSwgYl0pO1xuICAgIGNvbnN0IHsgYWdlbnROb2RlLCBub2RlcyB9ID0gYXdhaXQgZXhwYW5kQWxsKHRyZWUpO1xuICAgIGNvbnN0IHJvd0IgPSBub2Rlcy5maW5kKChuKSA9PiBuLmtpbmQgPT09ICdzZXNzaW9uJyAmJiBuLnNlc3Npb25JZCA9PT0gJ2InKSE7XG4gICAgY2hhbmdlcy5sZW5ndGggPSAwO1xuICAgIGNsaWVudC5zZXNzaW9uSW5mby5maXJlKHsgc2Vzc2lvbjogeyAuLi5iLCBkaXNwbGF5VGl0bGU6ICdCIHJlbmFtZWQnIH0gfSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChjaGFuZ2VzLCBbcm93Ql0pO1xuICAgIGFzc2VydC5lcXVhbCgodHJlZS5nZXRUcmVlSXRlbShyb3dCKSBhcyB1bmtub3duIGFzIFRyZWVJdGVtKS5sYWJlbCwgJ0IgcmVuYW1lZCcpO1xuICAgIGNoYW5nZXMubGVuZ3RoID0gMDtcbiAgICBjbGllbnQuc2Vzc2lvbkluZm8uZmlyZSh7IHNlc3Npb246IHsgLi4uYiwgZGlzcGxheVRpdGxlOiAnQiByZW5hbWVkJywgdXBkYXRlZEF0OiBhZ28oTk9XLCAxMDAwKSB9IH0pO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoY2hhbmdlcywgW2FnZW50Tm9kZV0pO1xuICAgIGNsaWVudC5zZXNzaW9uSW5mby5maXJlKHsgc2Vzc2lvbjogc2Vzc2lvbih7IHNlc3Npb25JZDogJ3Vua25vd24nIH0pIH0pO1xuICAgIGFzc2VydC5lcXVhbChjaGFuZ2VzLmxlbmd0aCwgMSwgJ3Vua25vd24gc2Vzc2lvbnMgYXJlIGlnbm9yZWQnKTtcbiAgICB0cmVlLmRpc3Bvc2UoKTtcbiAgfSk7XG5cbiAgaXQoJ3RoZSBhY3RpdmUgc2Vzc2lvbiBpcyBtYXJrZWQ7IG9ubHkgdGhlIHJvd3MgY29uY2VybmVkIGNoYW5nZScsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBhID0gc2Vzc2lvbih7IHNlc3Npb25JZDogJ2EnLCBkaXNwbGF5VGl0bGU6ICdBJywgdXBkYXRlZEF0OiBhZ28oTk9XLCBIT1VSKSB9KTtcbiAgICBjb25zdCB7IHRyZWUsIGNsaWVudCwgY2hhbmdlcyB9ID0gYXdhaXQgc2V0dXAoW2EsIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdiJywgdXBkYXRlZEF0OiBhZ28oTk9XLCAyICogSE9VUikgfSldKTtcbiAgICBjb25zdCB7IG5vZGVzIH0gPSBhd2FpdCBleHBhbmRBbGwodHJlZSk7XG4gICAgY29uc3Qgcm93QSA9IG5vZGVzLmZpbmQoKG4pID0+IG4ua2luZCA9PT0gJ3Nlc3Npb24nICYmIG4uc2Vzc2lvbklkID09PSAnYScpITtcbiAgICBjaGFuZ2VzLmxlbmd0aCA9IDA7XG4gICAgY2xpZW50LmFjdGl2ZVNlc3Npb24uZmlyZSh7IHNlc3Npb246IGEsIGxvYWRpbmc6IGZhbHNlIH0pO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoY2hhbmdlcywgW3Jvd0FdKTtcbiAgICBjb25zdCBpdGVtID0gdHJlZS5nZXRUcmVlSXRlbShyb3dBKSBhcyB1bmtub3duIGFzIFRyZWVJdGVtICYgeyBpY29uUGF0aDogeyBpZDogc3RyaW5nIH0gfTtcbiAgICBhc3NlcnQuZXF1YWwoaXRlbS5kZXNjcmlwdGlvbiwgJ1x1MjVDRiAxaCcpO1xuICAgIGFzc2VydC5lcXVhbChpdGVtLmljb25QYXRoLmlkLCAnY2lyY2xlLWZpbGxlZCcpO1xuICAgIGFzc2VydC5tYXRjaChpdGVtLmNvbnRleHRWYWx1ZSA/PyAnJywgL1xcYmFjdGl2ZVxcYi8pO1xuICAgIHRyZWUuZGlzcG9zZSgpO1xuICB9KTtcblxuICBpdCgnYWdlbnRTdGF0ZUNoYW5nZWQgdXBkYXRlcyB0aGUgYWdlbnQgbm9kZSBvbmx5JywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IHsgdHJlZSwgY2xpZW50LCBjaGFuZ2VzIH0gPSBhd2FpdCBzZXR1cChbXSk7XG4gICAgY29uc3QgeyBhZ2VudE5vZGUgfSA9IGF3YWl0IGV4cGFuZEFsbCh0cmVlKTtcbiAgICBjaGFuZ2VzLmxlbmd0aCA9IDA7XG4gICAgY2xpZW50LmFnZW50U3RhdGUuZmlyZShhZ2VudCh7IHN0YXRlOiAnZXJyb3InLCBlcnJvcjogJ25lZWRzIGxvZ2luJyB9KSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChjaGFuZ2VzLCBbYWdlbnROb2RlXSk7XG4gICAgYXNzZXJ0LmVxdWFsKCh0cmVlLmdldFRyZWVJdGVtKGFnZW50Tm9kZSkgYXMgdW5rbm93biBhcyBUcmVlSXRlbSkuZGVzY3JpcHRpb24sICdlcnJvcjogbmVlZHMgbG9naW4nKTtcbiAgICB0cmVlLmRpc3Bvc2UoKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ1Nlc3Npb25zVHJlZSBwYWdpbmcnLCAoKSA9PiB7XG4gIGl0KCdhIHJlZnJlc2ggKHNlc3Npb25zQ2hhbmdlZCkga2VlcHMgdGhlIHBhZ2VzIGxvYWRlZCB3aXRoIExvYWQgbW9yZVx1MjAyNiwgYW5kIGNoYW5nZXMgdGhlIHRyZWUgb25jZScsIGFzeW5jICgpID0+IHtcbiAgICByZXNldFJlY29yZGVkKCk7XG4gICAgY29uc3QgcGFnZTEgPSBbc2Vzc2lvbih7IHNlc3Npb25JZDogJ2EnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIE1JTikgfSksIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdiJywgdXBkYXRlZEF0OiBhZ28oTk9XLCAyICogTUlOKSB9KV07XG4gICAgY29uc3QgcGFnZTIgPSBbc2Vzc2lvbih7IHNlc3Npb25JZDogJ2MnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIDMgKiBEQVkpIH0pXTtcbiAgICBjb25zdCBjbGllbnQgPSBuZXcgRmFrZUNsaWVudCgpXG4gICAgICAub24oJ2xpc3RBZ2VudHMnLCAoKSA9PiAoeyBhZ2VudHM6IFthZ2VudCgpXSB9KSlcbiAgICAgIC5vbignbGlzdFNlc3Npb25zJywgKHE6IHAuTGlzdFNlc3Npb25zUGFyYW1zKSA9PiB7XG4gICAgICAgIGlmIChxLm1vZGUgPT09ICdjYWNoZWQnKSByZXR1cm4geyBhZ2VudElkOiAnZGVtbycsIHNlc3Npb25zOiBbXSwgaGFzTW9yZTogZmFsc2UsIHN1cHBvcnRlZDogdHJ1ZSB9O1xuICAgICAgICBpZiAocS5tb2RlID09PSAnZmlyc3QnKSByZXR1cm4geyBhZ2VudElkOiAnZGVtbycsIHNlc3Npb25zOiBwYWdlMSwgaGFzTW9yZTogdHJ1ZSwgc3VwcG9ydGVkOiB0cnVlIH07XG4gICAgICAgIHJldHVybiB7IGFnZW50SWQ6ICdkZW1vJywgc2Vzc2lvbnM6IFsuLi5wYWdlMSwgLi4ucGFnZTJdLCBoYXNNb3JlOiBmYWxzZSwgc3VwcG9ydGVkOiB0cnVlIH07XG4gICAgICB9KTtcbiAgICBjb25zdCBzdGF0ZSA9IG5ldyBCcmlkZ2VTdGF0ZSgpO1xuICAgIGNvbnN0IHRyZWUgPSBuZXcgU2Vzc2lvbnNUcmVlKGNsaWVudC5hc0NsaWVudCgpLCBzdGF0ZSwgbmV3IEJyaWRnZUxvZygpLCBtZW1lbnRvKCkgYXMgbmV2ZXIpO1xuICAgIGNsaWVudC5zdGFydGVkLmZpcmUoKTtcbiAgICBhd2FpdCB0aWNrKDUpO1xuICAgIGxldCB7IHJvd3MgfSA9IGF3YWl0IGV4cGFuZEFsbCh0cmVlKTtcbiAgICBhc3NlcnQuZXF1YWwocm93c1tyb3dzLmxlbmd0aCAtIDFdLCAnTG9hZCBtb3JlXHUyMDI2Jyk7XG4gICAgYXdhaXQgdHJlZS5sb2FkTW9yZSgnZGVtbycpO1xuICAgICh7IHJvd3MgfSA9IGF3YWl0IGV4cGFuZEFsbCh0cmVlKSk7XG4gICAgYXNzZXJ0LmVxdWFsKHJvd3MuZmlsdGVyKChyKSA9PiByLnN0YXJ0c1dpdGgoJyAgJykpLmxlbmd0aCwgMyk7XG4gICAgYXNzZXJ0Lm9rKCFyb3dzLmluY2x1ZGVzKCdMb2FkIG1vcmVcdTIwMjYnKSk7XG4gICAgY29uc3QgY2hhbmdlczogdW5rbm93bltdID0gW107XG4gICAgdHJlZS5vbkRpZENoYW5nZVRyZWVEYXRhKChuKSA9PiBjaGFuZ2VzLnB1c2gobikpO1xuICAgIGNvbnN0IG1vZGVzID0gY2xpZW50LmNhbGxzLmxlbmd0aDtcbiAgICBjbGllbnQuc2Vzc2lvbnNDaGFuZ2VkLmZpcmUoeyBhZ2VudElkOiAnZGVtbycsIHJlYXNvbjogJ2NyZWF0ZWQnIH0pO1xuICAgIGF3YWl0IHRpY2soMTApO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoY2xpZW50LmNhbGxzLnNsaWNlKG1vZGVzKS5tYXAoKGMpID0+IGMucGFyYW1zLm1vZGUpLCBbJ2ZpcnN0JywgJ21vcmUnXSk7XG4gICAgYXNzZXJ0LmVxdWFsKGNoYW5nZXMubGVuZ3RoLCAxLCAnb25lIGNoYW5nZSwgYWZ0ZXIgYm90aCBwYWdlcycpO1xuICAgICh7IHJvd3MgfSA9IGF3YWl0IGV4cGFuZEFsbCh0cmVlKSk7XG4gICAgYXNzZXJ0LmVxdWFsKHJvd3MuZmlsdGVyKChyKSA9PiByLnN0YXJ0c1dpdGgoJyAgJykpLmxlbmd0aCwgMyk7XG4gICAgdHJlZS5kaXNwb3NlKCk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdsaXN0aW5nIGhlbHBlcnMnLCAoKSA9PiB7XG4gIGl0KCdtZXJnZVNlc3Npb25zIGFwcGVuZHMgbmV3IGlkcyBhbmQgdXBkYXRlcyBrbm93biBvbmVzJywgKCkgPT4ge1xuICAgIGNvbnN0IG1lcmdlZCA9IG1lcmdlU2Vzc2lvbnMoXG4gICAgICBbc2Vzc2lvbih7IHNlc3Npb25JZDogJ2EnIH0pLCBzZXNzaW9uKHsgc2Vzc2lvbklkOiAnYicsIGRpc3BsYXlUaXRsZTogJ29sZCcgfSldLFxuICAgICAgW3Nlc3Npb24oeyBzZXNzaW9uSWQ6ICdiJywgZGlzcGxheVRpdGxlOiAnbmV3JyB9KSwgc2Vzc2lvbih7IHNlc3Npb25JZDogJ2MnIH0pXSxcbiAgICApO1xuICAgIGFzc2VydC5kZWVwRXF1YWwobWVyZ2VkLm1hcCgocykgPT4gYCR7cy5zZXNzaW9uSWR9OiR7cy5kaXNwbGF5VGl0bGV9YCksIFsnYTpGaXggdGhlIGZsYWt5IHRlc3QnLCAnYjpuZXcnLCAnYzpGaXggdGhlIGZsYWt5IHRlc3QnXSk7XG4gIH0pO1xuICBpdCgncGxhY2VtZW50IGNoYW5nZXMgb25seSB3aGVuIGEgcm93IG1vdmVzJywgKCkgPT4ge1xuICAgIGNvbnN0IHMgPSBbc2Vzc2lvbih7IHNlc3Npb25JZDogJ2EnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIE1JTikgfSksIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdiJywgdXBkYXRlZEF0OiBhZ28oTk9XLCAyICogTUlOKSB9KV07XG4gICAgY29uc3QgcmVuYW1lZCA9IFt7IC4uLnNbMF0sIGRpc3BsYXlUaXRsZTogJ3gnIH0sIHNbMV1dO1xuICAgIGNvbnN0IG1vdmVkID0gW3NbMF0sIHsgLi4uc1sxXSwgdXBkYXRlZEF0OiBhZ28oTk9XLCAxMDAwKSB9XTtcbiAgICBhc3NlcnQuZXF1YWwocGxhY2VtZW50KHJlbmFtZWQsIE5PVyksIHBsYWNlbWVudChzLCBOT1cpKTtcbiAgICBhc3NlcnQubm90RXF1YWwocGxhY2VtZW50KG1vdmVkLCBOT1cpLCBwbGFjZW1lbnQocywgTk9XKSk7XG4gIH0pO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBLHdCQUFPO0FBQ1AsSUFBQUEscUJBQWtEO0FBQ2xELG9CQUFtQjtBQUNuQix1QkFBeUM7QUFDekMsaUJBQTBCO0FBRTFCLDBCQUE2QjtBQUU3Qix1QkFBeUM7QUFDekMsbUJBQTRCO0FBQzVCLHNCQUFvRDtBQUNwRCx3QkFBaUM7QUFFakMsU0FBUyxVQUFVO0FBQ2pCLFFBQU0sT0FBTyxvQkFBSSxJQUFxQjtBQUN0QyxTQUFPLEVBQUUsS0FBSyxDQUFDLEdBQVcsTUFBaUIsS0FBSyxJQUFJLENBQUMsSUFBSSxLQUFLLElBQUksQ0FBQyxJQUFJLEdBQUksUUFBUSxPQUFPLEdBQVcsTUFBZSxLQUFLLEtBQUssSUFBSSxHQUFHLENBQUMsR0FBRyxNQUFNLE1BQU0sQ0FBQyxHQUFHLEtBQUssS0FBSyxDQUFDLEVBQUU7QUFDeEs7QUFFQSxlQUFlLE1BQU0sVUFBMkIsSUFBMkMsQ0FBQyxHQUFHO0FBQzdGLHdDQUFjO0FBQ2QsOEJBQVMsUUFBUSxLQUFLLGtCQUFrQjtBQUN4QyxRQUFNLFNBQVMsSUFBSSw2QkFBVyxFQUMzQixHQUFHLGNBQWMsT0FBTyxFQUFFLFFBQVEsS0FBQyx1QkFBTSxDQUFDLEVBQUUsRUFBRSxFQUM5QyxHQUFHLGdCQUFnQixDQUFDLFdBQWlDO0FBQ3BELFFBQUksRUFBRSxRQUFRLE9BQU8sU0FBUyxTQUFVLE9BQU0sRUFBRTtBQUNoRCxXQUFPLEVBQUUsU0FBUyxRQUFRLFVBQVUsT0FBTyxTQUFTLFdBQVcsQ0FBQyxJQUFJLFVBQVUsU0FBUyxDQUFDLENBQUMsRUFBRSxTQUFTLFdBQVcsS0FBSztBQUFBLEVBQ3RILENBQUM7QUFDSCxRQUFNLFFBQVEsSUFBSSx5QkFBWTtBQUM5QixTQUFPLG9CQUFvQixDQUFDLE1BQU0sTUFBTSxZQUFZLENBQUMsQ0FBQztBQUN0RCxTQUFPLHVCQUF1QixDQUFDLE1BQU0sTUFBTSxVQUFVLEVBQUUsU0FBUyxFQUFFLE9BQU8sQ0FBQztBQUMxRSxRQUFNLE9BQU8sSUFBSSxpQ0FBYSxPQUFPLFNBQVMsR0FBRyxPQUFPLElBQUkscUJBQVUsR0FBRyxRQUFRLENBQVU7QUFDM0YsUUFBTSxVQUFvQyxDQUFDO0FBQzNDLE9BQUssb0JBQW9CLENBQUMsTUFBTSxRQUFRLEtBQUssQ0FBQyxDQUFDO0FBQy9DLFNBQU8sUUFBUSxLQUFLO0FBQ3BCLFlBQU0sd0JBQUssQ0FBQztBQUNaLFNBQU8sRUFBRSxRQUFRLE9BQU8sTUFBTSxRQUFRO0FBQ3hDO0FBRUEsZUFBZSxVQUFVLE1BQW9CO0FBQzNDLFFBQU0sQ0FBQyxTQUFTLElBQUksTUFBTSxLQUFLLFlBQVk7QUFDM0MsUUFBTSxLQUFLLFlBQVksU0FBUztBQUNoQyxZQUFNLHdCQUFLLENBQUM7QUFDWixRQUFNLFdBQVcsTUFBTSxLQUFLLFlBQVksU0FBUztBQUNqRCxRQUFNLE9BQWlCLENBQUM7QUFDeEIsUUFBTSxRQUFvQixDQUFDO0FBQzNCLGFBQVcsU0FBUyxVQUFVO0FBQzVCLFVBQU0sT0FBTyxLQUFLLFlBQVksS0FBSztBQUNuQyxTQUFLLEtBQUssR0FBRyxLQUFLLEtBQUssRUFBRTtBQUN6QixVQUFNLEtBQUssS0FBSztBQUNoQixlQUFXLFNBQVMsTUFBTSxLQUFLLFlBQVksS0FBSyxHQUFHO0FBQ2pELFlBQU0sSUFBSSxLQUFLLFlBQVksS0FBSztBQUNoQyxXQUFLLEtBQUssS0FBSyxFQUFFLEtBQUssTUFBTSxFQUFFLFdBQVcsTUFBTSxFQUFFLFlBQVksRUFBRTtBQUMvRCxZQUFNLEtBQUssS0FBSztBQUFBLElBQ2xCO0FBQUEsRUFDRjtBQUNBLFNBQU8sRUFBRSxXQUFXLE1BQU0sTUFBTTtBQUNsQztBQUVBLE1BQU0sTUFBTSxvQkFBSSxLQUFLO0FBQUEsSUFFckIsMkJBQVMsZ0JBQWdCLE1BQU07QUFDN0IsbUNBQVcsVUFBTSxrQ0FBYyxDQUFDO0FBRWhDLDJCQUFHLDZFQUFtRSxZQUFZO0FBQ2hGLFVBQU0sRUFBRSxNQUFNLE9BQU8sSUFBSSxNQUFNLE1BQU07QUFBQSxVQUNuQyx5QkFBUSxFQUFFLFdBQVcsS0FBSyxjQUFjLFVBQVUsZUFBVyxxQkFBSSxLQUFLLElBQUksbUJBQUcsRUFBRSxDQUFDO0FBQUEsVUFDaEYseUJBQVEsRUFBRSxXQUFXLEtBQUssY0FBYyxXQUFXLGVBQVcscUJBQUksS0FBSyxLQUFLLG1CQUFHLEVBQUUsQ0FBQztBQUFBLElBQ3BGLEdBQUcsRUFBRSxTQUFTLEtBQUssQ0FBQztBQUNwQixVQUFNLEVBQUUsV0FBVyxLQUFLLElBQUksTUFBTSxVQUFVLElBQUk7QUFDaEQsVUFBTSxZQUFZLEtBQUssWUFBWSxTQUFTO0FBQzVDLGtCQUFBQyxRQUFPLE1BQU0sVUFBVSxPQUFPLFlBQVk7QUFDMUMsa0JBQUFBLFFBQU8sTUFBTSxVQUFVLGFBQWEsT0FBTztBQUMzQyxrQkFBQUEsUUFBTyxVQUFVLE1BQU07QUFBQSxNQUNyQjtBQUFBLE1BQVM7QUFBQSxNQUNUO0FBQUEsTUFBUztBQUFBLE1BQ1Q7QUFBQSxJQUNGLENBQUM7QUFDRCxrQkFBQUEsUUFBTyxVQUFVLE9BQU8sUUFBUSxjQUFjLEVBQUUsSUFBSSxDQUFDLE1BQU0sQ0FBQyxFQUFFLEtBQUssRUFBRSxJQUFJLENBQUMsR0FBRyxDQUFDLENBQUMsb0JBQW9CLFFBQVEsR0FBRyxDQUFDLG9CQUFvQixPQUFPLENBQUMsQ0FBQztBQUM1SSxTQUFLLFFBQVE7QUFBQSxFQUNmLENBQUM7QUFFRCwyQkFBRyx5REFBeUQsWUFBWTtBQUN0RSxVQUFNLEVBQUUsTUFBTSxPQUFPLElBQUksTUFBTSxNQUFNLENBQUMsQ0FBQztBQUN2QyxrQkFBQUEsUUFBTyxXQUFXLE1BQU0sVUFBVSxJQUFJLEdBQUcsTUFBTSxDQUFDLGtDQUE2QixDQUFDO0FBQzlFLFVBQU0sS0FBSyxjQUFjLElBQUk7QUFDN0Isa0JBQUFBLFFBQU8sTUFBTSw0QkFBUyxRQUFRLElBQUksc0JBQXNCLEdBQUcsSUFBSTtBQUMvRCxVQUFNLFVBQVUsSUFBSTtBQUNwQixrQkFBQUEsUUFBTyxHQUFHLE9BQU8sUUFBUSxjQUFjLEVBQUUsS0FBSyxDQUFDLE1BQU0sRUFBRSxRQUFRLElBQUksQ0FBQztBQUNwRSxTQUFLLFFBQVE7QUFBQSxFQUNmLENBQUM7QUFFRCwyQkFBRyw4REFBOEQsWUFBWTtBQUMzRSxVQUFNLEVBQUUsS0FBSyxJQUFJLE1BQU0sTUFBTSxDQUFDLEdBQUcsRUFBRSxNQUFNLEVBQUUsTUFBTSxRQUFRLFNBQVMsc0NBQXNDLEVBQUUsQ0FBQztBQUMzRyxVQUFNLEVBQUUsTUFBTSxJQUFJLE1BQU0sVUFBVSxJQUFJO0FBQ3RDLFVBQU0sT0FBTyxLQUFLLFlBQVksTUFBTSxDQUFDLENBQUM7QUFDdEMsa0JBQUFBLFFBQU8sTUFBTSxLQUFLLE9BQU8scUNBQXFDO0FBQzlELGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxRQUFRLFNBQVMsc0JBQXNCO0FBQ3pELFNBQUssUUFBUTtBQUFBLEVBQ2YsQ0FBQztBQUVELDJCQUFHLHFGQUFxRixZQUFZO0FBQ2xHLFVBQU0sUUFBSSx5QkFBUSxFQUFFLFdBQVcsS0FBSyxjQUFjLEtBQUssZUFBVyxxQkFBSSxLQUFLLElBQUksbUJBQUcsRUFBRSxDQUFDO0FBQ3JGLFVBQU0sUUFBSSx5QkFBUSxFQUFFLFdBQVcsS0FBSyxjQUFjLEtBQUssZUFBVyxxQkFBSSxLQUFLLEtBQUssbUJBQUcsRUFBRSxDQUFDO0FBQ3RGLFVBQU0sRUFBRSxNQUFNLFFBQVEsUUFBUSxJQUFJLE1BQU0sTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDO0FBQ3BELFVBQU0sRUFBRSxXQUFXLE1BQU0sSUFBSSxNQUFNLFVBQVUsSUFBSTtBQUNqRCxVQUFNLE9BQU8sTUFBTSxLQUFLLENBQUMsTUFBTSxFQUFFLFNBQVMsYUFBYSxFQUFFLGNBQWMsR0FBRztBQUMxRSxZQUFRLFNBQVM7QUFDakIsV0FBTyxZQUFZLEtBQUssRUFBRSxTQUFTLEVBQUUsR0FBRyxHQUFHLGNBQWMsWUFBWSxFQUFFLENBQUM7QUFDeEUsa0JBQUFBLFFBQU8sVUFBVSxTQUFTLENBQUMsSUFBSSxDQUFDO0FBQ2hDLGtCQUFBQSxRQUFPLE1BQU8sS0FBSyxZQUFZLElBQUksRUFBMEIsT0FBTyxXQUFXO0FBQy9FLFlBQVEsU0FBUztBQUNqQixXQUFPLFlBQVksS0FBSyxFQUFFLFNBQVMsRUFBRSxHQUFHLEdBQUcsY0FBYyxhQUFhLGVBQVcscUJBQUksS0FBSyxHQUFJLEVBQUUsRUFBRSxDQUFDO0FBQ25HLGtCQUFBQSxRQUFPLFVBQVUsU0FBUyxDQUFDLFNBQVMsQ0FBQztBQUNyQyxXQUFPLFlBQVksS0FBSyxFQUFFLGFBQVMseUJBQVEsRUFBRSxXQUFXLFVBQVUsQ0FBQyxFQUFFLENBQUM7QUFDdEUsa0JBQUFBLFFBQU8sTUFBTSxRQUFRLFFBQVEsR0FBRyw4QkFBOEI7QUFDOUQsU0FBSyxRQUFRO0FBQUEsRUFDZixDQUFDO0FBRUQsMkJBQUcsZ0VBQWdFLFlBQVk7QUFDN0UsVUFBTSxRQUFJLHlCQUFRLEVBQUUsV0FBVyxLQUFLLGNBQWMsS0FBSyxlQUFXLHFCQUFJLEtBQUssb0JBQUksRUFBRSxDQUFDO0FBQ2xGLFVBQU0sRUFBRSxNQUFNLFFBQVEsUUFBUSxJQUFJLE1BQU0sTUFBTSxDQUFDLE9BQUcseUJBQVEsRUFBRSxXQUFXLEtBQUssZUFBVyxxQkFBSSxLQUFLLElBQUksb0JBQUksRUFBRSxDQUFDLENBQUMsQ0FBQztBQUM3RyxVQUFNLEVBQUUsTUFBTSxJQUFJLE1BQU0sVUFBVSxJQUFJO0FBQ3RDLFVBQU0sT0FBTyxNQUFNLEtBQUssQ0FBQyxNQUFNLEVBQUUsU0FBUyxhQUFhLEVBQUUsY0FBYyxHQUFHO0FBQzFFLFlBQVEsU0FBUztBQUNqQixXQUFPLGNBQWMsS0FBSyxFQUFFLFNBQVMsR0FBRyxTQUFTLE1BQU0sQ0FBQztBQUN4RCxrQkFBQUEsUUFBTyxVQUFVLFNBQVMsQ0FBQyxJQUFJLENBQUM7QUFDaEMsVUFBTSxPQUFPLEtBQUssWUFBWSxJQUFJO0FBQ2xDLGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxhQUFhLFdBQU07QUFDckMsa0JBQUFBLFFBQU8sTUFBTSxLQUFLLFNBQVMsSUFBSSxlQUFlO0FBQzlDLGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxnQkFBZ0IsSUFBSSxZQUFZO0FBQ2xELFNBQUssUUFBUTtBQUFBLEVBQ2YsQ0FBQztBQUVELDJCQUFHLGlEQUFpRCxZQUFZO0FBQzlELFVBQU0sRUFBRSxNQUFNLFFBQVEsUUFBUSxJQUFJLE1BQU0sTUFBTSxDQUFDLENBQUM7QUFDaEQsVUFBTSxFQUFFLFVBQVUsSUFBSSxNQUFNLFVBQVUsSUFBSTtBQUMxQyxZQUFRLFNBQVM7QUFDakIsV0FBTyxXQUFXLFNBQUssdUJBQU0sRUFBRSxPQUFPLFNBQVMsT0FBTyxjQUFjLENBQUMsQ0FBQztBQUN0RSxrQkFBQUEsUUFBTyxVQUFVLFNBQVMsQ0FBQyxTQUFTLENBQUM7QUFDckMsa0JBQUFBLFFBQU8sTUFBTyxLQUFLLFlBQVksU0FBUyxFQUEwQixhQUFhLG9CQUFvQjtBQUNuRyxTQUFLLFFBQVE7QUFBQSxFQUNmLENBQUM7QUFDSCxDQUFDO0FBQUEsSUFFRCwyQkFBUyx1QkFBdUIsTUFBTTtBQUNwQywyQkFBRyxzR0FBaUcsWUFBWTtBQUM5RywwQ0FBYztBQUNkLFVBQU0sUUFBUSxLQUFDLHlCQUFRLEVBQUUsV0FBVyxLQUFLLGVBQVcscUJBQUksS0FBSyxtQkFBRyxFQUFFLENBQUMsT0FBRyx5QkFBUSxFQUFFLFdBQVcsS0FBSyxlQUFXLHFCQUFJLEtBQUssSUFBSSxtQkFBRyxFQUFFLENBQUMsQ0FBQztBQUMvSCxVQUFNLFFBQVEsS0FBQyx5QkFBUSxFQUFFLFdBQVcsS0FBSyxlQUFXLHFCQUFJLEtBQUssSUFBSSxtQkFBRyxFQUFFLENBQUMsQ0FBQztBQUN4RSxVQUFNLFNBQVMsSUFBSSw2QkFBVyxFQUMzQixHQUFHLGNBQWMsT0FBTyxFQUFFLFFBQVEsS0FBQyx1QkFBTSxDQUFDLEVBQUUsRUFBRSxFQUM5QyxHQUFHLGdCQUFnQixDQUFDLE1BQTRCO0FBQy9DLFVBQUksRUFBRSxTQUFTLFNBQVUsUUFBTyxFQUFFLFNBQVMsUUFBUSxVQUFVLENBQUMsR0FBRyxTQUFTLE9BQU8sV0FBVyxLQUFLO0FBQ2pHLFVBQUksRUFBRSxTQUFTLFFBQVMsUUFBTyxFQUFFLFNBQVMsUUFBUSxVQUFVLE9BQU8sU0FBUyxNQUFNLFdBQVcsS0FBSztBQUNsRyxhQUFPLEVBQUUsU0FBUyxRQUFRLFVBQVUsQ0FBQyxHQUFHLE9BQU8sR0FBRyxLQUFLLEdBQUcsU0FBUyxPQUFPLFdBQVcsS0FBSztBQUFBLElBQzVGLENBQUM7QUFDSCxVQUFNLFFBQVEsSUFBSSx5QkFBWTtBQUM5QixVQUFNLE9BQU8sSUFBSSxpQ0FBYSxPQUFPLFNBQVMsR0FBRyxPQUFPLElBQUkscUJBQVUsR0FBRyxRQUFRLENBQVU7QUFDM0YsV0FBTyxRQUFRLEtBQUs7QUFDcEIsY0FBTSx3QkFBSyxDQUFDO0FBQ1osUUFBSSxFQUFFLEtBQUssSUFBSSxNQUFNLFVBQVUsSUFBSTtBQUNuQyxrQkFBQUEsUUFBTyxNQUFNLEtBQUssS0FBSyxTQUFTLENBQUMsR0FBRyxpQkFBWTtBQUNoRCxVQUFNLEtBQUssU0FBUyxNQUFNO0FBQzFCLEtBQUMsRUFBRSxLQUFLLElBQUksTUFBTSxVQUFVLElBQUk7QUFDaEMsa0JBQUFBLFFBQU8sTUFBTSxLQUFLLE9BQU8sQ0FBQyxNQUFNLEVBQUUsV0FBVyxJQUFJLENBQUMsRUFBRSxRQUFRLENBQUM7QUFDN0Qsa0JBQUFBLFFBQU8sR0FBRyxDQUFDLEtBQUssU0FBUyxpQkFBWSxDQUFDO0FBQ3RDLFVBQU0sVUFBcUIsQ0FBQztBQUM1QixTQUFLLG9CQUFvQixDQUFDLE1BQU0sUUFBUSxLQUFLLENBQUMsQ0FBQztBQUMvQyxVQUFNLFFBQVEsT0FBTyxNQUFNO0FBQzNCLFdBQU8sZ0JBQWdCLEtBQUssRUFBRSxTQUFTLFFBQVEsUUFBUSxVQUFVLENBQUM7QUFDbEUsY0FBTSx3QkFBSyxFQUFFO0FBQ2Isa0JBQUFBLFFBQU8sVUFBVSxPQUFPLE1BQU0sTUFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxPQUFPLElBQUksR0FBRyxDQUFDLFNBQVMsTUFBTSxDQUFDO0FBQ3ZGLGtCQUFBQSxRQUFPLE1BQU0sUUFBUSxRQUFRLEdBQUcsOEJBQThCO0FBQzlELEtBQUMsRUFBRSxLQUFLLElBQUksTUFBTSxVQUFVLElBQUk7QUFDaEMsa0JBQUFBLFFBQU8sTUFBTSxLQUFLLE9BQU8sQ0FBQyxNQUFNLEVBQUUsV0FBVyxJQUFJLENBQUMsRUFBRSxRQUFRLENBQUM7QUFDN0QsU0FBSyxRQUFRO0FBQUEsRUFDZixDQUFDO0FBQ0gsQ0FBQztBQUFBLElBRUQsMkJBQVMsbUJBQW1CLE1BQU07QUFDaEMsMkJBQUcsd0RBQXdELE1BQU07QUFDL0QsVUFBTSxhQUFTO0FBQUEsTUFDYixLQUFDLHlCQUFRLEVBQUUsV0FBVyxJQUFJLENBQUMsT0FBRyx5QkFBUSxFQUFFLFdBQVcsS0FBSyxjQUFjLE1BQU0sQ0FBQyxDQUFDO0FBQUEsTUFDOUUsS0FBQyx5QkFBUSxFQUFFLFdBQVcsS0FBSyxjQUFjLE1BQU0sQ0FBQyxPQUFHLHlCQUFRLEVBQUUsV0FBVyxJQUFJLENBQUMsQ0FBQztBQUFBLElBQ2hGO0FBQ0Esa0JBQUFBLFFBQU8sVUFBVSxPQUFPLElBQUksQ0FBQyxNQUFNLEdBQUcsRUFBRSxTQUFTLElBQUksRUFBRSxZQUFZLEVBQUUsR0FBRyxDQUFDLHdCQUF3QixTQUFTLHNCQUFzQixDQUFDO0FBQUEsRUFDbkksQ0FBQztBQUNELDJCQUFHLDJDQUEyQyxNQUFNO0FBQ2xELFVBQU0sSUFBSSxLQUFDLHlCQUFRLEVBQUUsV0FBVyxLQUFLLGVBQVcscUJBQUksS0FBSyxtQkFBRyxFQUFFLENBQUMsT0FBRyx5QkFBUSxFQUFFLFdBQVcsS0FBSyxlQUFXLHFCQUFJLEtBQUssSUFBSSxtQkFBRyxFQUFFLENBQUMsQ0FBQztBQUMzSCxVQUFNLFVBQVUsQ0FBQyxFQUFFLEdBQUcsRUFBRSxDQUFDLEdBQUcsY0FBYyxJQUFJLEdBQUcsRUFBRSxDQUFDLENBQUM7QUFDckQsVUFBTSxRQUFRLENBQUMsRUFBRSxDQUFDLEdBQUcsRUFBRSxHQUFHLEVBQUUsQ0FBQyxHQUFHLGVBQVcscUJBQUksS0FBSyxHQUFJLEVBQUUsQ0FBQztBQUMzRCxrQkFBQUEsUUFBTyxVQUFNLDRCQUFVLFNBQVMsR0FBRyxPQUFHLDRCQUFVLEdBQUcsR0FBRyxDQUFDO0FBQ3ZELGtCQUFBQSxRQUFPLGFBQVMsNEJBQVUsT0FBTyxHQUFHLE9BQUcsNEJBQVUsR0FBRyxHQUFHLENBQUM7QUFBQSxFQUMxRCxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFsiaW1wb3J0X3ZzY29kZVN0dWIiLCAiYXNzZXJ0Il0KfQo=
