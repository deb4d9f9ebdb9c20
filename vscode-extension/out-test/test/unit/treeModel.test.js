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
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
var import_node_test = require("node:test");
var m = __toESM(require("../../src/treeModel"));
var import_fixtures = require("./fixtures");
const NOW = new Date(2026, 10, 22, 10, 30);
(0, import_node_test.describe)("dateGroup (local calendar days)", () => {
  const cases = [
    ["midnight today", (0, import_fixtures.localIso)(2026, 11, 22, 0, 0, 0, 0), "Today"],
    ["now", NOW.toISOString(), "Today"],
    ["in the future (clock skew)", (0, import_fixtures.localIso)(2026, 11, 23, 8), "Today"],
    ["one ms before midnight", (0, import_fixtures.localIso)(2026, 11, 21, 23, 59, 59, 999), "Yesterday"],
    ["start of yesterday", (0, import_fixtures.localIso)(2026, 11, 21, 0, 0, 0, 0), "Yesterday"],
    ["one ms before yesterday", (0, import_fixtures.localIso)(2026, 11, 20, 23, 59, 59, 999), "This week"],
    ["six days back, at midnight", (0, import_fixtures.localIso)(2026, 11, 16, 0, 0, 0, 0), "This week"],
    ["one ms before the week", (0, import_fixtures.localIso)(2026, 11, 15, 23, 59, 59, 999), "Older"],
    ["a year ago", (0, import_fixtures.localIso)(2025, 11, 22, 10), "Older"],
    ["unknown time", null, "Older"]
  ];
  for (const [name, iso, group] of cases) {
    (0, import_node_test.it)(name, () => import_strict.default.equal(m.dateGroup(iso, NOW), group));
  }
  (0, import_node_test.it)("an unparsable time is Older", () => import_strict.default.equal(m.dateGroup("yesterday-ish", NOW), "Older"));
  (0, import_node_test.it)("a day that crosses a month boundary", () => {
    const firstOfMonth = new Date(2026, 11, 1, 9);
    import_strict.default.equal(m.dateGroup((0, import_fixtures.localIso)(2026, 11, 30, 23), firstOfMonth), "Yesterday");
    import_strict.default.equal(m.dateGroup((0, import_fixtures.localIso)(2026, 11, 25, 0), firstOfMonth), "This week");
    import_strict.default.equal(m.dateGroup((0, import_fixtures.localIso)(2026, 11, 24, 23), firstOfMonth), "Older");
  });
});
(0, import_node_test.describe)("relativeTime", () => {
  const cases = [
    [0, "now"],
    [59999, "now"],
    [import_fixtures.MIN, "1m"],
    [5 * import_fixtures.MIN, "5m"],
    [59 * import_fixtures.MIN, "59m"],
    [import_fixtures.HOUR, "1h"],
    [3 * import_fixtures.HOUR, "3h"],
    [23 * import_fixtures.HOUR + 59 * import_fixtures.MIN, "23h"],
    [import_fixtures.DAY, "1d"],
    [2 * import_fixtures.DAY, "2d"],
    [6 * import_fixtures.DAY, "6d"],
    [7 * import_fixtures.DAY, "1w"],
    [21 * import_fixtures.DAY, "3w"],
    [29 * import_fixtures.DAY, "4w"],
    [30 * import_fixtures.DAY, "1mo"],
    [364 * import_fixtures.DAY, "12mo"],
    [365 * import_fixtures.DAY, "1y"],
    [800 * import_fixtures.DAY, "2y"],
    [-5 * import_fixtures.MIN, "now"]
  ];
  for (const [ms, text] of cases) {
    (0, import_node_test.it)(`${ms} ms ago \u2192 ${text}`, () => import_strict.default.equal(m.relativeTime((0, import_fixtures.ago)(NOW, ms), NOW), text));
  }
  (0, import_node_test.it)("unknown \u2192 empty", () => import_strict.default.equal(m.relativeTime(null, NOW), ""));
});
(0, import_node_test.describe)("cutTitle", () => {
  (0, import_node_test.it)("keeps short titles", () => import_strict.default.equal(m.cutTitle("Fix the flaky test", 40), "Fix the flaky test"));
  (0, import_node_test.it)("keeps a title of exactly max", () => import_strict.default.equal(m.cutTitle("x".repeat(40), 40), "x".repeat(40)));
  (0, import_node_test.it)("cuts with an ellipsis to max characters", () => {
    const cut = m.cutTitle("a".repeat(41), 40);
    import_strict.default.equal(cut, "a".repeat(39) + "\u2026");
    import_strict.default.equal(Array.from(cut).length, 40);
  });
  (0, import_node_test.it)("does not leave a space before the ellipsis", () => import_strict.default.equal(m.cutTitle("word ".repeat(20), 10), "word word\u2026"));
  (0, import_node_test.it)("never splits a surrogate pair", () => import_strict.default.equal(m.cutTitle("\u{1F600}".repeat(50), 5), "\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u2026"));
});
(0, import_node_test.describe)("sessions order and groups", () => {
  (0, import_node_test.it)("newest first, unknown last, ties keep the bridge order", () => {
    const s = [
      (0, import_fixtures.session)({ sessionId: "a", updatedAt: null }),
      (0, import_fixtures.session)({ sessionId: "b", updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.HOUR) }),
      (0, import_fixtures.session)({ sessionId: "c", updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.MIN) }),
      (0, import_fixtures.session)({ sessionId: "d", updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.HOUR) })
    ];
    import_strict.default.deepEqual(m.newestFirst(s).map((x) => x.sessionId), ["c", "b", "d", "a"]);
  });
  (0, import_node_test.it)("groups in the order Today, Yesterday, This week, Older, skipping empty ones", () => {
    const s = [
      (0, import_fixtures.session)({ sessionId: "old", updatedAt: (0, import_fixtures.ago)(NOW, 30 * import_fixtures.DAY) }),
      (0, import_fixtures.session)({ sessionId: "today", updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.MIN) }),
      (0, import_fixtures.session)({ sessionId: "week", updatedAt: (0, import_fixtures.ago)(NOW, 3 * import_fixtures.DAY) })
    ];
    import_strict.default.deepEqual(
      m.groupSessions(s, NOW).map((g) => [g.group, g.sessions.map((x) => x.sessionId)]),
      [["Today", ["today"]], ["This week", ["week"]], ["Older", ["old"]]]
    );
  });
});
(0, import_node_test.describe)("context values drive the menus of package.json", () => {
  const manifest = JSON.parse((0, import_node_fs.readFileSync)((0, import_node_path.join)(__dirname, "..", "..", "..", "package.json"), "utf8"));
  const menus = manifest.contributes.menus["view/item/context"];
  const shown = (command, contextValue) => {
    const entry = menus.find((x) => x.command === command);
    import_strict.default.ok(entry, command);
    const regexes = [...entry.when.matchAll(/viewItem =~ \/(.+?)\/(?= |$)/g)].map((x) => new RegExp(x[1]));
    return regexes.every((re) => re.test(contextValue));
  };
  (0, import_node_test.it)("all capabilities", () => {
    const v = m.sessionContextValue((0, import_fixtures.caps)());
    import_strict.default.equal(v, "session canLoad canResume canClose canDelete");
    for (const c of [
      "acpBridge.openTranscript",
      "acpBridge.resumeSession",
      "acpBridge.closeSessionItem",
      "acpBridge.deleteSession",
      "acpBridge.renameSession",
      "acpBridge.copySessionId",
      "acpBridge.exportMarkdown"
    ]) {
      import_strict.default.ok(shown(c, v), c);
    }
    import_strict.default.ok(!shown("acpBridge.restartAgent", v));
  });
  (0, import_node_test.it)("an agent that can only list: no open, resume, close, delete, export", () => {
    const v = m.sessionContextValue((0, import_fixtures.caps)({ load: false, resume: false, close: false, delete: false }));
    import_strict.default.equal(v, "session");
    for (const c of ["acpBridge.openTranscript", "acpBridge.resumeSession", "acpBridge.closeSessionItem", "acpBridge.deleteSession", "acpBridge.exportMarkdown"]) {
      import_strict.default.ok(!shown(c, v), c);
    }
    import_strict.default.ok(shown("acpBridge.renameSession", v));
    import_strict.default.ok(shown("acpBridge.copySessionId", v));
  });
  (0, import_node_test.it)("unknown capabilities (agent not started): only the safe items", () => {
    import_strict.default.equal(m.sessionContextValue(null), "session");
  });
  (0, import_node_test.it)("the active marker and fork are extra words that break no regex", () => {
    const v = m.sessionContextValue((0, import_fixtures.caps)({ fork: true, delete: false }), true);
    import_strict.default.equal(v, "session canLoad canResume canClose canFork active");
    import_strict.default.ok(!shown("acpBridge.deleteSession", v));
  });
  (0, import_node_test.it)("agent nodes", () => {
    import_strict.default.ok(shown("acpBridge.restartAgent", m.agentContextValue((0, import_fixtures.agent)())));
    import_strict.default.ok(!shown("acpBridge.copySessionId", m.agentContextValue((0, import_fixtures.agent)())));
  });
});
(0, import_node_test.describe)("agentChildren (info leaves, groups, Load more)", () => {
  const listing = (o = {}) => ({ ...m.emptyListing(), ...o });
  const kinds = (specs) => specs.map((s) => s.kind === "group" ? `group:${s.group}` : `${s.kind}:${"label" in s ? s.label : ""}`);
  (0, import_node_test.it)("Loading\u2026 before the first answer", () => {
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)(), listing(), NOW)), ["info:Loading\u2026"]);
  });
  (0, import_node_test.it)("Loading\u2026 while the agent starts", () => {
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)({ state: "starting" }), listing({ loaded: true }), NOW)), ["info:Loading\u2026"]);
  });
  (0, import_node_test.it)("empty", () => {
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)(), listing({ loaded: true }), NOW)), ["info:No sessions yet \u2014 start one"]);
  });
  (0, import_node_test.it)("listing not supported", () => {
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)(), listing({ loaded: true, supported: false }), NOW)), ["info:Listing not supported by this agent"]);
    import_strict.default.deepEqual(
      kinds(m.agentChildren((0, import_fixtures.agent)({ capabilities: (0, import_fixtures.caps)({ list: false }) }), listing({ loaded: true }), NOW)),
      ["info:Listing not supported by this agent"]
    );
  });
  (0, import_node_test.it)("groups, then Load more\u2026 last", () => {
    const sessions = [(0, import_fixtures.session)({ sessionId: "a", updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.MIN) }), (0, import_fixtures.session)({ sessionId: "b", updatedAt: (0, import_fixtures.ago)(NOW, 40 * import_fixtures.DAY) })];
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)(), listing({ loaded: true, sessions, hasMore: true }), NOW)), [
      "group:Today",
      "group:Older",
      "loadMore:Load more\u2026"
    ]);
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)(), listing({ loaded: true, sessions }), NOW)), ["group:Today", "group:Older"]);
  });
  (0, import_node_test.it)("an agent in error: the reason, and its known sessions stay browsable", () => {
    const sessions = [(0, import_fixtures.session)({ updatedAt: (0, import_fixtures.ago)(NOW, import_fixtures.MIN) })];
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)({ state: "error", error: "opencode: command not found" }), listing({ sessions }), NOW)), [
      "error:opencode: command not found",
      "group:Today"
    ]);
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)({ state: "exited", error: null }), listing(), NOW)), ["error:Demo agent exited"]);
  });
  (0, import_node_test.it)("a failed listing shows its message (no Loading\u2026 and no empty leaf)", () => {
    import_strict.default.deepEqual(kinds(m.agentChildren((0, import_fixtures.agent)(), listing({ loaded: true, error: "The agent did not answer in time." }), NOW)), [
      "error:The agent did not answer in time."
    ]);
  });
});
(0, import_node_test.describe)("texts", () => {
  (0, import_node_test.it)("description: relative time, the active one marked", () => {
    const s = (0, import_fixtures.session)({ updatedAt: (0, import_fixtures.ago)(NOW, 3 * import_fixtures.HOUR) });
    import_strict.default.equal(m.sessionDescription(s, NOW, false), "3h");
    import_strict.default.equal(m.sessionDescription(s, NOW, true), "\u25CF 3h");
  });
  (0, import_node_test.it)("tooltip: plain text with title, id, cwd, time, facts and roots", () => {
    const s = (0, import_fixtures.session)({
      displayTitle: "My *title* [x](command:evil)",
      updatedAt: (0, import_fixtures.ago)(NOW, 5 * import_fixtures.MIN),
      facts: ["messageCount: 14", "model: gpt"],
      additionalDirectories: ["/a", "/b"],
      firstPrompt: "why?"
    });
    const t = m.sessionTooltip(s, "Demo agent", NOW);
    const lines = t.split("\n");
    import_strict.default.equal(lines[0], "My *title* [x](command:evil)");
    import_strict.default.ok(lines.includes("Id: sess_1"));
    import_strict.default.ok(lines.includes("Folder: /home/me/project"));
    import_strict.default.ok(lines.includes("Agent: Demo agent"));
    import_strict.default.ok(lines.some((l) => l.startsWith("Updated: ") && l.endsWith("(5m ago)")));
    import_strict.default.ok(lines.includes("messageCount: 14"));
    import_strict.default.ok(lines.includes("First prompt: why?"));
    import_strict.default.ok(lines.includes("Additional roots: /a, /b"));
  });
  (0, import_node_test.it)("tooltip shows the agent title under a local title", () => {
    const t = m.sessionTooltip((0, import_fixtures.session)({ displayTitle: "Mine", localTitle: "Mine", title: "Theirs" }), "Demo agent", NOW);
    import_strict.default.ok(t.includes("Agent's title: Theirs"));
  });
  (0, import_node_test.it)("agent descriptions", () => {
    import_strict.default.equal(m.agentDescription((0, import_fixtures.agent)()), "ready");
    import_strict.default.equal(m.agentDescription((0, import_fixtures.agent)({ state: "starting" })), "starting");
    import_strict.default.equal(m.agentDescription((0, import_fixtures.agent)({ state: "error", error: "boom" })), "error: boom");
    import_strict.default.equal(m.agentDescription((0, import_fixtures.agent)({ state: "exited" })), "exited");
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L3RyZWVNb2RlbC50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJpbXBvcnQgJy4vdnNjb2RlU3R1Yic7XG5pbXBvcnQgYXNzZXJ0IGZyb20gJ25vZGU6YXNzZXJ0L3N0cmljdCc7XG5pbXBvcnQgeyByZWFkRmlsZVN5bmMgfSBmcm9tICdub2RlOmZzJztcbmltcG9ydCB7IGpvaW4gfSBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHsgZGVzY3JpYmUsIGl0IH0gZnJvbSAnbm9kZTp0ZXN0JztcbmltcG9ydCAqIGFzIG0gZnJvbSAnLi4vLi4vc3JjL3RyZWVNb2RlbCc7XG5pbXBvcnQgeyBhZ2VudCwgYWdvLCBjYXBzLCBEQVksIEhPVVIsIGxvY2FsSXNvLCBNSU4sIHNlc3Npb24gfSBmcm9tICcuL2ZpeHR1cmVzJztcblxuY29uc3QgTk9XID0gbmV3IERhdGUoMjAyNiwgMTAsIDIyLCAxMCwgMzApOyAvLyAyMiBOb3YgMjAyNiwgMTA6MzAgbG9jYWxcblxuZGVzY3JpYmUoJ2RhdGVHcm91cCAobG9jYWwgY2FsZW5kYXIgZGF5cyknLCAoKSA9PiB7XG4gIGNvbnN0IGNhc2VzOiBbc3RyaW5nLCBzdHJpbmcgfCBudWxsLCBtLkRhdGVHcm91cF1bXSA9IFtcbiAgICBbJ21pZG5pZ2h0IHRvZGF5JywgbG9jYWxJc28oMjAyNiwgMTEsIDIyLCAwLCAwLCAwLCAwKSwgJ1RvZGF5J10sXG4gICAgWydub3cnLCBOT1cudG9JU09TdHJpbmcoKSwgJ1RvZGF5J10sXG4gICAgWydpbiB0aGUgZnV0dXJlIChjbG9jayBza2V3KScsIGxvY2FsSXNvKDIwMjYsIDExLCAyMywgOCksICdUb2RheSddLFxuICAgIFsnb25lIG1zIGJlZm9yZSBtaWRuaWdodCcsIGxvY2FsSXNvKDIwMjYsIDExLCAyMSwgMjMsIDU5LCA1OSwgOTk5KSwgJ1llc3RlcmRheSddLFxuICAgIFsnc3RhcnQgb2YgeWVzdGVyZGF5JywgbG9jYWxJc28oMjAyNiwgMTEsIDIxLCAwLCAwLCAwLCAwKSwgJ1llc3RlcmRheSddLFxuICAgIFsnb25lIG1zIGJlZm9yZSB5ZXN0ZXJkYXknLCBsb2NhbElzbygyMDI2LCAxMSwgMjAsIDIzLCA1OSwgNTksIDk5OSksICdUaGlzIHdlZWsnXSxcbiAgICBbJ3NpeCBkYXlzIGJhY2ssIGF0IG1pZG5pZ2h0JywgbG9jYWxJc28oMjAyNiwgMTEsIDE2LCAwLCAwLCAwLCAwKSwgJ1RoaXMgd2VlayddLFxuICAgIFsnb25lIG1zIGJlZm9yZSB0aGUgd2VlaycsIGxvY2FsSXNvKDIwMjYsIDExLCAxNSwgMjMsIDU5LCA1OSwgOTk5KSwgJ09sZGVyJ10sXG4gICAgWydhIHllYXIgYWdvJywgbG9jYWxJc28oMjAyNSwgMTEsIDIyLCAxMCksICdPbGRlciddLFxuICAgIFsndW5rbm93biB0aW1lJywgbnVsbCwgJ09sZGVyJ10sXG4gIF07XG4gIGZvciAoY29uc3QgW25hbWUsIGlzbywgZ3JvdXBdIG9mIGNhc2VzKSB7XG4gICAgaXQobmFtZSwgKCkgPT4gYXNzZXJ0LmVxdWFsKG0uZGF0ZUdyb3VwKGlzbywgTk9XKSwgZ3JvdXApKTtcbiAgfVxuICBpdCgnYW4gdW5wYXJzYWJsZSB0aW1lIGlzIE9sZGVyJywgKCkgPT4gYXNzZXJ0LmVxdWFsKG0uZGF0ZUdyb3VwKCd5ZXN0ZXJkYXktaXNoJywgTk9XKSwgJ09sZGVyJykpO1xuICBpdCgnYSBkYXkgdGhhdCBjcm9zc2VzIGEgbW9udGggYm91bmRhcnknLCAoKSA9PiB7XG4gICAgY29uc3QgZmlyc3RPZk1vbnRoID0gbmV3IERhdGUoMjAyNiwgMTEsIDEsIDkpO1xuICAgIGFzc2VydC5lcXVhbChtLmRhdGVHcm91cChsb2NhbElzbygyMDI2LCAxMSwgMzAsIDIzKSwgZmlyc3RPZk1vbnRoKSwgJ1llc3RlcmRheScpO1xuICAgIGFzc2VydC5lcXVhbChtLmRhdGVHcm91cChsb2NhbElzbygyMDI2LCAxMSwgMjUsIDApLCBmaXJzdE9mTW9udGgpLCAnVGhpcyB3ZWVrJyk7XG4gICAgYXNzZXJ0LmVxdWFsKG0uZGF0ZUdyb3VwKGxvY2FsSXNvKDIwMjYsIDExLCAyNCwgMjMpLCBmaXJzdE9mTW9udGgpLCAnT2xkZXInKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ3JlbGF0aXZlVGltZScsICgpID0+IHtcbiAgY29uc3QgY2FzZXM6IFtudW1iZXIsIHN0cmluZ11bXSA9IFtcbiAgICBbMCwgJ25vdyddLCBbNTlfOTk5LCAnbm93J10sIFtNSU4sICcxbSddLCBbNSAqIE1JTiwgJzVtJ10sIFs1OSAqIE1JTiwgJzU5bSddLCBbSE9VUiwgJzFoJ10sIFszICogSE9VUiwgJzNoJ10sXG4gICAgWzIzICogSE9VUiArIDU5ICogTUlOLCAnMjNoJ10sIFtEQVksICcxZCddLCBbMiAqIERBWSwgJzJkJ10sIFs2ICogREFZLCAnNmQnXSwgWzcgKiBEQVksICcxdyddLCBbMjEgKiBEQVksICczdyddLFxuICAgIFsyOSAqIERBWSwgJzR3J10sIFszMCAqIERBWSwgJzFtbyddLCBbMzY0ICogREFZLCAnMTJtbyddLCBbMzY1ICogREFZLCAnMXknXSwgWzgwMCAqIERBWSwgJzJ5J10sIFstNSAqIE1JTiwgJ25vdyddLFxuICBdO1xuICBmb3IgKGNvbnN0IFttcywgdGV4dF0gb2YgY2FzZXMpIHtcbiAgICBpdChgJHttc30gbXMgYWdvIFx1MjE5MiAke3RleHR9YCwgKCkgPT4gYXNzZXJ0LmVxdWFsKG0ucmVsYXRpdmVUaW1lKGFnbyhOT1csIG1zKSwgTk9XKSwgdGV4dCkpO1xuICB9XG4gIGl0KCd1bmtub3duIFx1MjE5MiBlbXB0eScsICgpID0+IGFzc2VydC5lcXVhbChtLnJlbGF0aXZlVGltZShudWxsLCBOT1cpLCAnJykpO1xufSk7XG5cbmRlc2NyaWJlKCdjdXRUaXRsZScsICgpID0+IHtcbiAgaXQoJ2tlZXBzIHNob3J0IHRpdGxlcycsICgpID0+IGFzc2VydC5lcXVhbChtLmN1dFRpdGxlKCdGaXggdGhlIGZsYWt5IHRlc3QnLCA0MCksICdGaXggdGhlIGZsYWt5IHRlc3QnKSk7XG4gIGl0KCdrZWVwcyBhIHRpdGxlIG9mIGV4YWN0bHkgbWF4JywgKCkgPT4gYXNzZXJ0LmVxdWFsKG0uY3V0VGl0bGUoJ3gnLnJlcGVhdCg0MCksIDQwKSwgJ3gnLnJlcGVhdCg0MCkpKTtcbiAgaXQoJ2N1dHMgd2l0aCBhbiBlbGxpcHNpcyB0byBtYXggY2hhcmFjdGVycycsICgpID0+IHtcbiAgICBjb25zdCBjdXQgPSBtLmN1dFRpdGxlKCdhJy5yZXBlYXQoNDEpLCA0MCk7XG4gICAgYXNzZXJ0LmVxdWFsKGN1dCwgJ2EnLnJlcGVhdCgzOSkgKyAnXHUyMDI2Jyk7XG4gICAgYXNzZXJ0LmVxdWFsKEFycmF5LmZyb20oY3V0KS5sZW5ndGgsIDQwKTtcbiAgfSk7XG4gIGl0KCdkb2VzIG5vdCBsZWF2ZSBhIHNwYWNlIGJlZm9yZSB0aGUgZWxsaXBzaXMnLCAoKSA9PiBhc3NlcnQuZXF1YWwobS5jdXRUaXRsZSgnd29yZCAnLnJlcGVhdCgyMCksIDEwKSwgJ3dvcmQgd29yZFx1MjAyNicpKTtcbiAgaXQoJ25ldmVyIHNwbGl0cyBhIHN1cnJvZ2F0ZSBwYWlyJywgKCkgPT4gYXNzZXJ0LmVxdWFsKG0uY3V0VGl0bGUoJ1x1RDgzRFx1REUwMCcucmVwZWF0KDUwKSwgNSksICdcdUQ4M0RcdURFMDBcdUQ4M0RcdURFMDBcdUQ4M0RcdURFMDBcdUQ4M0RcdURFMDBcdTIwMjYnKSk7XG59KTtcblxuZGVzY3JpYmUoJ3Nlc3Npb25zIG9yZGVyIGFuZCBncm91cHMnLCAoKSA9PiB7XG4gIGl0KCduZXdlc3QgZmlyc3QsIHVua25vd24gbGFzdCwgdGllcyBrZWVwIHRoZSBicmlkZ2Ugb3JkZXInLCAoKSA9PiB7XG4gICAgY29uc3QgcyA9IFtcbiAgICAgIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdhJywgdXBkYXRlZEF0OiBudWxsIH0pLFxuICAgICAgc2Vzc2lvbih7IHNlc3Npb25JZDogJ2InLCB1cGRhdGVkQXQ6IGFnbyhOT1csIEhPVVIpIH0pLFxuICAgICAgc2Vzc2lvbih7IHNlc3Npb25JZDogJ2MnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIE1JTikgfSksXG4gICAgICBzZXNzaW9uKHsgc2Vzc2lvbklkOiAnZCcsIHVwZGF0ZWRBdDogYWdvKE5PVywgSE9VUikgfSksXG4gICAgXTtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKG0ubmV3ZXN0Rmlyc3QocykubWFwKCh4KSA9PiB4LnNlc3Npb25JZCksIFsnYycsICdiJywgJ2QnLCAnYSddKTtcbiAgfSk7XG4gIGl0KCdncm91cHMgaW4gdGhlIG9yZGVyIFRvZGF5LCBZZXN0ZXJkYXksIFRoaXMgd2VlaywgT2xkZXIsIHNraXBwaW5nIGVtcHR5IG9uZXMnLCAoKSA9PiB7XG4gICAgY29uc3QgcyA9IFtcbiAgICAgIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdvbGQnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIDMwICogREFZKSB9KSxcbiAgICAgIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICd0b2RheScsIHVwZGF0ZWRBdDogYWdvKE5PVywgTUlOKSB9KSxcbiAgICAgIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICd3ZWVrJywgdXBkYXRlZEF0OiBhZ28oTk9XLCAzICogREFZKSB9KSxcbiAgICBdO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoXG4gICAgICBtLmdyb3VwU2Vzc2lvbnMocywgTk9XKS5tYXAoKGcpID0+IFtnLmdyb3VwLCBnLnNlc3Npb25zLm1hcCgoeCkgPT4geC5zZXNzaW9uSWQpXSksXG4gICAgICBbWydUb2RheScsIFsndG9kYXknXV0sIFsnVGhpcyB3ZWVrJywgWyd3ZWVrJ11dLCBbJ09sZGVyJywgWydvbGQnXV1dLFxuICAgICk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdjb250ZXh0IHZhbHVlcyBkcml2ZSB0aGUgbWVudXMgb2YgcGFja2FnZS5qc29uJywgKCkgPT4ge1xuICBjb25zdCBtYW5pZmVzdCA9IEpTT04ucGFyc2UocmVhZEZpbGVTeW5jKGpvaW4oX19kaXJuYW1lLCAnLi4nLCAnLi4nLCAnLi4nLCAncGFja2FnZS5qc29uJyksICd1dGY4JykpO1xuICBjb25zdCBtZW51czogeyBjb21tYW5kOiBzdHJpbmc7IHdoZW46IHN0cmluZyB9W10gPSBtYW5pZmVzdC5jb250cmlidXRlcy5tZW51c1sndmlldy9pdGVtL2NvbnRleHQnXTtcbiAgLyoqIEV2YWx1YXRlcyB0aGUgYHZpZXdJdGVtID1+IC9yZS9gIHBhcnRzIG9mIGEgd2hlbiBjbGF1c2UgKGFsbCBtdXN0IGhvbGQpLiAqL1xuICBjb25zdCBzaG93biA9IChjb21tYW5kOiBzdHJpbmcsIGNvbnRleHRWYWx1ZTogc3RyaW5nKSA9PiB7XG4gICAgY29uc3QgZW50cnkgPSBtZW51cy5maW5kKCh4KSA9PiB4LmNvbW1hbmQgPT09IGNvbW1hbmQpO1xuICAgIGFzc2VydC5vayhlbnRyeSwgY29tbWFuZCk7XG4gICAgY29uc3QgcmVnZXhlcyA9IFsuLi5lbnRyeS53aGVuLm1hdGNoQWxsKC92aWV3SXRlbSA9fiBcXC8oLis/KVxcLyg/PSB8JCkvZyldLm1hcCgoeCkgPT4gbmV3IFJlZ0V4cCh4WzFdKSk7XG4gICAgcmV0dXJuIHJlZ2V4ZXMuZXZlcnkoKHJlKSA9PiByZS50ZXN0KGNvbnRleHRWYWx1ZSkpO1xuICB9O1xuXG4gIGl0KCdhbGwgY2FwYWJpbGl0aWVzJywgKCkgPT4ge1xuICAgIGNvbnN0IHYgPSBtLnNlc3Npb25Db250ZXh0VmFsdWUoY2FwcygpKTtcbiAgICBhc3NlcnQuZXF1YWwodiwgJ3Nlc3Npb24gY2FuTG9hZCBjYW5SZXN1bWUgY2FuQ2xvc2UgY2FuRGVsZXRlJyk7XG4gICAgZm9yIChjb25zdCBjIG9mIFsnYWNwQnJpZGdlLm9wZW5UcmFuc2NyaXB0JywgJ2FjcEJyaWRnZS5yZXN1bWVTZXNzaW9uJywgJ2FjcEJyaWRnZS5jbG9zZVNlc3Npb25JdGVtJywgJ2FjcEJyaWRnZS5kZWxldGVTZXNzaW9uJyxcbiAgICAgICdhY3BCcmlkZ2UucmVuYW1lU2Vzc2lvbicsICdhY3BCcmlkZ2UuY29weVNlc3Npb25JZCcsICdhY3BCcmlkZ2UuZXhwb3J0TWFya2Rvd24nXSkge1xuICAgICAgYXNzZXJ0Lm9rKHNob3duKGMsIHYpLCBjKTtcbiAgICB9XG4gICAgYXNzZXJ0Lm9rKCFzaG93bignYWNwQnJpZGdlLnJlc3RhcnRBZ2VudCcsIHYpKTtcbiAgfSk7XG4gIGl0KCdhbiBhZ2VudCB0aGF0IGNhbiBvbmx5IGxpc3Q6IG5vIG9wZW4sIHJlc3VtZSwgY2xvc2UsIGRlbGV0ZSwgZXhwb3J0JywgKCkgPT4ge1xuICAgIGNvbnN0IHYgPSBtLnNlc3Npb25Db250ZXh0VmFsdWUoY2Fwcyh7IGxvYWQ6IGZhbHNlLCByZXN1bWU6IGZhbHNlLCBjbG9zZTogZmFsc2UsIGRlbGV0ZTogZmFsc2UgfSkpO1xuICAgIGFzc2VydC5lcXVhbCh2LCAnc2Vzc2lvbicpO1xuICAgIGZvciAoY29uc3QgYyBvZiBbJ2FjcEJyaWRnZS5vcGVuVHJhbnNjcmlwdCcsICdhY3BCcmlkZ2UucmVzdW1lU2Vzc2lvbicsICdhY3BCcmlkZ2UuY2xvc2VTZXNzaW9uSXRlbScsICdhY3BCcmlkZ2UuZGVsZXRlU2Vzc2lvbicsICdhY3BCcmlkZ2UuZXhwb3J0TWFya2Rvd24nXSkge1xuICAgICAgYXNzZXJ0Lm9rKCFzaG93bihjLCB2KSwgYyk7XG4gICAgfVxuICAgIGFzc2VydC5vayhzaG93bignYWNwQnJpZGdlLnJlbmFtZVNlc3Npb24nLCB2KSk7XG4gICAgYXNzZXJ0Lm9rKHNob3duKCdhY3BCcmlkZ2UuY29weVNlc3Npb25JZCcsIHYpKTtcbiAgfSk7XG4gIGl0KCd1bmtub3duIGNhcGFiaWxpdGllcyAoYWdlbnQgbm90IHN0YXJ0ZWQpOiBvbmx5IHRoZSBzYWZlIGl0ZW1zJywgKCkgPT4ge1xuICAgIGFzc2VydC5lcXVhbChtLnNlc3Npb25Db250ZXh0VmFsdWUobnVsbCksICdzZXNzaW9uJyk7XG4gIH0pO1xuICBpdCgndGhlIGFjdGl2ZSBtYXJrZXIgYW5kIGZvcmsgYXJlIGV4dHJhIHdvcmRzIHRoYXQgYnJlYWsgbm8gcmVnZXgnLCAoKSA9PiB7XG4gICAgY29uc3QgdiA9IG0uc2Vzc2lvbkNvbnRleHRWYWx1ZShjYXBzKHsgZm9yazogdHJ1ZSwgZGVsZXRlOiBmYWxzZSB9KSwgdHJ1ZSk7XG4gICAgYXNzZXJ0LmVxdWFsKHYsICdzZXNzaW9uIGNhbkxvYWQgY2FuUmVzdW1lIGNhbkNsb3NlIGNhbkZvcmsgYWN0aXZlJyk7XG4gICAgYXNzZXJ0Lm9rKCFzaG93bignYWNwQnJpZGdlLmRlbGV0ZVNlc3Npb24nLCB2KSk7XG4gIH0pO1xuICBpdCgnYWdlbnQgbm9kZXMnLCAoKSA9PiB7XG4gICAgYXNzZXJ0Lm9rKHNob3duKCdhY3BCcmlkZ2UucmVzdGFydEFnZW50JywgbS5hZ2VudENvbnRleHRWYWx1ZShhZ2VudCgpKSkpO1xuICAgIGFzc2VydC5vayghc2hvd24oJ2FjcEJyaWRnZS5jb3B5U2Vzc2lvbklkJywgbS5hZ2VudENvbnRleHRWYWx1ZShhZ2VudCgpKSkpO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgnYWdlbnRDaGlsZHJlbiAoaW5mbyBsZWF2ZXMsIGdyb3VwcywgTG9hZCBtb3JlKScsICgpID0+IHtcbiAgY29uc3QgbGlzdGluZyA9IChvOiBQYXJ0aWFsPG0uQWdlbnRMaXN0aW5nPiA9IHt9KTogbS5BZ2VudExpc3RpbmcgPT4gKHsgLi4ubS5lbXB0eUxpc3RpbmcoKSwgLi4ubyB9KTtcbiAgY29uc3Qga2luZHMgPSAoc3BlY3M6IG0uQ2hpbGRTcGVjW10pID0+IHNwZWNzLm1hcCgocykgPT4gKHMua2luZCA9PT0gJ2dyb3VwJyA/IGBncm91cDoke3MuZ3JvdXB9YCA6IGAke3Mua2luZH06JHsnbGFiZWwnIGluIHMgPyBzLmxhYmVsIDogJyd9YCkpO1xuXG4gIGl0KCdMb2FkaW5nXHUyMDI2IGJlZm9yZSB0aGUgZmlyc3QgYW5zd2VyJywgKCkgPT4ge1xuICAgIGFzc2VydC5kZWVwRXF1YWwoa2luZHMobS5hZ2VudENoaWxkcmVuKGFnZW50KCksIGxpc3RpbmcoKSwgTk9XKSksIFsnaW5mbzpMb2FkaW5nXHUyMDI2J10pO1xuICB9KTtcbiAgaXQoJ0xvYWRpbmdcdTIwMjYgd2hpbGUgdGhlIGFnZW50IHN0YXJ0cycsICgpID0+IHtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKGtpbmRzKG0uYWdlbnRDaGlsZHJlbihhZ2VudCh7IHN0YXRlOiAnc3RhcnRpbmcnIH0pLCBsaXN0aW5nKHsgbG9hZGVkOiB0cnVlIH0pLCBOT1cpKSwgWydpbmZvOkxvYWRpbmdcdTIwMjYnXSk7XG4gIH0pO1xuICBpdCgnZW1wdHknLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChraW5kcyhtLmFnZW50Q2hpbGRyZW4oYWdlbnQoKSwgbGlzdGluZyh7IGxvYWRlZDogdHJ1ZSB9KSwgTk9XKSksIFsnaW5mbzpObyBzZXNzaW9ucyB5ZXQgXHUyMDE0IHN0YXJ0IG9uZSddKTtcbiAgfSk7XG4gIGl0KCdsaXN0aW5nIG5vdCBzdXBwb3J0ZWQnLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChraW5kcyhtLmFnZW50Q2hpbGRyZW4oYWdlbnQoKSwgbGlzdGluZyh7IGxvYWRlZDogdHJ1ZSwgc3VwcG9ydGVkOiBmYWxzZSB9KSwgTk9XKSksIFsnaW5mbzpMaXN0aW5nIG5vdCBzdXBwb3J0ZWQgYnkgdGhpcyBhZ2VudCddKTtcbiAgICBhc3NlcnQuZGVlcEVxdWFsKFxuICAgICAga2luZHMobS5hZ2VudENoaWxkcmVuKGFnZW50KHsgY2FwYWJpbGl0aWVzOiBjYXBzKHsgbGlzdDogZmFsc2UgfSkgfSksIGxpc3RpbmcoeyBsb2FkZWQ6IHRydWUgfSksIE5PVykpLFxuICAgICAgWydpbmZvOkxpc3Rpbmcgbm90IHN1cHBvcnRlZCBieSB0aGlzIGFnZW50J10sXG4gICAgKTtcbiAgfSk7XG4gIGl0KCdncm91cHMsIHRoZW4gTG9hZCBtb3JlXHUyMDI2IGxhc3QnLCAoKSA9PiB7XG4gICAgY29uc3Qgc2Vzc2lvbnMgPSBbc2Vzc2lvbih7IHNlc3Npb25JZDogJ2EnLCB1cGRhdGVkQXQ6IGFnbyhOT1csIE1JTikgfSksIHNlc3Npb24oeyBzZXNzaW9uSWQ6ICdiJywgdXBkYXRlZEF0OiBhZ28oTk9XLCA0MCAqIERBWSkgfSldO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoa2luZHMobS5hZ2VudENoaWxkcmVuKGFnZW50KCksIGxpc3RpbmcoeyBsb2FkZWQ6IHRydWUsIHNlc3Npb25zLCBoYXNNb3JlOiB0cnVlIH0pLCBOT1cpKSwgW1xuICAgICAgJ2dyb3VwOlRvZGF5JywgJ2dyb3VwOk9sZGVyJywgJ2xvYWRNb3JlOkxvYWQgbW9yZVx1MjAyNicsXG4gICAgXSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChraW5kcyhtLmFnZW50Q2hpbGRyZW4oYWdlbnQoKSwgbGlzdGluZyh7IGxvYWRlZDogdHJ1ZSwgc2Vzc2lvbnMgfSksIE5PVykpLCBbJ2dyb3VwOlRvZGF5JywgJ2dyb3VwOk9sZGVyJ10pO1xuICB9KTtcbiAgaXQoJ2FuIGFnZW50IGluIGVycm9yOiB0aGUgcmVhc29uLCBhbmQgaXRzIGtub3duIHNlc3Npb25zIHN0YXkgYnJvd3NhYmxlJywgKCkgPT4ge1xuICAgIGNvbnN0IHNlc3Npb25zID0gW3Nlc3Npb24oeyB1cGRhdGVkQXQ6IGFnbyhOT1csIE1JTikgfSldO1xuICAgIGFzc2VydC5kZWVwRXF1YWwoa2luZHMobS5hZ2VudENoaWxkcmVuKGFnZW50KHsgc3RhdGU6ICdlcnJvcicsIGVycm9yOiAnb3BlbmNvZGU6IGNvbW1hbmQgbm90IGZvdW5kJyB9KSwgbGlzdGluZyh7IHNlc3Npb25zIH0pLCBOT1cpKSwgW1xuICAgICAgJ2Vycm9yOm9wZW5jb2RlOiBjb21tYW5kIG5vdCBmb3VuZCcsICdncm91cDpUb2RheScsXG4gICAgXSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChraW5kcyhtLmFnZW50Q2hpbGRyZW4oYWdlbnQoeyBzdGF0ZTogJ2V4aXRlZCcsIGVycm9yOiBudWxsIH0pLCBsaXN0aW5nKCksIE5PVykpLCBbJ2Vycm9yOkRlbW8gYWdlbnQgZXhpdGVkJ10pO1xuICB9KTtcbiAgaXQoJ2EgZmFpbGVkIGxpc3Rpbmcgc2hvd3MgaXRzIG1lc3NhZ2UgKG5vIExvYWRpbmdcdTIwMjYgYW5kIG5vIGVtcHR5IGxlYWYpJywgKCkgPT4ge1xuICAgIGFzc2VydC5kZWVwRXF1YWwoa2luZHMobS5hZ2VudENoaWxkcmVuKGFnZW50KCksIGxpc3RpbmcoeyBsb2FkZWQ6IHRydWUsIGVycm9yOiAnVGhlIGFnZW50IGRpZCBub3QgYW5zd2VyIGluIHRpbWUuJyB9KSwgTk9XKSksIFtcbiAgICAgICdlcnJvcjpUaGUgYWdlbnQgZGlkIG5vdCBhbnN3ZXIgaW4gdGltZS4nLFxuICAgIF0pO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgndGV4dHMnLCAoKSA9PiB7XG4gIGl0KCdkZXNjcmlwdGlvbjogcmVsYXRpdmUgdGltZSwgdGhlIGFjdGl2ZSBvbmUgbWFya2VkJywgKCkgPT4ge1xuICAgIGNvbnN0IHMgPSBzZXNzaW9uKHsgdXBkYXRlZEF0OiBhZ28oTk9XLCAzICogSE9VUikgfSk7XG4gICAgYXNzZXJ0LmVxdWFsKG0uc2Vzc2lvbkRlc2NyaXB0aW9uKHMsIE5PVywgZmFsc2UpLCAnM2gnKTtcbiAgICBhc3NlcnQuZXF1YWwobS5zZXNzaW9uRGVzY3JpcHRpb24ocywgTk9XLCB0cnVlKSwgJ1x1MjVDRiAzaCcpO1xuICB9KTtcbiAgaXQoJ3Rvb2x0aXA6IHBsYWluIHRleHQgd2l0aCB0aXRsZSwgaWQsIGN3ZCwgdGltZSwgZmFjdHMgYW5kIHJvb3RzJywgKCkgPT4ge1xuICAgIGNvbnN0IHMgPSBzZXNzaW9uKHtcbiAgICAgIGRpc3BsYXlUaXRsZTogJ015ICp0aXRsZSogW3hdKGNvbW1hbmQ6ZXZpbCknLCB1cGRhdGVkQXQ6IGFnbyhOT1csIDUgKiBNSU4pLCBmYWN0czogWydtZXNzYWdlQ291bnQ6IDE0JywgJ21vZGVsOiBncHQnXSxcbiAgICAgIGFkZGl0aW9uYWxEaXJlY3RvcmllczogWycvYScsICcvYiddLCBmaXJzdFByb21wdDogJ3doeT8nLFxuICAgIH0pO1xuICAgIGNvbnN0IHQgPSBtLnNlc3Npb25Ub29sdGlwKHMsICdEZW1vIGFnZW50JywgTk9XKTtcbiAgICBjb25zdCBsaW5lcyA9IHQuc3BsaXQoJ1xcbicpO1xuICAgIGFzc2VydC5lcXVhbChsaW5lc1swXSwgJ015ICp0aXRsZSogW3hdKGNvbW1hbmQ6ZXZpbCknKTtcbiAgICBhc3NlcnQub2sobGluZXMuaW5jbHVkZXMoJ0lkOiBzZXNzXzEnKSk7XG4gICAgYXNzZXJ0Lm9rKGxpbmVzLmluY2x1ZGVzKCdGb2xkZXI6IC9ob21lL21lL3Byb2plY3QnKSk7XG4gICAgYXNzZXJ0Lm9rKGxpbmVzLmluY2x1ZGVzKCdBZ2VudDogRGVtbyBhZ2VudCcpKTtcbiAgICBhc3NlcnQub2sobGluZXMuc29tZSgobCkgPT4gbC5zdGFydHNXaXRoKCdVcGRhdGVkOiAnKSAmJiBsLmVuZHNXaXRoKCcoNW0gYWdvKScpKSk7XG4gICAgYXNzZXJ0Lm9rKGxpbmVzLmluY2x1ZGVzKCdtZXNzYWdlQ291bnQ6IDE0JykpO1xuICAgIGFzc2VydC5vayhsaW5lcy5pbmNsdWRlcygnRmlyc3QgcHJvbXB0OiB3aHk/JykpO1xuICAgIGFzc2VydC5vayhsaW5lcy5pbmNsdWRlcygnQWRkaXRpb25hbCByb290czogL2EsIC9iJykpO1xuICB9KTtcbiAgaXQoJ3Rvb2x0aXAgc2hvd3MgdGhlIGFnZW50IHRpdGxlIHVuZGVyIGEgbG9jYWwgdGl0bGUnLCAoKSA9PiB7XG4gICAgY29uc3QgdCA9IG0uc2Vzc2lvblRvb2x0aXAoc2Vzc2lvbih7IGRpc3BsYXlUaXRsZTogJ01pbmUnLCBsb2NhbFRpdGxlOiAnTWluZScsIHRpdGxlOiAnVGhlaXJzJyB9KSwgJ0RlbW8gYWdlbnQnLCBOT1cpO1xuICAgIGFzc2VydC5vayh0LmluY2x1ZGVzKFwiQWdlbnQncyB0aXRsZTogVGhlaXJzXCIpKTtcbiAgfSk7XG4gIGl0KCdhZ2VudCBkZXNjcmlwdGlvbnMnLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmVxdWFsKG0uYWdlbnREZXNjcmlwdGlvbihhZ2VudCgpKSwgJ3JlYWR5Jyk7XG4gICAgYXNzZXJ0LmVxdWFsKG0uYWdlbnREZXNjcmlwdGlvbihhZ2VudCh7IHN0YXRlOiAnc3RhcnRpbmcnIH0pKSwgJ3N0YXJ0aW5nJyk7XG4gICAgYXNzZXJ0LmVxdWFsKG0uYWdlbnREZXNjcmlwdGlvbihhZ2VudCh7IHN0YXRlOiAnZXJyb3InLCBlcnJvcjogJ2Jvb20nIH0pKSwgJ2Vycm9yOiBib29tJyk7XG4gICAgYXNzZXJ0LmVxdWFsKG0uYWdlbnREZXNjcmlwdGlvbihhZ2VudCh7IHN0YXRlOiAnZXhpdGVkJyB9KSksICdleGl0ZWQnKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUEsd0JBQU87QUFDUCxvQkFBbUI7QUFDbkIscUJBQTZCO0FBQzdCLHVCQUFxQjtBQUNyQix1QkFBNkI7QUFDN0IsUUFBbUI7QUFDbkIsc0JBQW9FO0FBRXBFLE1BQU0sTUFBTSxJQUFJLEtBQUssTUFBTSxJQUFJLElBQUksSUFBSSxFQUFFO0FBQUEsSUFFekMsMkJBQVMsbUNBQW1DLE1BQU07QUFDaEQsUUFBTSxRQUFnRDtBQUFBLElBQ3BELENBQUMsc0JBQWtCLDBCQUFTLE1BQU0sSUFBSSxJQUFJLEdBQUcsR0FBRyxHQUFHLENBQUMsR0FBRyxPQUFPO0FBQUEsSUFDOUQsQ0FBQyxPQUFPLElBQUksWUFBWSxHQUFHLE9BQU87QUFBQSxJQUNsQyxDQUFDLGtDQUE4QiwwQkFBUyxNQUFNLElBQUksSUFBSSxDQUFDLEdBQUcsT0FBTztBQUFBLElBQ2pFLENBQUMsOEJBQTBCLDBCQUFTLE1BQU0sSUFBSSxJQUFJLElBQUksSUFBSSxJQUFJLEdBQUcsR0FBRyxXQUFXO0FBQUEsSUFDL0UsQ0FBQywwQkFBc0IsMEJBQVMsTUFBTSxJQUFJLElBQUksR0FBRyxHQUFHLEdBQUcsQ0FBQyxHQUFHLFdBQVc7QUFBQSxJQUN0RSxDQUFDLCtCQUEyQiwwQkFBUyxNQUFNLElBQUksSUFBSSxJQUFJLElBQUksSUFBSSxHQUFHLEdBQUcsV0FBVztBQUFBLElBQ2hGLENBQUMsa0NBQThCLDBCQUFTLE1BQU0sSUFBSSxJQUFJLEdBQUcsR0FBRyxHQUFHLENBQUMsR0FBRyxXQUFXO0FBQUEsSUFDOUUsQ0FBQyw4QkFBMEIsMEJBQVMsTUFBTSxJQUFJLElBQUksSUFBSSxJQUFJLElBQUksR0FBRyxHQUFHLE9BQU87QUFBQSxJQUMzRSxDQUFDLGtCQUFjLDBCQUFTLE1BQU0sSUFBSSxJQUFJLEVBQUUsR0FBRyxPQUFPO0FBQUEsSUFDbEQsQ0FBQyxnQkFBZ0IsTUFBTSxPQUFPO0FBQUEsRUFDaEM7QUFDQSxhQUFXLENBQUMsTUFBTSxLQUFLLEtBQUssS0FBSyxPQUFPO0FBQ3RDLDZCQUFHLE1BQU0sTUFBTSxjQUFBQSxRQUFPLE1BQU0sRUFBRSxVQUFVLEtBQUssR0FBRyxHQUFHLEtBQUssQ0FBQztBQUFBLEVBQzNEO0FBQ0EsMkJBQUcsK0JBQStCLE1BQU0sY0FBQUEsUUFBTyxNQUFNLEVBQUUsVUFBVSxpQkFBaUIsR0FBRyxHQUFHLE9BQU8sQ0FBQztBQUNoRywyQkFBRyx1Q0FBdUMsTUFBTTtBQUM5QyxVQUFNLGVBQWUsSUFBSSxLQUFLLE1BQU0sSUFBSSxHQUFHLENBQUM7QUFDNUMsa0JBQUFBLFFBQU8sTUFBTSxFQUFFLGNBQVUsMEJBQVMsTUFBTSxJQUFJLElBQUksRUFBRSxHQUFHLFlBQVksR0FBRyxXQUFXO0FBQy9FLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxjQUFVLDBCQUFTLE1BQU0sSUFBSSxJQUFJLENBQUMsR0FBRyxZQUFZLEdBQUcsV0FBVztBQUM5RSxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsY0FBVSwwQkFBUyxNQUFNLElBQUksSUFBSSxFQUFFLEdBQUcsWUFBWSxHQUFHLE9BQU87QUFBQSxFQUM3RSxDQUFDO0FBQ0gsQ0FBQztBQUFBLElBRUQsMkJBQVMsZ0JBQWdCLE1BQU07QUFDN0IsUUFBTSxRQUE0QjtBQUFBLElBQ2hDLENBQUMsR0FBRyxLQUFLO0FBQUEsSUFBRyxDQUFDLE9BQVEsS0FBSztBQUFBLElBQUcsQ0FBQyxxQkFBSyxJQUFJO0FBQUEsSUFBRyxDQUFDLElBQUkscUJBQUssSUFBSTtBQUFBLElBQUcsQ0FBQyxLQUFLLHFCQUFLLEtBQUs7QUFBQSxJQUFHLENBQUMsc0JBQU0sSUFBSTtBQUFBLElBQUcsQ0FBQyxJQUFJLHNCQUFNLElBQUk7QUFBQSxJQUMzRyxDQUFDLEtBQUssdUJBQU8sS0FBSyxxQkFBSyxLQUFLO0FBQUEsSUFBRyxDQUFDLHFCQUFLLElBQUk7QUFBQSxJQUFHLENBQUMsSUFBSSxxQkFBSyxJQUFJO0FBQUEsSUFBRyxDQUFDLElBQUkscUJBQUssSUFBSTtBQUFBLElBQUcsQ0FBQyxJQUFJLHFCQUFLLElBQUk7QUFBQSxJQUFHLENBQUMsS0FBSyxxQkFBSyxJQUFJO0FBQUEsSUFDOUcsQ0FBQyxLQUFLLHFCQUFLLElBQUk7QUFBQSxJQUFHLENBQUMsS0FBSyxxQkFBSyxLQUFLO0FBQUEsSUFBRyxDQUFDLE1BQU0scUJBQUssTUFBTTtBQUFBLElBQUcsQ0FBQyxNQUFNLHFCQUFLLElBQUk7QUFBQSxJQUFHLENBQUMsTUFBTSxxQkFBSyxJQUFJO0FBQUEsSUFBRyxDQUFDLEtBQUsscUJBQUssS0FBSztBQUFBLEVBQ2xIO0FBQ0EsYUFBVyxDQUFDLElBQUksSUFBSSxLQUFLLE9BQU87QUFDOUIsNkJBQUcsR0FBRyxFQUFFLGtCQUFhLElBQUksSUFBSSxNQUFNLGNBQUFBLFFBQU8sTUFBTSxFQUFFLGlCQUFhLHFCQUFJLEtBQUssRUFBRSxHQUFHLEdBQUcsR0FBRyxJQUFJLENBQUM7QUFBQSxFQUMxRjtBQUNBLDJCQUFHLHdCQUFtQixNQUFNLGNBQUFBLFFBQU8sTUFBTSxFQUFFLGFBQWEsTUFBTSxHQUFHLEdBQUcsRUFBRSxDQUFDO0FBQ3pFLENBQUM7QUFBQSxJQUVELDJCQUFTLFlBQVksTUFBTTtBQUN6QiwyQkFBRyxzQkFBc0IsTUFBTSxjQUFBQSxRQUFPLE1BQU0sRUFBRSxTQUFTLHNCQUFzQixFQUFFLEdBQUcsb0JBQW9CLENBQUM7QUFDdkcsMkJBQUcsZ0NBQWdDLE1BQU0sY0FBQUEsUUFBTyxNQUFNLEVBQUUsU0FBUyxJQUFJLE9BQU8sRUFBRSxHQUFHLEVBQUUsR0FBRyxJQUFJLE9BQU8sRUFBRSxDQUFDLENBQUM7QUFDckcsMkJBQUcsMkNBQTJDLE1BQU07QUFDbEQsVUFBTSxNQUFNLEVBQUUsU0FBUyxJQUFJLE9BQU8sRUFBRSxHQUFHLEVBQUU7QUFDekMsa0JBQUFBLFFBQU8sTUFBTSxLQUFLLElBQUksT0FBTyxFQUFFLElBQUksUUFBRztBQUN0QyxrQkFBQUEsUUFBTyxNQUFNLE1BQU0sS0FBSyxHQUFHLEVBQUUsUUFBUSxFQUFFO0FBQUEsRUFDekMsQ0FBQztBQUNELDJCQUFHLDhDQUE4QyxNQUFNLGNBQUFBLFFBQU8sTUFBTSxFQUFFLFNBQVMsUUFBUSxPQUFPLEVBQUUsR0FBRyxFQUFFLEdBQUcsaUJBQVksQ0FBQztBQUNySCwyQkFBRyxpQ0FBaUMsTUFBTSxjQUFBQSxRQUFPLE1BQU0sRUFBRSxTQUFTLFlBQUssT0FBTyxFQUFFLEdBQUcsQ0FBQyxHQUFHLDRDQUFXLENBQUM7QUFDckcsQ0FBQztBQUFBLElBRUQsMkJBQVMsNkJBQTZCLE1BQU07QUFDMUMsMkJBQUcsMERBQTBELE1BQU07QUFDakUsVUFBTSxJQUFJO0FBQUEsVUFDUix5QkFBUSxFQUFFLFdBQVcsS0FBSyxXQUFXLEtBQUssQ0FBQztBQUFBLFVBQzNDLHlCQUFRLEVBQUUsV0FBVyxLQUFLLGVBQVcscUJBQUksS0FBSyxvQkFBSSxFQUFFLENBQUM7QUFBQSxVQUNyRCx5QkFBUSxFQUFFLFdBQVcsS0FBSyxlQUFXLHFCQUFJLEtBQUssbUJBQUcsRUFBRSxDQUFDO0FBQUEsVUFDcEQseUJBQVEsRUFBRSxXQUFXLEtBQUssZUFBVyxxQkFBSSxLQUFLLG9CQUFJLEVBQUUsQ0FBQztBQUFBLElBQ3ZEO0FBQ0Esa0JBQUFBLFFBQU8sVUFBVSxFQUFFLFlBQVksQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLEVBQUUsU0FBUyxHQUFHLENBQUMsS0FBSyxLQUFLLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDakYsQ0FBQztBQUNELDJCQUFHLCtFQUErRSxNQUFNO0FBQ3RGLFVBQU0sSUFBSTtBQUFBLFVBQ1IseUJBQVEsRUFBRSxXQUFXLE9BQU8sZUFBVyxxQkFBSSxLQUFLLEtBQUssbUJBQUcsRUFBRSxDQUFDO0FBQUEsVUFDM0QseUJBQVEsRUFBRSxXQUFXLFNBQVMsZUFBVyxxQkFBSSxLQUFLLG1CQUFHLEVBQUUsQ0FBQztBQUFBLFVBQ3hELHlCQUFRLEVBQUUsV0FBVyxRQUFRLGVBQVcscUJBQUksS0FBSyxJQUFJLG1CQUFHLEVBQUUsQ0FBQztBQUFBLElBQzdEO0FBQ0Esa0JBQUFBLFFBQU87QUFBQSxNQUNMLEVBQUUsY0FBYyxHQUFHLEdBQUcsRUFBRSxJQUFJLENBQUMsTUFBTSxDQUFDLEVBQUUsT0FBTyxFQUFFLFNBQVMsSUFBSSxDQUFDLE1BQU0sRUFBRSxTQUFTLENBQUMsQ0FBQztBQUFBLE1BQ2hGLENBQUMsQ0FBQyxTQUFTLENBQUMsT0FBTyxDQUFDLEdBQUcsQ0FBQyxhQUFhLENBQUMsTUFBTSxDQUFDLEdBQUcsQ0FBQyxTQUFTLENBQUMsS0FBSyxDQUFDLENBQUM7QUFBQSxJQUNwRTtBQUFBLEVBQ0YsQ0FBQztBQUNILENBQUM7QUFBQSxJQUVELDJCQUFTLGtEQUFrRCxNQUFNO0FBQy9ELFFBQU0sV0FBVyxLQUFLLFVBQU0saUNBQWEsdUJBQUssV0FBVyxNQUFNLE1BQU0sTUFBTSxjQUFjLEdBQUcsTUFBTSxDQUFDO0FBQ25HLFFBQU0sUUFBNkMsU0FBUyxZQUFZLE1BQU0sbUJBQW1CO0FBRWpHLFFBQU0sUUFBUSxDQUFDLFNBQWlCLGlCQUF5QjtBQUN2RCxVQUFNLFFBQVEsTUFBTSxLQUFLLENBQUMsTUFBTSxFQUFFLFlBQVksT0FBTztBQUNyRCxrQkFBQUEsUUFBTyxHQUFHLE9BQU8sT0FBTztBQUN4QixVQUFNLFVBQVUsQ0FBQyxHQUFHLE1BQU0sS0FBSyxTQUFTLCtCQUErQixDQUFDLEVBQUUsSUFBSSxDQUFDLE1BQU0sSUFBSSxPQUFPLEVBQUUsQ0FBQyxDQUFDLENBQUM7QUFDckcsV0FBTyxRQUFRLE1BQU0sQ0FBQyxPQUFPLEdBQUcsS0FBSyxZQUFZLENBQUM7QUFBQSxFQUNwRDtBQUVBLDJCQUFHLG9CQUFvQixNQUFNO0FBQzNCLFVBQU0sSUFBSSxFQUFFLHdCQUFvQixzQkFBSyxDQUFDO0FBQ3RDLGtCQUFBQSxRQUFPLE1BQU0sR0FBRyw4Q0FBOEM7QUFDOUQsZUFBVyxLQUFLO0FBQUEsTUFBQztBQUFBLE1BQTRCO0FBQUEsTUFBMkI7QUFBQSxNQUE4QjtBQUFBLE1BQ3BHO0FBQUEsTUFBMkI7QUFBQSxNQUEyQjtBQUFBLElBQTBCLEdBQUc7QUFDbkYsb0JBQUFBLFFBQU8sR0FBRyxNQUFNLEdBQUcsQ0FBQyxHQUFHLENBQUM7QUFBQSxJQUMxQjtBQUNBLGtCQUFBQSxRQUFPLEdBQUcsQ0FBQyxNQUFNLDBCQUEwQixDQUFDLENBQUM7QUFBQSxFQUMvQyxDQUFDO0FBQ0QsMkJBQUcsdUVBQXVFLE1BQU07QUFDOUUsVUFBTSxJQUFJLEVBQUUsd0JBQW9CLHNCQUFLLEVBQUUsTUFBTSxPQUFPLFFBQVEsT0FBTyxPQUFPLE9BQU8sUUFBUSxNQUFNLENBQUMsQ0FBQztBQUNqRyxrQkFBQUEsUUFBTyxNQUFNLEdBQUcsU0FBUztBQUN6QixlQUFXLEtBQUssQ0FBQyw0QkFBNEIsMkJBQTJCLDhCQUE4QiwyQkFBMkIsMEJBQTBCLEdBQUc7QUFDNUosb0JBQUFBLFFBQU8sR0FBRyxDQUFDLE1BQU0sR0FBRyxDQUFDLEdBQUcsQ0FBQztBQUFBLElBQzNCO0FBQ0Esa0JBQUFBLFFBQU8sR0FBRyxNQUFNLDJCQUEyQixDQUFDLENBQUM7QUFDN0Msa0JBQUFBLFFBQU8sR0FBRyxNQUFNLDJCQUEyQixDQUFDLENBQUM7QUFBQSxFQUMvQyxDQUFDO0FBQ0QsMkJBQUcsaUVBQWlFLE1BQU07QUFDeEUsa0JBQUFBLFFBQU8sTUFBTSxFQUFFLG9CQUFvQixJQUFJLEdBQUcsU0FBUztBQUFBLEVBQ3JELENBQUM7QUFDRCwyQkFBRyxrRUFBa0UsTUFBTTtBQUN6RSxVQUFNLElBQUksRUFBRSx3QkFBb0Isc0JBQUssRUFBRSxNQUFNLE1BQU0sUUFBUSxNQUFNLENBQUMsR0FBRyxJQUFJO0FBQ3pFLGtCQUFBQSxRQUFPLE1BQU0sR0FBRyxtREFBbUQ7QUFDbkUsa0JBQUFBLFFBQU8sR0FBRyxDQUFDLE1BQU0sMkJBQTJCLENBQUMsQ0FBQztBQUFBLEVBQ2hELENBQUM7QUFDRCwyQkFBRyxlQUFlLE1BQU07QUFDdEIsa0JBQUFBLFFBQU8sR0FBRyxNQUFNLDBCQUEwQixFQUFFLHNCQUFrQix1QkFBTSxDQUFDLENBQUMsQ0FBQztBQUN2RSxrQkFBQUEsUUFBTyxHQUFHLENBQUMsTUFBTSwyQkFBMkIsRUFBRSxzQkFBa0IsdUJBQU0sQ0FBQyxDQUFDLENBQUM7QUFBQSxFQUMzRSxDQUFDO0FBQ0gsQ0FBQztBQUFBLElBRUQsMkJBQVMsa0RBQWtELE1BQU07QUFDL0QsUUFBTSxVQUFVLENBQUMsSUFBNkIsQ0FBQyxPQUF1QixFQUFFLEdBQUcsRUFBRSxhQUFhLEdBQUcsR0FBRyxFQUFFO0FBQ2xHLFFBQU0sUUFBUSxDQUFDLFVBQXlCLE1BQU0sSUFBSSxDQUFDLE1BQU8sRUFBRSxTQUFTLFVBQVUsU0FBUyxFQUFFLEtBQUssS0FBSyxHQUFHLEVBQUUsSUFBSSxJQUFJLFdBQVcsSUFBSSxFQUFFLFFBQVEsRUFBRSxFQUFHO0FBRS9JLDJCQUFHLHlDQUFvQyxNQUFNO0FBQzNDLGtCQUFBQSxRQUFPLFVBQVUsTUFBTSxFQUFFLGtCQUFjLHVCQUFNLEdBQUcsUUFBUSxHQUFHLEdBQUcsQ0FBQyxHQUFHLENBQUMsb0JBQWUsQ0FBQztBQUFBLEVBQ3JGLENBQUM7QUFDRCwyQkFBRyx3Q0FBbUMsTUFBTTtBQUMxQyxrQkFBQUEsUUFBTyxVQUFVLE1BQU0sRUFBRSxrQkFBYyx1QkFBTSxFQUFFLE9BQU8sV0FBVyxDQUFDLEdBQUcsUUFBUSxFQUFFLFFBQVEsS0FBSyxDQUFDLEdBQUcsR0FBRyxDQUFDLEdBQUcsQ0FBQyxvQkFBZSxDQUFDO0FBQUEsRUFDMUgsQ0FBQztBQUNELDJCQUFHLFNBQVMsTUFBTTtBQUNoQixrQkFBQUEsUUFBTyxVQUFVLE1BQU0sRUFBRSxrQkFBYyx1QkFBTSxHQUFHLFFBQVEsRUFBRSxRQUFRLEtBQUssQ0FBQyxHQUFHLEdBQUcsQ0FBQyxHQUFHLENBQUMsdUNBQWtDLENBQUM7QUFBQSxFQUN4SCxDQUFDO0FBQ0QsMkJBQUcseUJBQXlCLE1BQU07QUFDaEMsa0JBQUFBLFFBQU8sVUFBVSxNQUFNLEVBQUUsa0JBQWMsdUJBQU0sR0FBRyxRQUFRLEVBQUUsUUFBUSxNQUFNLFdBQVcsTUFBTSxDQUFDLEdBQUcsR0FBRyxDQUFDLEdBQUcsQ0FBQywwQ0FBMEMsQ0FBQztBQUNoSixrQkFBQUEsUUFBTztBQUFBLE1BQ0wsTUFBTSxFQUFFLGtCQUFjLHVCQUFNLEVBQUUsa0JBQWMsc0JBQUssRUFBRSxNQUFNLE1BQU0sQ0FBQyxFQUFFLENBQUMsR0FBRyxRQUFRLEVBQUUsUUFBUSxLQUFLLENBQUMsR0FBRyxHQUFHLENBQUM7QUFBQSxNQUNyRyxDQUFDLDBDQUEwQztBQUFBLElBQzdDO0FBQUEsRUFDRixDQUFDO0FBQ0QsMkJBQUcscUNBQWdDLE1BQU07QUFDdkMsVUFBTSxXQUFXLEtBQUMseUJBQVEsRUFBRSxXQUFXLEtBQUssZUFBVyxxQkFBSSxLQUFLLG1CQUFHLEVBQUUsQ0FBQyxPQUFHLHlCQUFRLEVBQUUsV0FBVyxLQUFLLGVBQVcscUJBQUksS0FBSyxLQUFLLG1CQUFHLEVBQUUsQ0FBQyxDQUFDO0FBQ25JLGtCQUFBQSxRQUFPLFVBQVUsTUFBTSxFQUFFLGtCQUFjLHVCQUFNLEdBQUcsUUFBUSxFQUFFLFFBQVEsTUFBTSxVQUFVLFNBQVMsS0FBSyxDQUFDLEdBQUcsR0FBRyxDQUFDLEdBQUc7QUFBQSxNQUN6RztBQUFBLE1BQWU7QUFBQSxNQUFlO0FBQUEsSUFDaEMsQ0FBQztBQUNELGtCQUFBQSxRQUFPLFVBQVUsTUFBTSxFQUFFLGtCQUFjLHVCQUFNLEdBQUcsUUFBUSxFQUFFLFFBQVEsTUFBTSxTQUFTLENBQUMsR0FBRyxHQUFHLENBQUMsR0FBRyxDQUFDLGVBQWUsYUFBYSxDQUFDO0FBQUEsRUFDNUgsQ0FBQztBQUNELDJCQUFHLHdFQUF3RSxNQUFNO0FBQy9FLFVBQU0sV0FBVyxLQUFDLHlCQUFRLEVBQUUsZUFBVyxxQkFBSSxLQUFLLG1CQUFHLEVBQUUsQ0FBQyxDQUFDO0FBQ3ZELGtCQUFBQSxRQUFPLFVBQVUsTUFBTSxFQUFFLGtCQUFjLHVCQUFNLEVBQUUsT0FBTyxTQUFTLE9BQU8sOEJBQThCLENBQUMsR0FBRyxRQUFRLEVBQUUsU0FBUyxDQUFDLEdBQUcsR0FBRyxDQUFDLEdBQUc7QUFBQSxNQUNwSTtBQUFBLE1BQXFDO0FBQUEsSUFDdkMsQ0FBQztBQUNELGtCQUFBQSxRQUFPLFVBQVUsTUFBTSxFQUFFLGtCQUFjLHVCQUFNLEVBQUUsT0FBTyxVQUFVLE9BQU8sS0FBSyxDQUFDLEdBQUcsUUFBUSxHQUFHLEdBQUcsQ0FBQyxHQUFHLENBQUMseUJBQXlCLENBQUM7QUFBQSxFQUMvSCxDQUFDO0FBQ0QsMkJBQUcsMkVBQXNFLE1BQU07QUFDN0Usa0JBQUFBLFFBQU8sVUFBVSxNQUFNLEVBQUUsa0JBQWMsdUJBQU0sR0FBRyxRQUFRLEVBQUUsUUFBUSxNQUFNLE9BQU8sb0NBQW9DLENBQUMsR0FBRyxHQUFHLENBQUMsR0FBRztBQUFBLE1BQzVIO0FBQUEsSUFDRixDQUFDO0FBQUEsRUFDSCxDQUFDO0FBQ0gsQ0FBQztBQUFBLElBRUQsMkJBQVMsU0FBUyxNQUFNO0FBQ3RCLDJCQUFHLHFEQUFxRCxNQUFNO0FBQzVELFVBQU0sUUFBSSx5QkFBUSxFQUFFLGVBQVcscUJBQUksS0FBSyxJQUFJLG9CQUFJLEVBQUUsQ0FBQztBQUNuRCxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsbUJBQW1CLEdBQUcsS0FBSyxLQUFLLEdBQUcsSUFBSTtBQUN0RCxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsbUJBQW1CLEdBQUcsS0FBSyxJQUFJLEdBQUcsV0FBTTtBQUFBLEVBQ3pELENBQUM7QUFDRCwyQkFBRyxrRUFBa0UsTUFBTTtBQUN6RSxVQUFNLFFBQUkseUJBQVE7QUFBQSxNQUNoQixjQUFjO0FBQUEsTUFBZ0MsZUFBVyxxQkFBSSxLQUFLLElBQUksbUJBQUc7QUFBQSxNQUFHLE9BQU8sQ0FBQyxvQkFBb0IsWUFBWTtBQUFBLE1BQ3BILHVCQUF1QixDQUFDLE1BQU0sSUFBSTtBQUFBLE1BQUcsYUFBYTtBQUFBLElBQ3BELENBQUM7QUFDRCxVQUFNLElBQUksRUFBRSxlQUFlLEdBQUcsY0FBYyxHQUFHO0FBQy9DLFVBQU0sUUFBUSxFQUFFLE1BQU0sSUFBSTtBQUMxQixrQkFBQUEsUUFBTyxNQUFNLE1BQU0sQ0FBQyxHQUFHLDhCQUE4QjtBQUNyRCxrQkFBQUEsUUFBTyxHQUFHLE1BQU0sU0FBUyxZQUFZLENBQUM7QUFDdEMsa0JBQUFBLFFBQU8sR0FBRyxNQUFNLFNBQVMsMEJBQTBCLENBQUM7QUFDcEQsa0JBQUFBLFFBQU8sR0FBRyxNQUFNLFNBQVMsbUJBQW1CLENBQUM7QUFDN0Msa0JBQUFBLFFBQU8sR0FBRyxNQUFNLEtBQUssQ0FBQyxNQUFNLEVBQUUsV0FBVyxXQUFXLEtBQUssRUFBRSxTQUFTLFVBQVUsQ0FBQyxDQUFDO0FBQ2hGLGtCQUFBQSxRQUFPLEdBQUcsTUFBTSxTQUFTLGtCQUFrQixDQUFDO0FBQzVDLGtCQUFBQSxRQUFPLEdBQUcsTUFBTSxTQUFTLG9CQUFvQixDQUFDO0FBQzlDLGtCQUFBQSxRQUFPLEdBQUcsTUFBTSxTQUFTLDBCQUEwQixDQUFDO0FBQUEsRUFDdEQsQ0FBQztBQUNELDJCQUFHLHFEQUFxRCxNQUFNO0FBQzVELFVBQU0sSUFBSSxFQUFFLG1CQUFlLHlCQUFRLEVBQUUsY0FBYyxRQUFRLFlBQVksUUFBUSxPQUFPLFNBQVMsQ0FBQyxHQUFHLGNBQWMsR0FBRztBQUNwSCxrQkFBQUEsUUFBTyxHQUFHLEVBQUUsU0FBUyx1QkFBdUIsQ0FBQztBQUFBLEVBQy9DLENBQUM7QUFDRCwyQkFBRyxzQkFBc0IsTUFBTTtBQUM3QixrQkFBQUEsUUFBTyxNQUFNLEVBQUUscUJBQWlCLHVCQUFNLENBQUMsR0FBRyxPQUFPO0FBQ2pELGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxxQkFBaUIsdUJBQU0sRUFBRSxPQUFPLFdBQVcsQ0FBQyxDQUFDLEdBQUcsVUFBVTtBQUN6RSxrQkFBQUEsUUFBTyxNQUFNLEVBQUUscUJBQWlCLHVCQUFNLEVBQUUsT0FBTyxTQUFTLE9BQU8sT0FBTyxDQUFDLENBQUMsR0FBRyxhQUFhO0FBQ3hGLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxxQkFBaUIsdUJBQU0sRUFBRSxPQUFPLFNBQVMsQ0FBQyxDQUFDLEdBQUcsUUFBUTtBQUFBLEVBQ3ZFLENBQUM7QUFDSCxDQUFDOyIsCiAgIm5hbWVzIjogWyJhc3NlcnQiXQp9Cg==
