"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var treeModel_exports = {};
__export(treeModel_exports, {
  ACTIVE_MARK: () => ACTIVE_MARK,
  DATE_GROUPS: () => DATE_GROUPS,
  LABELS: () => LABELS,
  agentChildren: () => agentChildren,
  agentContextValue: () => agentContextValue,
  agentDescription: () => agentDescription,
  agentTooltip: () => agentTooltip,
  cutTitle: () => cutTitle,
  dateGroup: () => dateGroup,
  emptyListing: () => emptyListing,
  formatLocalTime: () => formatLocalTime,
  groupSessions: () => groupSessions,
  mergeSessions: () => mergeSessions,
  newestFirst: () => newestFirst,
  parseTime: () => parseTime,
  placement: () => placement,
  relativeTime: () => relativeTime,
  sessionContextValue: () => sessionContextValue,
  sessionDescription: () => sessionDescription,
  sessionTooltip: () => sessionTooltip
});
module.exports = __toCommonJS(treeModel_exports);
const LABELS = {
  loading: "Loading\u2026",
  empty: "No sessions yet \u2014 start one",
  unsupported: "Listing not supported by this agent",
  loadMore: "Load more\u2026"
};
const DATE_GROUPS = ["Today", "Yesterday", "This week", "Older"];
function parseTime(iso) {
  if (!iso) {
    return void 0;
  }
  const t = Date.parse(iso);
  return Number.isNaN(t) ? void 0 : t;
}
function startOfLocalDay(d, daysBack = 0) {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - daysBack).getTime();
}
function dateGroup(updatedAt, now) {
  const t = parseTime(updatedAt);
  if (t === void 0) {
    return "Older";
  }
  if (t >= startOfLocalDay(now)) {
    return "Today";
  }
  if (t >= startOfLocalDay(now, 1)) {
    return "Yesterday";
  }
  if (t >= startOfLocalDay(now, 6)) {
    return "This week";
  }
  return "Older";
}
function relativeTime(updatedAt, now) {
  const t = parseTime(updatedAt);
  if (t === void 0) {
    return "";
  }
  const seconds = Math.max(0, Math.floor((now.getTime() - t) / 1e3));
  if (seconds < 60) {
    return "now";
  }
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) {
    return `${minutes}m`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return `${hours}h`;
  }
  const days = Math.floor(hours / 24);
  if (days < 7) {
    return `${days}d`;
  }
  if (days < 30) {
    return `${Math.floor(days / 7)}w`;
  }
  if (days < 365) {
    return `${Math.floor(days / 30)}mo`;
  }
  return `${Math.floor(days / 365)}y`;
}
function cutTitle(title, max) {
  const chars = Array.from(title.trim());
  if (chars.length <= max) {
    return chars.join("");
  }
  return chars.slice(0, Math.max(1, max - 1)).join("").trimEnd() + "\u2026";
}
function newestFirst(sessions) {
  return sessions.map((s, i) => ({ s, i, t: parseTime(s.updatedAt) ?? -Infinity })).sort((a, b) => b.t === a.t ? a.i - b.i : b.t - a.t).map((x) => x.s);
}
function groupSessions(sessions, now) {
  const byGroup = /* @__PURE__ */ new Map();
  for (const s of newestFirst(sessions)) {
    const g = dateGroup(s.updatedAt, now);
    const list = byGroup.get(g) ?? [];
    list.push(s);
    byGroup.set(g, list);
  }
  return DATE_GROUPS.filter((g) => byGroup.has(g)).map((g) => ({ group: g, sessions: byGroup.get(g) ?? [] }));
}
function sessionContextValue(caps, active = false) {
  const parts = ["session"];
  if (caps?.load) parts.push("canLoad");
  if (caps?.resume) parts.push("canResume");
  if (caps?.close) parts.push("canClose");
  if (caps?.delete) parts.push("canDelete");
  if (caps?.fork) parts.push("canFork");
  if (active) parts.push("active");
  return parts.join(" ");
}
function agentContextValue(status) {
  return `agent ${status.state}`;
}
const ACTIVE_MARK = "\u25CF ";
function sessionDescription(item, now, active) {
  return (active ? ACTIVE_MARK : "") + relativeTime(item.updatedAt, now);
}
function formatLocalTime(iso) {
  const t = parseTime(iso);
  if (t === void 0) {
    return "unknown";
  }
  const d = new Date(t);
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
function sessionTooltip(item, agentName, now) {
  const lines = [item.displayTitle];
  if (item.localTitle && item.title && item.title !== item.localTitle) {
    lines.push(`Agent's title: ${item.title}`);
  }
  lines.push(`Id: ${item.sessionId}`, `Agent: ${agentName}`);
  lines.push(`Folder: ${item.cwd ?? "unknown"}`);
  const rel = relativeTime(item.updatedAt, now);
  lines.push(`Updated: ${formatLocalTime(item.updatedAt)}${rel ? ` (${rel === "now" ? "just now" : rel + " ago"})` : ""}`);
  if (item.firstPrompt) {
    lines.push(`First prompt: ${item.firstPrompt}`);
  }
  for (const fact of item.facts) {
    lines.push(fact);
  }
  if (item.additionalDirectories.length) {
    lines.push(`Additional roots: ${item.additionalDirectories.join(", ")}`);
  }
  return lines.join("\n");
}
function agentDescription(status) {
  switch (status.state) {
    case "error":
      return status.error ? `error: ${cutTitle(status.error, 80)}` : "error";
    case "exited":
      return "exited";
    case "needs_login":
      return status.error ? `needs login: ${cutTitle(status.error, 80)}` : "needs login";
    default:
      return status.state;
  }
}
function agentTooltip(status) {
  const lines = [`${status.name} (${status.agentId})`, `State: ${status.state}`];
  if (status.agentName || status.agentVersion) {
    lines.push(`Agent: ${[status.agentName, status.agentVersion].filter(Boolean).join(" ")}`);
  }
  if (status.error) {
    lines.push(status.error);
  }
  return lines.join("\n");
}
function emptyListing() {
  return { sessions: [], hasMore: false, supported: true, loaded: false, loading: false };
}
function agentChildren(status, listing, now) {
  const out = [];
  let failed = false;
  if (status.state === "error" || status.state === "exited") {
    out.push({ kind: "error", label: status.error || `${status.name} ${status.state === "exited" ? "exited" : "failed"}` });
    failed = true;
  } else if (listing.error) {
    out.push({ kind: "error", label: listing.error });
    failed = true;
  }
  if (!listing.supported || status.capabilities?.list === false) {
    out.push({ kind: "info", info: "unsupported", label: LABELS.unsupported });
    return out;
  }
  if (listing.sessions.length) {
    for (const g of groupSessions(listing.sessions, now)) {
      out.push({ kind: "group", group: g.group, sessions: g.sessions });
    }
    if (listing.hasMore) {
      out.push({ kind: "loadMore", label: LABELS.loadMore });
    }
  } else if (!failed) {
    const waiting = listing.loading || !listing.loaded || status.state === "starting";
    out.push(waiting ? { kind: "info", info: "loading", label: LABELS.loading } : { kind: "info", info: "empty", label: LABELS.empty });
  }
  return out;
}
function mergeSessions(known, page) {
  const fresh = new Map(page.map((s) => [s.sessionId, s]));
  const merged = known.map((s) => fresh.get(s.sessionId) ?? s);
  const seen = new Set(known.map((s) => s.sessionId));
  return merged.concat(page.filter((s) => !seen.has(s.sessionId)));
}
function placement(sessions, now) {
  return groupSessions(sessions, now).map((g) => `${g.group}:${g.sessions.map((s) => s.sessionId).join(",")}`).join("|");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ACTIVE_MARK,
  DATE_GROUPS,
  LABELS,
  agentChildren,
  agentContextValue,
  agentDescription,
  agentTooltip,
  cutTitle,
  dateGroup,
  emptyListing,
  formatLocalTime,
  groupSessions,
  mergeSessions,
  newestFirst,
  parseTime,
  placement,
  relativeTime,
  sessionContextValue,
  sessionDescription,
  sessionTooltip
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3RyZWVNb2RlbC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gUHVyZSBwcmVzZW50YXRpb24gbG9naWMgb2YgdGhlIHNlc3Npb25zIHRyZWUgKGFuZCB0aGUgc3dpdGNoZXIpOiBkYXRlIGdyb3VwcywgcmVsYXRpdmUgdGltZXMsXG4vLyB0aXRsZXMsIHRvb2x0aXBzLCBjb250ZXh0IHZhbHVlcywgYW5kIHdoaWNoIGNoaWxkcmVuIGFuIGFnZW50IG5vZGUgaGFzLiBObyBWUyBDb2RlIGhlcmUuXG5cbmltcG9ydCB0eXBlIHsgQWdlbnRDYXBhYmlsaXRpZXNJbmZvLCBBZ2VudFN0YXR1cywgU2Vzc2lvbkl0ZW0gfSBmcm9tICcuL3Byb3RvY29sJztcblxuZXhwb3J0IGNvbnN0IExBQkVMUyA9IHtcbiAgbG9hZGluZzogJ0xvYWRpbmdcdTIwMjYnLFxuICBlbXB0eTogJ05vIHNlc3Npb25zIHlldCBcdTIwMTQgc3RhcnQgb25lJyxcbiAgdW5zdXBwb3J0ZWQ6ICdMaXN0aW5nIG5vdCBzdXBwb3J0ZWQgYnkgdGhpcyBhZ2VudCcsXG4gIGxvYWRNb3JlOiAnTG9hZCBtb3JlXHUyMDI2Jyxcbn0gYXMgY29uc3Q7XG5cbmV4cG9ydCBjb25zdCBEQVRFX0dST1VQUyA9IFsnVG9kYXknLCAnWWVzdGVyZGF5JywgJ1RoaXMgd2VlaycsICdPbGRlciddIGFzIGNvbnN0O1xuZXhwb3J0IHR5cGUgRGF0ZUdyb3VwID0gKHR5cGVvZiBEQVRFX0dST1VQUylbbnVtYmVyXTtcblxuZXhwb3J0IGZ1bmN0aW9uIHBhcnNlVGltZShpc286IHN0cmluZyB8IG51bGwgfCB1bmRlZmluZWQpOiBudW1iZXIgfCB1bmRlZmluZWQge1xuICBpZiAoIWlzbykge1xuICAgIHJldHVybiB1bmRlZmluZWQ7XG4gIH1cbiAgY29uc3QgdCA9IERhdGUucGFyc2UoaXNvKTtcbiAgcmV0dXJuIE51bWJlci5pc05hTih0KSA/IHVuZGVmaW5lZCA6IHQ7XG59XG5cbmZ1bmN0aW9uIHN0YXJ0T2ZMb2NhbERheShkOiBEYXRlLCBkYXlzQmFjayA9IDApOiBudW1iZXIge1xuICByZXR1cm4gbmV3IERhdGUoZC5nZXRGdWxsWWVhcigpLCBkLmdldE1vbnRoKCksIGQuZ2V0RGF0ZSgpIC0gZGF5c0JhY2spLmdldFRpbWUoKTtcbn1cblxuLyoqXG4gKiBUaGUgZGF0ZSBncm91cCBieSBsb2NhbCBjYWxlbmRhciBkYXlzOiBUb2RheSwgWWVzdGVyZGF5LCBUaGlzIHdlZWsgKHRoZSA3IGRheXMgZW5kaW5nIHRvZGF5KSxcbiAqIE9sZGVyLiBUaW1lcyBpbiB0aGUgZnV0dXJlIGNvdW50IGFzIFRvZGF5OyB1bmtub3duIHRpbWVzIGFzIE9sZGVyLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZGF0ZUdyb3VwKHVwZGF0ZWRBdDogc3RyaW5nIHwgbnVsbCB8IHVuZGVmaW5lZCwgbm93OiBEYXRlKTogRGF0ZUdyb3VwIHtcbiAgY29uc3QgdCA9IHBhcnNlVGltZSh1cGRhdGVkQXQpO1xuICBpZiAodCA9PT0gdW5kZWZpbmVkKSB7XG4gICAgcmV0dXJuICdPbGRlcic7XG4gIH1cbiAgaWYgKHQgPj0gc3RhcnRPZkxvY2FsRGF5KG5vdykpIHtcbiAgICByZXR1cm4gJ1RvZGF5JztcbiAgfVxuICBpZiAodCA+PSBzdGFydE9mTG9jYWxEYXkobm93LCAxKSkge1xuICAgIHJldHVybiAnWWVzdGVyZGF5JztcbiAgfVxuICBpZiAodCA+PSBzdGFydE9mTG9jYWxEYXkobm93LCA2KSkge1xuICAgIHJldHVybiAnVGhpcyB3ZWVrJztcbiAgfVxuICByZXR1cm4gJ09sZGVyJztcbn1cblxuLyoqIFwibm93XCIsIFwiNW1cIiwgXCIzaFwiLCBcIjJkXCIsIFwiM3dcIiwgXCI0bW9cIiwgXCIyeVwiOyBcIlwiIHdoZW4gdW5rbm93bi4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZWxhdGl2ZVRpbWUodXBkYXRlZEF0OiBzdHJpbmcgfCBudWxsIHwgdW5kZWZpbmVkLCBub3c6IERhdGUpOiBzdHJpbmcge1xuICBjb25zdCB0ID0gcGFyc2VUaW1lKHVwZGF0ZWRBdCk7XG4gIGlmICh0ID09PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4gJyc7XG4gIH1cbiAgY29uc3Qgc2Vjb25kcyA9IE1hdGgubWF4KDAsIE1hdGguZmxvb3IoKG5vdy5nZXRUaW1lKCkgLSB0KSAvIDEwMDApKTtcbiAgaWYgKHNlY29uZHMgPCA2MCkge1xuICAgIHJldHVybiAnbm93JztcbiAgfVxuICBjb25zdCBtaW51dGVzID0gTWF0aC5mbG9vcihzZWNvbmRzIC8gNjApO1xuICBpZiAobWludXRlcyA8IDYwKSB7XG4gICAgcmV0dXJuIGAke21pbnV0ZXN9bWA7XG4gIH1cbiAgY29uc3QgaG91cnMgPSBNYXRoLmZsb29yKG1pbnV0ZXMgLyA2MCk7XG4gIGlmIChob3VycyA8IDI0KSB7XG4gICAgcmV0dXJuIGAke2hvdXJzfWhgO1xuICB9XG4gIGNvbnN0IGRheXMgPSBNYXRoLmZsb29yKGhvdXJzIC8gMjQpO1xuICBpZiAoZGF5cyA8IDcpIHtcbiAgICByZXR1cm4gYCR7ZGF5c31kYDtcbiAgfVxuICBpZiAoZGF5cyA8IDMwKSB7XG4gICAgcmV0dXJuIGAke01hdGguZmxvb3IoZGF5cyAvIDcpfXdgO1xuICB9XG4gIGlmIChkYXlzIDwgMzY1KSB7XG4gICAgcmV0dXJuIGAke01hdGguZmxvb3IoZGF5cyAvIDMwKX1tb2A7XG4gIH1cbiAgcmV0dXJuIGAke01hdGguZmxvb3IoZGF5cyAvIDM2NSl9eWA7XG59XG5cbi8qKiBDdXRzIHRvIGF0IG1vc3QgYG1heGAgY2hhcmFjdGVycyAoY29kZSBwb2ludHMpLCBlbmRpbmcgd2l0aCBcIlx1MjAyNlwiIHdoZW4gY3V0LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGN1dFRpdGxlKHRpdGxlOiBzdHJpbmcsIG1heDogbnVtYmVyKTogc3RyaW5nIHtcbiAgY29uc3QgY2hhcnMgPSBBcnJheS5mcm9tKHRpdGxlLnRyaW0oKSk7XG4gIGlmIChjaGFycy5sZW5ndGggPD0gbWF4KSB7XG4gICAgcmV0dXJuIGNoYXJzLmpvaW4oJycpO1xuICB9XG4gIHJldHVybiBjaGFycy5zbGljZSgwLCBNYXRoLm1heCgxLCBtYXggLSAxKSkuam9pbignJykudHJpbUVuZCgpICsgJ1x1MjAyNic7XG59XG5cbi8qKiBTb3J0cyBuZXdlc3QgZmlyc3QgKHVua25vd24gdGltZXMgbGFzdCksIGtlZXBpbmcgdGhlIGJyaWRnZSdzIG9yZGVyIGZvciB0aWVzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5ld2VzdEZpcnN0KHNlc3Npb25zOiByZWFkb25seSBTZXNzaW9uSXRlbVtdKTogU2Vzc2lvbkl0ZW1bXSB7XG4gIHJldHVybiBzZXNzaW9uc1xuICAgIC5tYXAoKHMsIGkpID0+ICh7IHMsIGksIHQ6IHBhcnNlVGltZShzLnVwZGF0ZWRBdCkgPz8gLUluZmluaXR5IH0pKVxuICAgIC5zb3J0KChhLCBiKSA9PiAoYi50ID09PSBhLnQgPyBhLmkgLSBiLmkgOiBiLnQgLSBhLnQpKVxuICAgIC5tYXAoKHgpID0+IHgucyk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBncm91cFNlc3Npb25zKHNlc3Npb25zOiByZWFkb25seSBTZXNzaW9uSXRlbVtdLCBub3c6IERhdGUpOiB7IGdyb3VwOiBEYXRlR3JvdXA7IHNlc3Npb25zOiBTZXNzaW9uSXRlbVtdIH1bXSB7XG4gIGNvbnN0IGJ5R3JvdXAgPSBuZXcgTWFwPERhdGVHcm91cCwgU2Vzc2lvbkl0ZW1bXT4oKTtcbiAgZm9yIChjb25zdCBzIG9mIG5ld2VzdEZpcnN0KHNlc3Npb25zKSkge1xuICAgIGNvbnN0IGcgPSBkYXRlR3JvdXAocy51cGRhdGVkQXQsIG5vdyk7XG4gICAgY29uc3QgbGlzdCA9IGJ5R3JvdXAuZ2V0KGcpID8/IFtdO1xuICAgIGxpc3QucHVzaChzKTtcbiAgICBieUdyb3VwLnNldChnLCBsaXN0KTtcbiAgfVxuICByZXR1cm4gREFURV9HUk9VUFMuZmlsdGVyKChnKSA9PiBieUdyb3VwLmhhcyhnKSkubWFwKChnKSA9PiAoeyBncm91cDogZywgc2Vzc2lvbnM6IGJ5R3JvdXAuZ2V0KGcpID8/IFtdIH0pKTtcbn1cblxuLyoqIFRoZSBgdmlld0l0ZW1gIGNvbnRleHQgdmFsdWUgdGhlIG1lbnVzIHRlc3Q6IFwic2Vzc2lvbiBjYW5Mb2FkIGNhblJlc3VtZSBjYW5DbG9zZSBjYW5EZWxldGVcIi4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uQ29udGV4dFZhbHVlKGNhcHM6IEFnZW50Q2FwYWJpbGl0aWVzSW5mbyB8IG51bGwgfCB1bmRlZmluZWQsIGFjdGl2ZSA9IGZhbHNlKTogc3RyaW5nIHtcbiAgY29uc3QgcGFydHMgPSBbJ3Nlc3Npb24nXTtcbiAgaWYgKGNhcHM/LmxvYWQpIHBhcnRzLnB1c2goJ2NhbkxvYWQnKTtcbiAgaWYgKGNhcHM/LnJlc3VtZSkgcGFydHMucHVzaCgnY2FuUmVzdW1lJyk7XG4gIGlmIChjYXBzPy5jbG9zZSkgcGFydHMucHVzaCgnY2FuQ2xvc2UnKTtcbiAgaWYgKGNhcHM/LmRlbGV0ZSkgcGFydHMucHVzaCgnY2FuRGVsZXRlJyk7XG4gIGlmIChjYXBzPy5mb3JrKSBwYXJ0cy5wdXNoKCdjYW5Gb3JrJyk7XG4gIGlmIChhY3RpdmUpIHBhcnRzLnB1c2goJ2FjdGl2ZScpO1xuICByZXR1cm4gcGFydHMuam9pbignICcpO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gYWdlbnRDb250ZXh0VmFsdWUoc3RhdHVzOiBBZ2VudFN0YXR1cyk6IHN0cmluZyB7XG4gIHJldHVybiBgYWdlbnQgJHtzdGF0dXMuc3RhdGV9YDtcbn1cblxuZXhwb3J0IGNvbnN0IEFDVElWRV9NQVJLID0gJ1x1MjVDRiAnO1xuXG5leHBvcnQgZnVuY3Rpb24gc2Vzc2lvbkRlc2NyaXB0aW9uKGl0ZW06IFNlc3Npb25JdGVtLCBub3c6IERhdGUsIGFjdGl2ZTogYm9vbGVhbik6IHN0cmluZyB7XG4gIHJldHVybiAoYWN0aXZlID8gQUNUSVZFX01BUksgOiAnJykgKyByZWxhdGl2ZVRpbWUoaXRlbS51cGRhdGVkQXQsIG5vdyk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBmb3JtYXRMb2NhbFRpbWUoaXNvOiBzdHJpbmcgfCBudWxsIHwgdW5kZWZpbmVkKTogc3RyaW5nIHtcbiAgY29uc3QgdCA9IHBhcnNlVGltZShpc28pO1xuICBpZiAodCA9PT0gdW5kZWZpbmVkKSB7XG4gICAgcmV0dXJuICd1bmtub3duJztcbiAgfVxuICBjb25zdCBkID0gbmV3IERhdGUodCk7XG4gIGNvbnN0IHBhZCA9IChuOiBudW1iZXIpID0+IFN0cmluZyhuKS5wYWRTdGFydCgyLCAnMCcpO1xuICByZXR1cm4gYCR7ZC5nZXRGdWxsWWVhcigpfS0ke3BhZChkLmdldE1vbnRoKCkgKyAxKX0tJHtwYWQoZC5nZXREYXRlKCkpfSAke3BhZChkLmdldEhvdXJzKCkpfToke3BhZChkLmdldE1pbnV0ZXMoKSl9YDtcbn1cblxuLyoqIFBsYWluIHRleHQgKGFnZW50IHRleHQgaXMgbmV2ZXIgTWFya2Rvd24gaGVyZSk6IHRpdGxlLCBpZCwgY3dkLCB1cGRhdGVkIHRpbWUsIGZhY3RzLCByb290cy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uVG9vbHRpcChpdGVtOiBTZXNzaW9uSXRlbSwgYWdlbnROYW1lOiBzdHJpbmcsIG5vdzogRGF0ZSk6IHN0cmluZyB7XG4gIGNvbnN0IGxpbmVzID0gW2l0ZW0uZGlzcGxheVRpdGxlXTtcbiAgaWYgKGl0ZW0ubG9jYWxUaXRsZSAmJiBpdGVtLnRpdGxlICYmIGl0ZW0udGl0bGUgIT09IGl0ZW0ubG9jYWxUaXRsZSkge1xuICAgIGxpbmVzLnB1c2goYEFnZW50J3MgdGl0bGU6ICR7aXRlbS50aXRsZX1gKTtcbiAgfVxuICBsaW5lcy5wdXNoKGBJZDogJHtpdGVtLnNlc3Npb25JZH1gLCBgQWdlbnQ6ICR7YWdlbnROYW1lfWApO1xuICBsaW5lcy5wdXNoKGBGb2xkZXI6ICR7aXRlbS5jd2QgPz8gJ3Vua25vd24nfWApO1xuICBjb25zdCByZWwgPSByZWxhdGl2ZVRpbWUoaXRlbS51cGRhdGVkQXQsIG5vdyk7XG4gIGxpbmVzLnB1c2goYFVwZGF0ZWQ6ICR7Zm9ybWF0TG9jYWxUaW1lKGl0ZW0udXBkYXRlZEF0KX0ke3JlbCA/IGAgKCR7cmVsID09PSAnbm93JyA/ICdqdXN0IG5vdycgOiByZWwgKyAnIGFnbyd9KWAgOiAnJ31gKTtcbiAgaWYgKGl0ZW0uZmlyc3RQcm9tcHQpIHtcbiAgICBsaW5lcy5wdXNoKGBGaXJzdCBwcm9tcHQ6ICR7aXRlbS5maXJzdFByb21wdH1gKTtcbiAgfVxuICBmb3IgKGNvbnN0IGZhY3Qgb2YgaXRlbS5mYWN0cykge1xuICAgIGxpbmVzLnB1c2goZmFjdCk7XG4gIH1cbiAgaWYgKGl0ZW0uYWRkaXRpb25hbERpcmVjdG9yaWVzLmxlbmd0aCkge1xuICAgIGxpbmVzLnB1c2goYEFkZGl0aW9uYWwgcm9vdHM6ICR7aXRlbS5hZGRpdGlvbmFsRGlyZWN0b3JpZXMuam9pbignLCAnKX1gKTtcbiAgfVxuICByZXR1cm4gbGluZXMuam9pbignXFxuJyk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBhZ2VudERlc2NyaXB0aW9uKHN0YXR1czogQWdlbnRTdGF0dXMpOiBzdHJpbmcge1xuICBzd2l0Y2ggKHN0YXR1cy5zdGF0ZSkge1xuICAgIGNhc2UgJ2Vycm9yJzpcbiAgICAgIHJldHVybiBzdGF0dXMuZXJyb3IgPyBgZXJyb3I6ICR7Y3V0VGl0bGUoc3RhdHVzLmVycm9yLCA4MCl9YCA6ICdlcnJvcic7XG4gICAgY2FzZSAnZXhpdGVkJzpcbiAgICAgIHJldHVybiAnZXhpdGVkJztcbiAgICBjYXNlICduZWVkc19sb2dpbic6XG4gICAgICByZXR1cm4gc3RhdHVzLmVycm9yID8gYG5lZWRzIGxvZ2luOiAke2N1dFRpdGxlKHN0YXR1cy5lcnJvciwgODApfWAgOiAnbmVlZHMgbG9naW4nO1xuICAgIGRlZmF1bHQ6XG4gICAgICByZXR1cm4gc3RhdHVzLnN0YXRlO1xuICB9XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBhZ2VudFRvb2x0aXAoc3RhdHVzOiBBZ2VudFN0YXR1cyk6IHN0cmluZyB7XG4gIGNvbnN0IGxpbmVzID0gW2Ake3N0YXR1cy5uYW1lfSAoJHtzdGF0dXMuYWdlbnRJZH0pYCwgYFN0YXRlOiAke3N0YXR1cy5zdGF0ZX1gXTtcbiAgaWYgKHN0YXR1cy5hZ2VudE5hbWUgfHwgc3RhdHVzLmFnZW50VmVyc2lvbikge1xuICAgIGxpbmVzLnB1c2goYEFnZW50OiAke1tzdGF0dXMuYWdlbnROYW1lLCBzdGF0dXMuYWdlbnRWZXJzaW9uXS5maWx0ZXIoQm9vbGVhbikuam9pbignICcpfWApO1xuICB9XG4gIGlmIChzdGF0dXMuZXJyb3IpIHtcbiAgICBsaW5lcy5wdXNoKHN0YXR1cy5lcnJvcik7XG4gIH1cbiAgcmV0dXJuIGxpbmVzLmpvaW4oJ1xcbicpO1xufVxuXG4vKiogV2hhdCB0aGUgZXh0ZW5zaW9uIGtub3dzIG9mIG9uZSBhZ2VudCdzIGxpc3RpbmcuICovXG5leHBvcnQgaW50ZXJmYWNlIEFnZW50TGlzdGluZyB7XG4gIHNlc3Npb25zOiBTZXNzaW9uSXRlbVtdO1xuICBoYXNNb3JlOiBib29sZWFuO1xuICBzdXBwb3J0ZWQ6IGJvb2xlYW47XG4gIC8qKiBBdCBsZWFzdCBvbmUgYW5zd2VyIGZyb20gdGhlIGFnZW50IGl0c2VsZiAobm90IG9ubHkgdGhlIGNhY2hlKS4gKi9cbiAgbG9hZGVkOiBib29sZWFuO1xuICBsb2FkaW5nOiBib29sZWFuO1xuICBlcnJvcj86IHN0cmluZztcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGVtcHR5TGlzdGluZygpOiBBZ2VudExpc3Rpbmcge1xuICByZXR1cm4geyBzZXNzaW9uczogW10sIGhhc01vcmU6IGZhbHNlLCBzdXBwb3J0ZWQ6IHRydWUsIGxvYWRlZDogZmFsc2UsIGxvYWRpbmc6IGZhbHNlIH07XG59XG5cbmV4cG9ydCB0eXBlIENoaWxkU3BlYyA9XG4gIHwgeyBraW5kOiAnaW5mbyc7IGluZm86ICdsb2FkaW5nJyB8ICdlbXB0eScgfCAndW5zdXBwb3J0ZWQnOyBsYWJlbDogc3RyaW5nIH1cbiAgfCB7IGtpbmQ6ICdlcnJvcic7IGxhYmVsOiBzdHJpbmcgfVxuICB8IHsga2luZDogJ2dyb3VwJzsgZ3JvdXA6IERhdGVHcm91cDsgc2Vzc2lvbnM6IFNlc3Npb25JdGVtW10gfVxuICB8IHsga2luZDogJ2xvYWRNb3JlJzsgbGFiZWw6IHN0cmluZyB9O1xuXG4vKiogVGhlIGNoaWxkcmVuIG9mIGFuIGFnZW50IG5vZGUsIGluIG9yZGVyLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGFnZW50Q2hpbGRyZW4oc3RhdHVzOiBBZ2VudFN0YXR1cywgbGlzdGluZzogQWdlbnRMaXN0aW5nLCBub3c6IERhdGUpOiBDaGlsZFNwZWNbXSB7XG4gIGNvbnN0IG91dDogQ2hpbGRTcGVjW10gPSBbXTtcbiAgbGV0IGZhaWxlZCA9IGZhbHNlO1xuICBpZiAoc3RhdHVzLnN0YXRlID09PSAnZXJyb3InIHx8IHN0YXR1cy5zdGF0ZSA9PT0gJ2V4aXRlZCcpIHtcbiAgICBvdXQucHVzaCh7IGtpbmQ6ICdlcnJvcicsIGxhYmVsOiBzdGF0dXMuZXJyb3IgfHwgYCR7c3RhdHVzLm5hbWV9ICR7c3RhdHVzLnN0YXRlID09PSAnZXhpdGVkJyA/ICdleGl0ZWQnIDogJ2ZhaWxlZCd9YCB9KTtcbiAgICBmYWlsZWQgPSB0cnVlO1xuICB9IGVsc2UgaWYgKGxpc3RpbmcuZXJyb3IpIHtcbiAgICBvdXQucHVzaCh7IGtpbmQ6ICdlcnJvcicsIGxhYmVsOiBsaXN0aW5nLmVycm9yIH0pO1xuICAgIGZhaWxlZCA9IHRydWU7XG4gIH1cbiAgaWYgKCFsaXN0aW5nLnN1cHBvcnRlZCB8fCBzdGF0dXMuY2FwYWJpbGl0aWVzPy5saXN0ID09PSBmYWxzZSkge1xuICAgIG91dC5wdXNoKHsga2luZDogJ2luZm8nLCBpbmZvOiAndW5zdXBwb3J0ZWQnLCBsYWJlbDogTEFCRUxTLnVuc3VwcG9ydGVkIH0pO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cbiAgaWYgKGxpc3Rpbmcuc2Vzc2lvbnMubGVuZ3RoKSB7XG4gICAgZm9yIChjb25zdCBnIG9mIGdyb3VwU2Vzc2lvbnMobGlzdGluZy5zZXNzaW9ucywgbm93KSkge1xuICAgICAgb3V0LnB1c2goeyBraW5kOiAnZ3JvdXAnLCBncm91cDogZy5ncm91cCwgc2Vzc2lvbnM6IGcuc2Vzc2lvbnMgfSk7XG4gICAgfVxuICAgIGlmIChsaXN0aW5nLmhhc01vcmUpIHtcbiAgICAgIG91dC5wdXNoKHsga2luZDogJ2xvYWRNb3JlJywgbGFiZWw6IExBQkVMUy5sb2FkTW9yZSB9KTtcbiAgICB9XG4gIH0gZWxzZSBpZiAoIWZhaWxlZCkge1xuICAgIGNvbnN0IHdhaXRpbmcgPSBsaXN0aW5nLmxvYWRpbmcgfHwgIWxpc3RpbmcubG9hZGVkIHx8IHN0YXR1cy5zdGF0ZSA9PT0gJ3N0YXJ0aW5nJztcbiAgICBvdXQucHVzaCh3YWl0aW5nID8geyBraW5kOiAnaW5mbycsIGluZm86ICdsb2FkaW5nJywgbGFiZWw6IExBQkVMUy5sb2FkaW5nIH0gOiB7IGtpbmQ6ICdpbmZvJywgaW5mbzogJ2VtcHR5JywgbGFiZWw6IExBQkVMUy5lbXB0eSB9KTtcbiAgfVxuICByZXR1cm4gb3V0O1xufVxuXG4vKiogTGF0ZXIgcGFnZXMgYXJlIGFkZGVkIGFmdGVyIHdoYXQgaXMga25vd247IGEgc2Vzc2lvbiBzZWVuIGFnYWluIGlzIHVwZGF0ZWQgaW4gcGxhY2UuICovXG5leHBvcnQgZnVuY3Rpb24gbWVyZ2VTZXNzaW9ucyhrbm93bjogcmVhZG9ubHkgU2Vzc2lvbkl0ZW1bXSwgcGFnZTogcmVhZG9ubHkgU2Vzc2lvbkl0ZW1bXSk6IFNlc3Npb25JdGVtW10ge1xuICBjb25zdCBmcmVzaCA9IG5ldyBNYXAocGFnZS5tYXAoKHMpID0+IFtzLnNlc3Npb25JZCwgc10pKTtcbiAgY29uc3QgbWVyZ2VkID0ga25vd24ubWFwKChzKSA9PiBmcmVzaC5nZXQocy5zZXNzaW9uSWQpID8/IHMpO1xuICBjb25zdCBzZWVuID0gbmV3IFNldChrbm93bi5tYXAoKHMpID0+IHMuc2Vzc2lvbklkKSk7XG4gIHJldHVybiBtZXJnZWQuY29uY2F0KHBhZ2UuZmlsdGVyKChzKSA9PiAhc2Vlbi5oYXMocy5zZXNzaW9uSWQpKSk7XG59XG5cbi8qKiBBIGZpbmdlcnByaW50IG9mIHdoZXJlIGVhY2ggc2Vzc2lvbiBzaXRzIChncm91cCBhbmQgb3JkZXIpOiBlcXVhbCBtZWFucyBubyByb3cgbW92ZXMuICovXG5leHBvcnQgZnVuY3Rpb24gcGxhY2VtZW50KHNlc3Npb25zOiByZWFkb25seSBTZXNzaW9uSXRlbVtdLCBub3c6IERhdGUpOiBzdHJpbmcge1xuICByZXR1cm4gZ3JvdXBTZXNzaW9ucyhzZXNzaW9ucywgbm93KVxuICAgIC5tYXAoKGcpID0+IGAke2cuZ3JvdXB9OiR7Zy5zZXNzaW9ucy5tYXAoKHMpID0+IHMuc2Vzc2lvbklkKS5qb2luKCcsJyl9YClcbiAgICAuam9pbignfCcpO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBS08sTUFBTSxTQUFTO0FBQUEsRUFDcEIsU0FBUztBQUFBLEVBQ1QsT0FBTztBQUFBLEVBQ1AsYUFBYTtBQUFBLEVBQ2IsVUFBVTtBQUNaO0FBRU8sTUFBTSxjQUFjLENBQUMsU0FBUyxhQUFhLGFBQWEsT0FBTztBQUcvRCxTQUFTLFVBQVUsS0FBb0Q7QUFDNUUsTUFBSSxDQUFDLEtBQUs7QUFDUixXQUFPO0FBQUEsRUFDVDtBQUNBLFFBQU0sSUFBSSxLQUFLLE1BQU0sR0FBRztBQUN4QixTQUFPLE9BQU8sTUFBTSxDQUFDLElBQUksU0FBWTtBQUN2QztBQUVBLFNBQVMsZ0JBQWdCLEdBQVMsV0FBVyxHQUFXO0FBQ3RELFNBQU8sSUFBSSxLQUFLLEVBQUUsWUFBWSxHQUFHLEVBQUUsU0FBUyxHQUFHLEVBQUUsUUFBUSxJQUFJLFFBQVEsRUFBRSxRQUFRO0FBQ2pGO0FBTU8sU0FBUyxVQUFVLFdBQXNDLEtBQXNCO0FBQ3BGLFFBQU0sSUFBSSxVQUFVLFNBQVM7QUFDN0IsTUFBSSxNQUFNLFFBQVc7QUFDbkIsV0FBTztBQUFBLEVBQ1Q7QUFDQSxNQUFJLEtBQUssZ0JBQWdCLEdBQUcsR0FBRztBQUM3QixXQUFPO0FBQUEsRUFDVDtBQUNBLE1BQUksS0FBSyxnQkFBZ0IsS0FBSyxDQUFDLEdBQUc7QUFDaEMsV0FBTztBQUFBLEVBQ1Q7QUFDQSxNQUFJLEtBQUssZ0JBQWdCLEtBQUssQ0FBQyxHQUFHO0FBQ2hDLFdBQU87QUFBQSxFQUNUO0FBQ0EsU0FBTztBQUNUO0FBR08sU0FBUyxhQUFhLFdBQXNDLEtBQW1CO0FBQ3BGLFFBQU0sSUFBSSxVQUFVLFNBQVM7QUFDN0IsTUFBSSxNQUFNLFFBQVc7QUFDbkIsV0FBTztBQUFBLEVBQ1Q7QUFDQSxRQUFNLFVBQVUsS0FBSyxJQUFJLEdBQUcsS0FBSyxPQUFPLElBQUksUUFBUSxJQUFJLEtBQUssR0FBSSxDQUFDO0FBQ2xFLE1BQUksVUFBVSxJQUFJO0FBQ2hCLFdBQU87QUFBQSxFQUNUO0FBQ0EsUUFBTSxVQUFVLEtBQUssTUFBTSxVQUFVLEVBQUU7QUFDdkMsTUFBSSxVQUFVLElBQUk7QUFDaEIsV0FBTyxHQUFHLE9BQU87QUFBQSxFQUNuQjtBQUNBLFFBQU0sUUFBUSxLQUFLLE1BQU0sVUFBVSxFQUFFO0FBQ3JDLE1BQUksUUFBUSxJQUFJO0FBQ2QsV0FBTyxHQUFHLEtBQUs7QUFBQSxFQUNqQjtBQUNBLFFBQU0sT0FBTyxLQUFLLE1BQU0sUUFBUSxFQUFFO0FBQ2xDLE1BQUksT0FBTyxHQUFHO0FBQ1osV0FBTyxHQUFHLElBQUk7QUFBQSxFQUNoQjtBQUNBLE1BQUksT0FBTyxJQUFJO0FBQ2IsV0FBTyxHQUFHLEtBQUssTUFBTSxPQUFPLENBQUMsQ0FBQztBQUFBLEVBQ2hDO0FBQ0EsTUFBSSxPQUFPLEtBQUs7QUFDZCxXQUFPLEdBQUcsS0FBSyxNQUFNLE9BQU8sRUFBRSxDQUFDO0FBQUEsRUFDakM7QUFDQSxTQUFPLEdBQUcsS0FBSyxNQUFNLE9BQU8sR0FBRyxDQUFDO0FBQ2xDO0FBR08sU0FBUyxTQUFTLE9BQWUsS0FBcUI7QUFDM0QsUUFBTSxRQUFRLE1BQU0sS0FBSyxNQUFNLEtBQUssQ0FBQztBQUNyQyxNQUFJLE1BQU0sVUFBVSxLQUFLO0FBQ3ZCLFdBQU8sTUFBTSxLQUFLLEVBQUU7QUFBQSxFQUN0QjtBQUNBLFNBQU8sTUFBTSxNQUFNLEdBQUcsS0FBSyxJQUFJLEdBQUcsTUFBTSxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUUsRUFBRSxRQUFRLElBQUk7QUFDbkU7QUFHTyxTQUFTLFlBQVksVUFBaUQ7QUFDM0UsU0FBTyxTQUNKLElBQUksQ0FBQyxHQUFHLE9BQU8sRUFBRSxHQUFHLEdBQUcsR0FBRyxVQUFVLEVBQUUsU0FBUyxLQUFLLFVBQVUsRUFBRSxFQUNoRSxLQUFLLENBQUMsR0FBRyxNQUFPLEVBQUUsTUFBTSxFQUFFLElBQUksRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxDQUFFLEVBQ3BELElBQUksQ0FBQyxNQUFNLEVBQUUsQ0FBQztBQUNuQjtBQUVPLFNBQVMsY0FBYyxVQUFrQyxLQUE0RDtBQUMxSCxRQUFNLFVBQVUsb0JBQUksSUFBOEI7QUFDbEQsYUFBVyxLQUFLLFlBQVksUUFBUSxHQUFHO0FBQ3JDLFVBQU0sSUFBSSxVQUFVLEVBQUUsV0FBVyxHQUFHO0FBQ3BDLFVBQU0sT0FBTyxRQUFRLElBQUksQ0FBQyxLQUFLLENBQUM7QUFDaEMsU0FBSyxLQUFLLENBQUM7QUFDWCxZQUFRLElBQUksR0FBRyxJQUFJO0FBQUEsRUFDckI7QUFDQSxTQUFPLFlBQVksT0FBTyxDQUFDLE1BQU0sUUFBUSxJQUFJLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxPQUFPLEVBQUUsT0FBTyxHQUFHLFVBQVUsUUFBUSxJQUFJLENBQUMsS0FBSyxDQUFDLEVBQUUsRUFBRTtBQUM1RztBQUdPLFNBQVMsb0JBQW9CLE1BQWdELFNBQVMsT0FBZTtBQUMxRyxRQUFNLFFBQVEsQ0FBQyxTQUFTO0FBQ3hCLE1BQUksTUFBTSxLQUFNLE9BQU0sS0FBSyxTQUFTO0FBQ3BDLE1BQUksTUFBTSxPQUFRLE9BQU0sS0FBSyxXQUFXO0FBQ3hDLE1BQUksTUFBTSxNQUFPLE9BQU0sS0FBSyxVQUFVO0FBQ3RDLE1BQUksTUFBTSxPQUFRLE9BQU0sS0FBSyxXQUFXO0FBQ3hDLE1BQUksTUFBTSxLQUFNLE9BQU0sS0FBSyxTQUFTO0FBQ3BDLE1BQUksT0FBUSxPQUFNLEtBQUssUUFBUTtBQUMvQixTQUFPLE1BQU0sS0FBSyxHQUFHO0FBQ3ZCO0FBRU8sU0FBUyxrQkFBa0IsUUFBNkI7QUFDN0QsU0FBTyxTQUFTLE9BQU8sS0FBSztBQUM5QjtBQUVPLE1BQU0sY0FBYztBQUVwQixTQUFTLG1CQUFtQixNQUFtQixLQUFXLFFBQXlCO0FBQ3hGLFVBQVEsU0FBUyxjQUFjLE1BQU0sYUFBYSxLQUFLLFdBQVcsR0FBRztBQUN2RTtBQUVPLFNBQVMsZ0JBQWdCLEtBQXdDO0FBQ3RFLFFBQU0sSUFBSSxVQUFVLEdBQUc7QUFDdkIsTUFBSSxNQUFNLFFBQVc7QUFDbkIsV0FBTztBQUFBLEVBQ1Q7QUFDQSxRQUFNLElBQUksSUFBSSxLQUFLLENBQUM7QUFDcEIsUUFBTSxNQUFNLENBQUMsTUFBYyxPQUFPLENBQUMsRUFBRSxTQUFTLEdBQUcsR0FBRztBQUNwRCxTQUFPLEdBQUcsRUFBRSxZQUFZLENBQUMsSUFBSSxJQUFJLEVBQUUsU0FBUyxJQUFJLENBQUMsQ0FBQyxJQUFJLElBQUksRUFBRSxRQUFRLENBQUMsQ0FBQyxJQUFJLElBQUksRUFBRSxTQUFTLENBQUMsQ0FBQyxJQUFJLElBQUksRUFBRSxXQUFXLENBQUMsQ0FBQztBQUNwSDtBQUdPLFNBQVMsZUFBZSxNQUFtQixXQUFtQixLQUFtQjtBQUN0RixRQUFNLFFBQVEsQ0FBQyxLQUFLLFlBQVk7QUFDaEMsTUFBSSxLQUFLLGNBQWMsS0FBSyxTQUFTLEtBQUssVUFBVSxLQUFLLFlBQVk7QUFDbkUsVUFBTSxLQUFLLGtCQUFrQixLQUFLLEtBQUssRUFBRTtBQUFBLEVBQzNDO0FBQ0EsUUFBTSxLQUFLLE9BQU8sS0FBSyxTQUFTLElBQUksVUFBVSxTQUFTLEVBQUU7QUFDekQsUUFBTSxLQUFLLFdBQVcsS0FBSyxPQUFPLFNBQVMsRUFBRTtBQUM3QyxRQUFNLE1BQU0sYUFBYSxLQUFLLFdBQVcsR0FBRztBQUM1QyxRQUFNLEtBQUssWUFBWSxnQkFBZ0IsS0FBSyxTQUFTLENBQUMsR0FBRyxNQUFNLEtBQUssUUFBUSxRQUFRLGFBQWEsTUFBTSxNQUFNLE1BQU0sRUFBRSxFQUFFO0FBQ3ZILE1BQUksS0FBSyxhQUFhO0FBQ3BCLFVBQU0sS0FBSyxpQkFBaUIsS0FBSyxXQUFXLEVBQUU7QUFBQSxFQUNoRDtBQUNBLGFBQVcsUUFBUSxLQUFLLE9BQU87QUFDN0IsVUFBTSxLQUFLLElBQUk7QUFBQSxFQUNqQjtBQUNBLE1BQUksS0FBSyxzQkFBc0IsUUFBUTtBQUNyQyxVQUFNLEtBQUsscUJBQXFCLEtBQUssc0JBQXNCLEtBQUssSUFBSSxDQUFDLEVBQUU7QUFBQSxFQUN6RTtBQUNBLFNBQU8sTUFBTSxLQUFLLElBQUk7QUFDeEI7QUFFTyxTQUFTLGlCQUFpQixRQUE2QjtBQUM1RCxVQUFRLE9BQU8sT0FBTztBQUFBLElBQ3BCLEtBQUs7QUFDSCxhQUFPLE9BQU8sUUFBUSxVQUFVLFNBQVMsT0FBTyxPQUFPLEVBQUUsQ0FBQyxLQUFLO0FBQUEsSUFDakUsS0FBSztBQUNILGFBQU87QUFBQSxJQUNULEtBQUs7QUFDSCxhQUFPLE9BQU8sUUFBUSxnQkFBZ0IsU0FBUyxPQUFPLE9BQU8sRUFBRSxDQUFDLEtBQUs7QUFBQSxJQUN2RTtBQUNFLGFBQU8sT0FBTztBQUFBLEVBQ2xCO0FBQ0Y7QUFFTyxTQUFTLGFBQWEsUUFBNkI7QUFDeEQsUUFBTSxRQUFRLENBQUMsR0FBRyxPQUFPLElBQUksS0FBSyxPQUFPLE9BQU8sS0FBSyxVQUFVLE9BQU8sS0FBSyxFQUFFO0FBQzdFLE1BQUksT0FBTyxhQUFhLE9BQU8sY0FBYztBQUMzQyxVQUFNLEtBQUssVUFBVSxDQUFDLE9BQU8sV0FBVyxPQUFPLFlBQVksRUFBRSxPQUFPLE9BQU8sRUFBRSxLQUFLLEdBQUcsQ0FBQyxFQUFFO0FBQUEsRUFDMUY7QUFDQSxNQUFJLE9BQU8sT0FBTztBQUNoQixVQUFNLEtBQUssT0FBTyxLQUFLO0FBQUEsRUFDekI7QUFDQSxTQUFPLE1BQU0sS0FBSyxJQUFJO0FBQ3hCO0FBYU8sU0FBUyxlQUE2QjtBQUMzQyxTQUFPLEVBQUUsVUFBVSxDQUFDLEdBQUcsU0FBUyxPQUFPLFdBQVcsTUFBTSxRQUFRLE9BQU8sU0FBUyxNQUFNO0FBQ3hGO0FBU08sU0FBUyxjQUFjLFFBQXFCLFNBQXVCLEtBQXdCO0FBQ2hHLFFBQU0sTUFBbUIsQ0FBQztBQUMxQixNQUFJLFNBQVM7QUFDYixNQUFJLE9BQU8sVUFBVSxXQUFXLE9BQU8sVUFBVSxVQUFVO0FBQ3pELFFBQUksS0FBSyxFQUFFLE1BQU0sU0FBUyxPQUFPLE9BQU8sU0FBUyxHQUFHLE9BQU8sSUFBSSxJQUFJLE9BQU8sVUFBVSxXQUFXLFdBQVcsUUFBUSxHQUFHLENBQUM7QUFDdEgsYUFBUztBQUFBLEVBQ1gsV0FBVyxRQUFRLE9BQU87QUFDeEIsUUFBSSxLQUFLLEVBQUUsTUFBTSxTQUFTLE9BQU8sUUFBUSxNQUFNLENBQUM7QUFDaEQsYUFBUztBQUFBLEVBQ1g7QUFDQSxNQUFJLENBQUMsUUFBUSxhQUFhLE9BQU8sY0FBYyxTQUFTLE9BQU87QUFDN0QsUUFBSSxLQUFLLEVBQUUsTUFBTSxRQUFRLE1BQU0sZUFBZSxPQUFPLE9BQU8sWUFBWSxDQUFDO0FBQ3pFLFdBQU87QUFBQSxFQUNUO0FBQ0EsTUFBSSxRQUFRLFNBQVMsUUFBUTtBQUMzQixlQUFXLEtBQUssY0FBYyxRQUFRLFVBQVUsR0FBRyxHQUFHO0FBQ3BELFVBQUksS0FBSyxFQUFFLE1BQU0sU0FBUyxPQUFPLEVBQUUsT0FBTyxVQUFVLEVBQUUsU0FBUyxDQUFDO0FBQUEsSUFDbEU7QUFDQSxRQUFJLFFBQVEsU0FBUztBQUNuQixVQUFJLEtBQUssRUFBRSxNQUFNLFlBQVksT0FBTyxPQUFPLFNBQVMsQ0FBQztBQUFBLElBQ3ZEO0FBQUEsRUFDRixXQUFXLENBQUMsUUFBUTtBQUNsQixVQUFNLFVBQVUsUUFBUSxXQUFXLENBQUMsUUFBUSxVQUFVLE9BQU8sVUFBVTtBQUN2RSxRQUFJLEtBQUssVUFBVSxFQUFFLE1BQU0sUUFBUSxNQUFNLFdBQVcsT0FBTyxPQUFPLFFBQVEsSUFBSSxFQUFFLE1BQU0sUUFBUSxNQUFNLFNBQVMsT0FBTyxPQUFPLE1BQU0sQ0FBQztBQUFBLEVBQ3BJO0FBQ0EsU0FBTztBQUNUO0FBR08sU0FBUyxjQUFjLE9BQStCLE1BQTZDO0FBQ3hHLFFBQU0sUUFBUSxJQUFJLElBQUksS0FBSyxJQUFJLENBQUMsTUFBTSxDQUFDLEVBQUUsV0FBVyxDQUFDLENBQUMsQ0FBQztBQUN2RCxRQUFNLFNBQVMsTUFBTSxJQUFJLENBQUMsTUFBTSxNQUFNLElBQUksRUFBRSxTQUFTLEtBQUssQ0FBQztBQUMzRCxRQUFNLE9BQU8sSUFBSSxJQUFJLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRSxTQUFTLENBQUM7QUFDbEQsU0FBTyxPQUFPLE9BQU8sS0FBSyxPQUFPLENBQUMsTUFBTSxDQUFDLEtBQUssSUFBSSxFQUFFLFNBQVMsQ0FBQyxDQUFDO0FBQ2pFO0FBR08sU0FBUyxVQUFVLFVBQWtDLEtBQW1CO0FBQzdFLFNBQU8sY0FBYyxVQUFVLEdBQUcsRUFDL0IsSUFBSSxDQUFDLE1BQU0sR0FBRyxFQUFFLEtBQUssSUFBSSxFQUFFLFNBQVMsSUFBSSxDQUFDLE1BQU0sRUFBRSxTQUFTLEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRSxFQUN2RSxLQUFLLEdBQUc7QUFDYjsiLAogICJuYW1lcyI6IFtdCn0K
