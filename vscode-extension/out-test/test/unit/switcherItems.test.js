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
var import_node_test = require("node:test");
var import_switcher = require("../../src/switcher");
var import_switcherItems = require("../../src/switcherItems");
var import_fixtures = require("./fixtures");
const NOW = new Date(2026, 10, 22, 10, 30);
const ctx = (o = {}) => ({
  now: NOW,
  agentName: (id) => ({ demo: "Demo agent", oc: "opencode" })[id] ?? id,
  canDelete: (id) => id === "demo",
  isActive: (s) => s.sessionId === "active",
  hasMore: false,
  ...o
});
(0, import_node_test.describe)("switcher entries", () => {
  const sessions = [
    (0, import_fixtures.session)({ sessionId: "a", displayTitle: "Alpha", updatedAt: (0, import_fixtures.ago)(NOW, 3 * import_fixtures.HOUR), firstPrompt: "fix it" }),
    (0, import_fixtures.session)({ agentId: "oc", sessionId: "b", displayTitle: "Beta", updatedAt: (0, import_fixtures.ago)(NOW, 5 * import_fixtures.MIN), cwd: null }),
    (0, import_fixtures.session)({ sessionId: "c", displayTitle: "Gamma", updatedAt: (0, import_fixtures.ago)(NOW, 20 * import_fixtures.DAY) }),
    (0, import_fixtures.session)({ sessionId: "active", displayTitle: "Current", updatedAt: (0, import_fixtures.ago)(NOW, 2 * import_fixtures.DAY) })
  ];
  (0, import_node_test.it)("merges agents newest first with a separator per date group", () => {
    const e = (0, import_switcherItems.switcherEntries)(sessions, ctx());
    import_strict.default.deepEqual(
      e.map((x) => x.kind === "session" ? x.label : `[${x.label}]`),
      ["[Today]", "Beta", "Alpha", "[This week]", "Current", "[Older]", "Gamma"]
    );
  });
  (0, import_node_test.it)("label = display title; description = agent \xB7 time; detail = folder \xB7 first prompt \xB7 id", () => {
    const e = (0, import_switcherItems.switcherEntries)(sessions, ctx()).filter((x) => x.kind === "session");
    const alpha = e.find((x) => x.kind === "session" && x.item.sessionId === "a");
    import_strict.default.ok(alpha && alpha.kind === "session");
    import_strict.default.equal(alpha.description, "Demo agent \xB7 3h");
    import_strict.default.equal(alpha.detail, "/home/me/project \xB7 fix it \xB7 a");
    const beta = e.find((x) => x.kind === "session" && x.item.sessionId === "b");
    import_strict.default.ok(beta && beta.kind === "session");
    import_strict.default.equal(beta.description, "opencode \xB7 5m");
    import_strict.default.equal(beta.detail, "b");
    const current = e.find((x) => x.kind === "session" && x.item.sessionId === "active");
    import_strict.default.ok(current && current.kind === "session");
    import_strict.default.equal(current.description, "Demo agent \xB7 2d \xB7 active");
  });
  (0, import_node_test.it)("Load more\u2026 last when some agent has more", () => {
    const e = (0, import_switcherItems.switcherEntries)(sessions, ctx({ hasMore: true }));
    import_strict.default.deepEqual(e[e.length - 1], { kind: "loadMore", label: "Load more\u2026" });
    import_strict.default.ok(!(0, import_switcherItems.switcherEntries)(sessions, ctx()).some((x) => x.kind === "loadMore"));
  });
  (0, import_node_test.it)("a session listed twice appears once", () => {
    const e = (0, import_switcherItems.switcherEntries)([sessions[0], { ...sessions[0] }], ctx());
    import_strict.default.equal(e.filter((x) => x.kind === "session").length, 1);
  });
  (0, import_node_test.it)("buttons: copy id always, delete only where the agent can delete", () => {
    const items = (0, import_switcherItems.switcherEntries)(sessions, ctx()).map(import_switcher.toPickItem);
    const alpha = items.find((i) => i.label === "Alpha");
    const beta = items.find((i) => i.label === "Beta");
    import_strict.default.deepEqual(alpha?.buttons?.map((b) => b.iconPath.id), ["copy", "trash"]);
    import_strict.default.deepEqual(beta?.buttons?.map((b) => b.iconPath.id), ["copy"]);
    const separator = items.find((i) => i.label === "Today");
    import_strict.default.equal(separator?.kind, -1);
    const more = (0, import_switcherItems.switcherEntries)(sessions, ctx({ hasMore: true })).map(import_switcher.toPickItem).pop();
    import_strict.default.equal(more?.alwaysShow, true);
  });
  (0, import_node_test.it)("agent text cannot inject icons", () => {
    import_strict.default.equal((0, import_switcherItems.escapeIcons)("$(zap) fast"), "\\$(zap) fast");
    import_strict.default.equal((0, import_switcherItems.escapeIcons)("\\$(zap) already"), "\\$(zap) already");
    import_strict.default.equal((0, import_switcherItems.escapeIcons)("costs $5 (approx)"), "costs $5 (approx)");
    const item = (0, import_switcher.toPickItem)((0, import_switcherItems.switcherEntries)([(0, import_fixtures.session)({ displayTitle: "$(warning) hi" })], ctx())[1]);
    import_strict.default.equal(item.label, "\\$(warning) hi");
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3N3aXRjaGVySXRlbXMudGVzdC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiaW1wb3J0ICcuL3ZzY29kZVN0dWInOyAvLyBmaXJzdDogaXQgYW5zd2VycyByZXF1aXJlKCd2c2NvZGUnKVxuaW1wb3J0IHsgVGhlbWVJY29uIH0gZnJvbSAnLi92c2NvZGVTdHViJztcbmltcG9ydCBhc3NlcnQgZnJvbSAnbm9kZTphc3NlcnQvc3RyaWN0JztcbmltcG9ydCB7IGRlc2NyaWJlLCBpdCB9IGZyb20gJ25vZGU6dGVzdCc7XG5pbXBvcnQgeyB0b1BpY2tJdGVtIH0gZnJvbSAnLi4vLi4vc3JjL3N3aXRjaGVyJztcbmltcG9ydCB7IGVzY2FwZUljb25zLCBTd2l0Y2hlckNvbnRleHQsIHN3aXRjaGVyRW50cmllcyB9IGZyb20gJy4uLy4uL3NyYy9zd2l0Y2hlckl0ZW1zJztcbmltcG9ydCB7IGFnbywgREFZLCBIT1VSLCBNSU4sIHNlc3Npb24gfSBmcm9tICcuL2ZpeHR1cmVzJztcblxuY29uc3QgTk9XID0gbmV3IERhdGUoMjAyNiwgMTAsIDIyLCAxMCwgMzApO1xuY29uc3QgY3R4ID0gKG86IFBhcnRpYWw8U3dpdGNoZXJDb250ZXh0PiA9IHt9KTogU3dpdGNoZXJDb250ZXh0ID0+ICh7XG4gIG5vdzogTk9XLFxuICBhZ2VudE5hbWU6IChpZCkgPT4gKHsgZGVtbzogJ0RlbW8gYWdlbnQnLCBvYzogJ29wZW5jb2RlJyB9KVtpZF0gPz8gaWQsXG4gIGNhbkRlbGV0ZTogKGlkKSA9PiBpZCA9PT0gJ2RlbW8nLFxuICBpc0FjdGl2ZTogKHMpID0+IHMuc2Vzc2lvbklkID09PSAnYWN0aXZlJyxcbiAgaGFzTW9yZTogZmFsc2UsXG4gIC4uLm8sXG59KTtcblxuZGVzY3JpYmUoJ3N3aXRjaGVyIGVudHJpZXMnLCAoKSA9PiB7XG4gIGNvbnN0IHNlc3Npb25zID0gW1xuICAgIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdhJywgZGlzcGxheVRpdGxlOiAnQWxwaGEnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIDMgKiBIT1VSKSwgZmlyc3RQcm9tcHQ6ICdmaXggaXQnIH0pLFxuICAgIHNlc3Npb24oeyBhZ2VudElkOiAnb2MnLCBzZXNzaW9uSWQ6ICdiJywgZGlzcGxheVRpdGxlOiAnQmV0YScsIHVwZGF0ZWRBdDogYWdvKE5PVywgNSAqIE1JTiksIGN3ZDogbnVsbCB9KSxcbiAgICBzZXNzaW9uKHsgc2Vzc2lvbklkOiAnYycsIGRpc3BsYXlUaXRsZTogJ0dhbW1hJywgdXBkYXRlZEF0OiBhZ28oTk9XLCAyMCAqIERBWSkgfSksXG4gICAgc2Vzc2lvbih7IHNlc3Npb25JZDogJ2FjdGl2ZScsIGRpc3BsYXlUaXRsZTogJ0N1cnJlbnQnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIDIgKiBEQVkpIH0pLFxuICBdO1xuXG4gIGl0KCdtZXJnZXMgYWdlbnRzIG5ld2VzdCBmaXJzdCB3aXRoIGEgc2VwYXJhdG9yIHBlciBkYXRlIGdyb3VwJywgKCkgPT4ge1xuICAgIGNvbnN0IGUgPSBzd2l0Y2hlckVudHJpZXMoc2Vzc2lvbnMsIGN0eCgpKTtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKFxuICAgICAgZS5tYXAoKHgpID0+ICh4LmtpbmQgPT09ICdzZXNzaW9uJyA/IHgubGFiZWwgOiBgWyR7eC5sYWJlbH1dYCkpLFxuICAgICAgWydbVG9kYXldJywgJ0JldGEnLCAnQWxwaGEnLCAnW1RoaXMgd2Vla10nLCAnQ3VycmVudCcsICdbT2xkZXJdJywgJ0dhbW1hJ10sXG4gICAgKTtcbiAgfSk7XG4gIGl0KCdsYWJlbCA9IGRpc3BsYXkgdGl0bGU7IGRlc2NyaXB0aW9uID0gYWdlbnQgXHUwMEI3IHRpbWU7IGRldGFpbCA9IGZvbGRlciBcdTAwQjcgZmlyc3QgcHJvbXB0IFx1MDBCNyBpZCcsICgpID0+IHtcbiAgICBjb25zdCBlID0gc3dpdGNoZXJFbnRyaWVzKHNlc3Npb25zLCBjdHgoKSkuZmlsdGVyKCh4KSA9PiB4LmtpbmQgPT09ICdzZXNzaW9uJyk7XG4gICAgY29uc3QgYWxwaGEgPSBlLmZpbmQoKHgpID0+IHgua2luZCA9PT0gJ3Nlc3Npb24nICYmIHguaXRlbS5zZXNzaW9uSWQgPT09ICdhJyk7XG4gICAgYXNzZXJ0Lm9rKGFscGhhICYmIGFscGhhLmtpbmQgPT09ICdzZXNzaW9uJyk7XG4gICAgYXNzZXJ0LmVxdWFsKGFscGhhLmRlc2NyaXB0aW9uLCAnRGVtbyBhZ2VudCBcdTAwQjcgM2gnKTtcbiAgICBhc3NlcnQuZXF1YWwoYWxwaGEuZGV0YWlsLCAnL2hvbWUvbWUvcHJvamVjdCBcdTAwQjcgZml4IGl0IFx1MDBCNyBhJyk7XG4gICAgY29uc3QgYmV0YSA9IGUuZmluZCgoeCkgPT4geC5raW5kID09PSAnc2Vzc2lvbicgJiYgeC5pdGVtLnNlc3Npb25JZCA9PT0gJ2InKTtcbiAgICBhc3NlcnQub2soYmV0YSAmJiBiZXRhLmtpbmQgPT09ICdzZXNzaW9uJyk7XG4gICAgYXNzZXJ0LmVxdWFsKGJldGEuZGVzY3JpcHRpb24sICdvcGVuY29kZSBcdTAwQjcgNW0nKTtcbiAgICBhc3NlcnQuZXF1YWwoYmV0YS5kZXRhaWwsICdiJyk7XG4gICAgY29uc3QgY3VycmVudCA9IGUuZmluZCgoeCkgPT4geC5raW5kID09PSAnc2Vzc2lvbicgJiYgeC5pdGVtLnNlc3Npb25JZCA9PT0gJ2FjdGl2ZScpO1xuICAgIGFzc2VydC5vayhjdXJyZW50ICYmIGN1cnJlbnQua2luZCA9PT0gJ3Nlc3Npb24nKTtcbiAgICBhc3NlcnQuZXF1YWwoY3VycmVudC5kZXNjcmlwdGlvbiwgJ0RlbW8gYWdlbnQgXHUwMEI3IDJkIFx1MDBCNyBhY3RpdmUnKTtcbiAgfSk7XG4gIGl0KCdMb2FkIG1vcmVcdTIwMjYgbGFzdCB3aGVuIHNvbWUgYWdlbnQgaGFzIG1vcmUnLCAoKSA9PiB7XG4gICAgY29uc3QgZSA9IHN3aXRjaGVyRW50cmllcyhzZXNzaW9ucywgY3R4KHsgaGFzTW9yZTogdHJ1ZSB9KSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChlW2UubGVuZ3RoIC0gMV0sIHsga2luZDogJ2xvYWRNb3JlJywgbGFiZWw6ICdMb2FkIG1vcmVcdTIwMjYnIH0pO1xuICAgIGFzc2VydC5vayghc3dpdGNoZXJFbnRyaWVzKHNlc3Npb25zLCBjdHgoKSkuc29tZSgoeCkgPT4geC5raW5kID09PSAnbG9hZE1vcmUnKSk7XG4gIH0pO1xuICBpdCgnYSBzZXNzaW9uIGxpc3RlZCB0d2ljZSBhcHBlYXJzIG9uY2UnLCAoKSA9PiB7XG4gICAgY29uc3QgZSA9IHN3aXRjaGVyRW50cmllcyhbc2Vzc2lvbnNbMF0sIHsgLi4uc2Vzc2lvbnNbMF0gfV0sIGN0eCgpKTtcbiAgICBhc3NlcnQuZXF1YWwoZS5maWx0ZXIoKHgpID0+IHgua2luZCA9PT0gJ3Nlc3Npb24nKS5sZW5ndGgsIDEpO1xuICB9KTtcbiAgaXQoJ2J1dHRvbnM6IGNvcHkgaWQgYWx3YXlzLCBkZWxldGUgb25seSB3aGVyZSB0aGUgYWdlbnQgY2FuIGRlbGV0ZScsICgpID0+IHtcbiAgICBjb25zdCBpdGVtcyA9IHN3aXRjaGVyRW50cmllcyhzZXNzaW9ucywgY3R4KCkpLm1hcCh0b1BpY2tJdGVtKTtcbiAgICBjb25zdCBhbHBoYSA9IGl0ZW1zLmZpbmQoKGkpID0+IGkubGFiZWwgPT09ICdBbHBoYScpO1xuICAgIGNvbnN0IGJldGEgPSBpdGVtcy5maW5kKChpKSA9PiBpLmxhYmVsID09PSAnQmV0YScpO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoYWxwaGE/LmJ1dHRvbnM/Lm1hcCgoYikgPT4gKGIuaWNvblBhdGggYXMgVGhlbWVJY29uKS5pZCksIFsnY29weScsICd0cmFzaCddKTtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKGJldGE/LmJ1dHRvbnM/Lm1hcCgoYikgPT4gKGIuaWNvblBhdGggYXMgVGhlbWVJY29uKS5pZCksIFsnY29weSddKTtcbiAgICBjb25zdCBzZXBhcmF0b3IgPSBpdGVtcy5maW5kKChpKSA9PiBpLmxhYmVsID09PSAnVG9kYXknKTtcbiAgICBhc3NlcnQuZXF1YWwoc2VwYXJhdG9yPy5raW5kLCAtMSk7XG4gICAgY29uc3QgbW9yZSA9IHN3aXRjaGVyRW50cmllcyhzZXNzaW9ucywgY3R4KHsgaGFzTW9yZTogdHJ1ZSB9KSkubWFwKHRvUGlja0l0ZW0pLnBvcCgpO1xuICAgIGFzc2VydC5lcXVhbChtb3JlPy5hbHdheXNTaG93LCB0cnVlKTtcbiAgfSk7XG4gIGl0KCdhZ2VudCB0ZXh0IGNhbm5vdCBpbmplY3QgaWNvbnMnLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmVxdWFsKGVzY2FwZUljb25zKCckKHphcCkgZmFzdCcpLCAnXFxcXCQoemFwKSBmYXN0Jyk7XG4gICAgYXNzZXJ0LmVxdWFsKGVzY2FwZUljb25zKCdcXFxcJCh6YXApIGFscmVhZHknKSwgJ1xcXFwkKHphcCkgYWxyZWFkeScpO1xuICAgIGFzc2VydC5lcXVhbChlc2NhcGVJY29ucygnY29zdHMgJDUgKGFwcHJveCknKSwgJ2Nvc3RzICQ1IChhcHByb3gpJyk7XG4gICAgY29uc3QgaXRlbSA9IHRvUGlja0l0ZW0oc3dpdGNoZXJFbnRyaWVzKFtzZXNzaW9uKHsgZGlzcGxheVRpdGxlOiAnJCh3YXJuaW5nKSBoaScgfSldLCBjdHgoKSlbMV0pO1xuICAgIGFzc2VydC5lcXVhbChpdGVtLmxhYmVsLCAnXFxcXCQod2FybmluZykgaGknKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUEsd0JBQU87QUFFUCxvQkFBbUI7QUFDbkIsdUJBQTZCO0FBQzdCLHNCQUEyQjtBQUMzQiwyQkFBOEQ7QUFDOUQsc0JBQTZDO0FBRTdDLE1BQU0sTUFBTSxJQUFJLEtBQUssTUFBTSxJQUFJLElBQUksSUFBSSxFQUFFO0FBQ3pDLE1BQU0sTUFBTSxDQUFDLElBQThCLENBQUMsT0FBd0I7QUFBQSxFQUNsRSxLQUFLO0FBQUEsRUFDTCxXQUFXLENBQUMsUUFBUSxFQUFFLE1BQU0sY0FBYyxJQUFJLFdBQVcsR0FBRyxFQUFFLEtBQUs7QUFBQSxFQUNuRSxXQUFXLENBQUMsT0FBTyxPQUFPO0FBQUEsRUFDMUIsVUFBVSxDQUFDLE1BQU0sRUFBRSxjQUFjO0FBQUEsRUFDakMsU0FBUztBQUFBLEVBQ1QsR0FBRztBQUNMO0FBQUEsSUFFQSwyQkFBUyxvQkFBb0IsTUFBTTtBQUNqQyxRQUFNLFdBQVc7QUFBQSxRQUNmLHlCQUFRLEVBQUUsV0FBVyxLQUFLLGNBQWMsU0FBUyxlQUFXLHFCQUFJLEtBQUssSUFBSSxvQkFBSSxHQUFHLGFBQWEsU0FBUyxDQUFDO0FBQUEsUUFDdkcseUJBQVEsRUFBRSxTQUFTLE1BQU0sV0FBVyxLQUFLLGNBQWMsUUFBUSxlQUFXLHFCQUFJLEtBQUssSUFBSSxtQkFBRyxHQUFHLEtBQUssS0FBSyxDQUFDO0FBQUEsUUFDeEcseUJBQVEsRUFBRSxXQUFXLEtBQUssY0FBYyxTQUFTLGVBQVcscUJBQUksS0FBSyxLQUFLLG1CQUFHLEVBQUUsQ0FBQztBQUFBLFFBQ2hGLHlCQUFRLEVBQUUsV0FBVyxVQUFVLGNBQWMsV0FBVyxlQUFXLHFCQUFJLEtBQUssSUFBSSxtQkFBRyxFQUFFLENBQUM7QUFBQSxFQUN4RjtBQUVBLDJCQUFHLDhEQUE4RCxNQUFNO0FBQ3JFLFVBQU0sUUFBSSxzQ0FBZ0IsVUFBVSxJQUFJLENBQUM7QUFDekMsa0JBQUFBLFFBQU87QUFBQSxNQUNMLEVBQUUsSUFBSSxDQUFDLE1BQU8sRUFBRSxTQUFTLFlBQVksRUFBRSxRQUFRLElBQUksRUFBRSxLQUFLLEdBQUk7QUFBQSxNQUM5RCxDQUFDLFdBQVcsUUFBUSxTQUFTLGVBQWUsV0FBVyxXQUFXLE9BQU87QUFBQSxJQUMzRTtBQUFBLEVBQ0YsQ0FBQztBQUNELDJCQUFHLG1HQUEwRixNQUFNO0FBQ2pHLFVBQU0sUUFBSSxzQ0FBZ0IsVUFBVSxJQUFJLENBQUMsRUFBRSxPQUFPLENBQUMsTUFBTSxFQUFFLFNBQVMsU0FBUztBQUM3RSxVQUFNLFFBQVEsRUFBRSxLQUFLLENBQUMsTUFBTSxFQUFFLFNBQVMsYUFBYSxFQUFFLEtBQUssY0FBYyxHQUFHO0FBQzVFLGtCQUFBQSxRQUFPLEdBQUcsU0FBUyxNQUFNLFNBQVMsU0FBUztBQUMzQyxrQkFBQUEsUUFBTyxNQUFNLE1BQU0sYUFBYSxvQkFBaUI7QUFDakQsa0JBQUFBLFFBQU8sTUFBTSxNQUFNLFFBQVEscUNBQStCO0FBQzFELFVBQU0sT0FBTyxFQUFFLEtBQUssQ0FBQyxNQUFNLEVBQUUsU0FBUyxhQUFhLEVBQUUsS0FBSyxjQUFjLEdBQUc7QUFDM0Usa0JBQUFBLFFBQU8sR0FBRyxRQUFRLEtBQUssU0FBUyxTQUFTO0FBQ3pDLGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxhQUFhLGtCQUFlO0FBQzlDLGtCQUFBQSxRQUFPLE1BQU0sS0FBSyxRQUFRLEdBQUc7QUFDN0IsVUFBTSxVQUFVLEVBQUUsS0FBSyxDQUFDLE1BQU0sRUFBRSxTQUFTLGFBQWEsRUFBRSxLQUFLLGNBQWMsUUFBUTtBQUNuRixrQkFBQUEsUUFBTyxHQUFHLFdBQVcsUUFBUSxTQUFTLFNBQVM7QUFDL0Msa0JBQUFBLFFBQU8sTUFBTSxRQUFRLGFBQWEsZ0NBQTBCO0FBQUEsRUFDOUQsQ0FBQztBQUNELDJCQUFHLGlEQUE0QyxNQUFNO0FBQ25ELFVBQU0sUUFBSSxzQ0FBZ0IsVUFBVSxJQUFJLEVBQUUsU0FBUyxLQUFLLENBQUMsQ0FBQztBQUMxRCxrQkFBQUEsUUFBTyxVQUFVLEVBQUUsRUFBRSxTQUFTLENBQUMsR0FBRyxFQUFFLE1BQU0sWUFBWSxPQUFPLGtCQUFhLENBQUM7QUFDM0Usa0JBQUFBLFFBQU8sR0FBRyxLQUFDLHNDQUFnQixVQUFVLElBQUksQ0FBQyxFQUFFLEtBQUssQ0FBQyxNQUFNLEVBQUUsU0FBUyxVQUFVLENBQUM7QUFBQSxFQUNoRixDQUFDO0FBQ0QsMkJBQUcsdUNBQXVDLE1BQU07QUFDOUMsVUFBTSxRQUFJLHNDQUFnQixDQUFDLFNBQVMsQ0FBQyxHQUFHLEVBQUUsR0FBRyxTQUFTLENBQUMsRUFBRSxDQUFDLEdBQUcsSUFBSSxDQUFDO0FBQ2xFLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxPQUFPLENBQUMsTUFBTSxFQUFFLFNBQVMsU0FBUyxFQUFFLFFBQVEsQ0FBQztBQUFBLEVBQzlELENBQUM7QUFDRCwyQkFBRyxtRUFBbUUsTUFBTTtBQUMxRSxVQUFNLFlBQVEsc0NBQWdCLFVBQVUsSUFBSSxDQUFDLEVBQUUsSUFBSSwwQkFBVTtBQUM3RCxVQUFNLFFBQVEsTUFBTSxLQUFLLENBQUMsTUFBTSxFQUFFLFVBQVUsT0FBTztBQUNuRCxVQUFNLE9BQU8sTUFBTSxLQUFLLENBQUMsTUFBTSxFQUFFLFVBQVUsTUFBTTtBQUNqRCxrQkFBQUEsUUFBTyxVQUFVLE9BQU8sU0FBUyxJQUFJLENBQUMsTUFBTyxFQUFFLFNBQXVCLEVBQUUsR0FBRyxDQUFDLFFBQVEsT0FBTyxDQUFDO0FBQzVGLGtCQUFBQSxRQUFPLFVBQVUsTUFBTSxTQUFTLElBQUksQ0FBQyxNQUFPLEVBQUUsU0FBdUIsRUFBRSxHQUFHLENBQUMsTUFBTSxDQUFDO0FBQ2xGLFVBQU0sWUFBWSxNQUFNLEtBQUssQ0FBQyxNQUFNLEVBQUUsVUFBVSxPQUFPO0FBQ3ZELGtCQUFBQSxRQUFPLE1BQU0sV0FBVyxNQUFNLEVBQUU7QUFDaEMsVUFBTSxXQUFPLHNDQUFnQixVQUFVLElBQUksRUFBRSxTQUFTLEtBQUssQ0FBQyxDQUFDLEVBQUUsSUFBSSwwQkFBVSxFQUFFLElBQUk7QUFDbkYsa0JBQUFBLFFBQU8sTUFBTSxNQUFNLFlBQVksSUFBSTtBQUFBLEVBQ3JDLENBQUM7QUFDRCwyQkFBRyxrQ0FBa0MsTUFBTTtBQUN6QyxrQkFBQUEsUUFBTyxVQUFNLGtDQUFZLGFBQWEsR0FBRyxlQUFlO0FBQ3hELGtCQUFBQSxRQUFPLFVBQU0sa0NBQVksa0JBQWtCLEdBQUcsa0JBQWtCO0FBQ2hFLGtCQUFBQSxRQUFPLFVBQU0sa0NBQVksbUJBQW1CLEdBQUcsbUJBQW1CO0FBQ2xFLFVBQU0sV0FBTyxnQ0FBVyxzQ0FBZ0IsS0FBQyx5QkFBUSxFQUFFLGNBQWMsZ0JBQWdCLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxFQUFFLENBQUMsQ0FBQztBQUMvRixrQkFBQUEsUUFBTyxNQUFNLEtBQUssT0FBTyxpQkFBaUI7QUFBQSxFQUM1QyxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFsiYXNzZXJ0Il0KfQo=
