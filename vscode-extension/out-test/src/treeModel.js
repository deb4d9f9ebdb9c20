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
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3RyZWVNb2RlbC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gUHVyZSBwcmVzZW50YXRpb24gbG9naWMgb2YgdGhlIHNlc3Npb25zIHRyZWUgKGFuZCB0aGUgc3dpdGNoZXIpOiBkYXRlIGdyb3VwcywgcmVsYXRpdmUgdGltZXMsXG4vLyB0aXRsZXMsIHRvb2x0aXBzLCBjb250ZXh0IHZhbHVlcywgYW5kIHdoaWNoIGNoaWxkcmVuIGFuIGFnZW50IG5vZGUgaGFzLiBObyBWUyBDb2RlIGhlcmUuXG5cbmltcG9ydCB0eXBlIHsgQWdlbnRDYXBhYmlsaXRpZXNJbmZvLCBBZ2VudFN0YXR1cywgU2Vzc2lvbkl0ZW0gfSBmcm9tICcuL3Byb3RvY29sJztcblxuZXhwb3J0IGNvbnN0IExBQkVMUyA9IHtcbiAgbG9hZGluZzogJ0xvYWRpbmdcdTIwMjYnLFxuICBlbXB0eTogJ05vIHNlc3Npb25zIHlldCBcdTIwMTQgc3RhcnQgb25lJyxcbiAgdW5zdXBwb3J0ZWQ6ICdMaXN0aW5nIG5vdCBzdXBwb3J0ZWQgYnkgdGhpcyBhZ2VudCcsXG4gIGxvYWRNb3JlOiAnTG9hZCBtb3JlXHUyMDI2Jyxcbn0gYXMgY29uc3Q7XG5cbmV4cG9ydCBjb25zdCBEQVRFX0dST1VQUyA9IFsnVG9kYXknLCAnWWVzdGVyZGF5JywgJ1RoaXMgd2VlaycsICdPbGRlciddIGFzIGNvbnN0O1xuZXhwb3J0IHR5cGUgRGF0ZUdyb3VwID0gKHR5cGVvZiBEQVRFX0dST1VQUylbbnVtYmVyXTtcblxuZXhwb3J0IGZ1bmN0aW9uIHBhcnNlVGltZShpc286IHN0cmluZyB8IG51bGwgfCB1bmRlZmluZWQpOiBudW1iZXIgfCB1bmRlZmluZWQge1xuICBpZiAoIWlzbykge1xuICAgIHJldHVybiB1bmRlZmluZWQ7XG4gIH1cbiAgY29uc3QgdCA9IERhdGUucGFyc2UoaXNvKTtcbiAgcmV0dXJuIE51bWJlci5pc05hTih0KSA/IHVuZGVmaW5lZCA6IHQ7XG59XG5cbmZ1bmN0aW9uIHN0YXJ0T2ZMb2NhbERheShkOiBEYXRlLCBkYXlzQmFjayA9IDApOiBudW1iZXIge1xuICByZXR1cm4gbmV3IERhdGUoZC5nZXRGdWxsWWVhcigpLCBkLmdldE1vbnRoKCksIGQuZ2V0RGF0ZSgpIC0gZGF5c0JhY2spLmdldFRpbWUoKTtcbn1cblxuLyoqXG4gKiBUaGUgZGF0ZSBncm91cCBieSBsb2NhbCBjYWxlbmRhciBkYXlzOiBUb2RheSwgWWVzdGVyZGF5LCBUaGlzIHdlZWsgKHRoZSA3IGRheXMgZW5kaW5nIHRvZGF5KSxcbiAqIE9sZGVyLiBUaW1lcyBpbiB0aGUgZnV0dXJlIGNvdW50IGFzIFRvZGF5OyB1bmtub3duIHRpbWVzIGFzIE9sZGVyLlxuICovXG5leHBvcnQgZnVuY3Rpb24gZGF0ZUdyb3VwKHVwZGF0ZWRBdDogc3RyaW5nIHwgbnVsbCB8IHVuZGVmaW5lZCwgbm93OiBEYXRlKTogRGF0ZUdyb3VwIHtcbiAgY29uc3QgdCA9IHBhcnNlVGltZSh1cGRhdGVkQXQpO1xuICBpZiAodCA9PT0gdW5kZWZpbmVkKSB7XG4gICAgcmV0dXJuICdPbGRlcic7XG4gIH1cbiAgaWYgKHQgPj0gc3RhcnRPZkxvY2FsRGF5KG5vdykpIHtcbiAgICByZXR1cm4gJ1RvZGF5JztcbiAgfVxuICBpZiAodCA+PSBzdGFydE9mTG9jYWxEYXkobm93LCAxKSkge1xuICAgIHJldHVybiAnWWVzdGVyZGF5JztcbiAgfVxuICBpZiAodCA+PSBzdGFydE9mTG9jYWxEYXkobm93LCA2KSkge1xuICAgIHJldHVybiAnVGhpcyB3ZWVrJztcbiAgfVxuICByZXR1cm4gJ09sZGVyJztcbn1cblxuLyoqIFwibm93XCIsIFwiNW1cIiwgXCIzaFwiLCBcIjJkXCIsIFwiM3dcIiwgXCI0bW9cIiwgXCIyeVwiOyBcIlwiIHdoZW4gdW5rbm93bi4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZWxhdGl2ZVRpbWUodXBkYXRlZEF0OiBzdHJpbmcgfCBudWxsIHwgdW5kZWZpbmVkLCBub3c6IERhdGUpOiBzdHJpbmcge1xuICBjb25zdCB0ID0gcGFyc2VUaW1lKHVwZGF0ZWRBdCk7XG4gIGlmICh0ID09PSB1bmRlZmluZWQpIHtcbiAgICByZXR1cm4gJyc7XG4gIH1cbiAgY29uc3Qgc2Vjb25kcyA9IE1hdGgubWF4KDAsIE1hdGguZmxvb3IoKG5vdy5nZXRUaW1lKCkgLSB0KSAvIDEwMDApKTtcbiAgaWYgKHNlY29uZHMgPCA2MCkge1xuICAgIHJldHVybiAnbm93JztcbiAgfVxuICBjb25zdCBtaW51dGVzID0gTWF0aC5mbG9vcihzZWNvbmRzIC8gNjApO1xuICBpZiAobWludXRlcyA8IDYwKSB7XG4gICAgcmV0dXJuIGAke21pbnV0ZXN9bWA7XG4gIH1cbiAgY29uc3QgaG91cnMgPSBNYXRoLmZsb29yKG1pbnV0ZXMgLyA2MCk7XG4gIGlmIChob3VycyA8IDI0KSB7XG4gICAgcmV0dXJuIGAke2hvdXJzfWhgO1xuICB9XG4gIGNvbnN0IGRheXMgPSBNYXRoLmZsb29yKGhvdXJzIC8gMjQpO1xuICBpZiAoZGF5cyA8IDcpIHtcbiAgICByZXR1cm4gYCR7ZGF5c31kYDtcbiAgfVxuICBpZiAoZGF5cyA8IDMwKSB7XG4gICAgcmV0dXJuIGAke01hdGguZmxvb3IoZGF5cyAvIDcpfXdgO1xuICB9XG4gIGlmIChkYXlzIDwgMzY1KSB7XG4gICAgcmV0dXJuIGAke01hdGguZmxvb3IoZGF5cyAvIDMwKX1tb2A7XG4gIH1cbiAgcmV0dXJuIGAke01hdGguZmxvb3IoZGF5cyAvIDM2NSl9eWA7XG59XG5cbi8qKiBDdXRzIHRvIGF0IG1vc3QgYG1heGAgY2hhcmFjdGVycyAoY29kZSBwb2ludHMpLCBlbmRpbmcgd2l0aCBcIlx1MjAyNlwiIHdoZW4gY3V0LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGN1dFRpdGxlKHRpdGxlOiBzdHJpbmcsIG1heDogbnVtYmVyKTogc3RyaW5nIHtcbiAgY29uc3QgY2hhcnMgPSBBcnJheS5mcm9tKHRpdGxlLnRyaW0oKSk7XG4gIGlmIChjaGFycy5sZW5ndGggPD0gbWF4KSB7XG4gICAgcmV0dXJuIGNoYXJzLmpvaW4oJycpO1xuICB9XG4gIHJldHVybiBjaGFycy5zbGljZSgwLCBNYXRoLm1heCgxLCBtYXggLSAxKSkuam9pbignJykudHJpbUVuZCgpICsgJ1x1MjAyNic7XG59XG5cbi8qKiBTb3J0cyBuZXdlc3QgZmlyc3QgKHVua25vd24gdGltZXMgbGFzdCksIGtlZXBpbmcgdGhlIGJyaWRnZSdzIG9yZGVyIGZvciB0aWVzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG5ld2VzdEZpcnN0KHNlc3Npb25zOiByZWFkb25seSBTZXNzaW9uSXRlbVtdKTogU2Vzc2lvbkl0ZW1bXSB7XG4gIHJldHVybiBzZXNzaW9uc1xuICAgIC5tYXAoKHMsIGkpID0+ICh7IHMsIGksIHQ6IHBhcnNlVGltZShzLnVwZGF0ZWRBdCkgPz8gLUluZmluaXR5IH0pKVxuICAgIC5zb3J0KChhLCBiKSA9PiAoYi50ID09PSBhLnQgPyBhLmkgLSBiLmkgOiBiLnQgLSBhLnQpKVxuICAgIC5tYXAoKHgpID0+IHgucyk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBncm91cFNlc3Npb25zKHNlc3Npb25zOiByZWFkb25seSBTZXNzaW9uSXRlbVtdLCBub3c6IERhdGUpOiB7IGdyb3VwOiBEYXRlR3JvdXA7IHNlc3Npb25zOiBTZXNzaW9uSXRlbVtdIH1bXSB7XG4gIGNvbnN0IGJ5R3JvdXAgPSBuZXcgTWFwPERhdGVHcm91cCwgU2Vzc2lvbkl0ZW1bXT4oKTtcbiAgZm9yIChjb25zdCBzIG9mIG5ld2VzdEZpcnN0KHNlc3Npb25zKSkge1xuICAgIGNvbnN0IGcgPSBkYXRlR3JvdXAocy51cGRhdGVkQXQsIG5vdyk7XG4gICAgY29uc3QgbGlzdCA9IGJ5R3JvdXAuZ2V0KGcpID8/IFtdO1xuICAgIGxpc3QucHVzaChzKTtcbiAgICBieUdyb3VwLnNldChnLCBsaXN0KTtcbiAgfVxuICByZXR1cm4gREFURV9HUk9VUFMuZmlsdGVyKChnKSA9PiBieUdyb3VwLmhhcyhnKSkubWFwKChnKSA9PiAoeyBncm91cDogZywgc2Vzc2lvbnM6IGJ5R3JvdXAuZ2V0KGcpID8/IFtdIH0pKTtcbn1cblxuLyoqIFRoZSBgdmlld0l0ZW1gIGNvbnRleHQgdmFsdWUgdGhlIG1lbnVzIHRlc3Q6IFwic2Vzc2lvbiBjYW5Mb2FkIGNhblJlc3VtZSBjYW5DbG9zZSBjYW5EZWxldGVcIi4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uQ29udGV4dFZhbHVlKGNhcHM6IEFnZW50Q2FwYWJpbGl0aWVzSW5mbyB8IG51bGwgfCB1bmRlZmluZWQsIGFjdGl2ZSA9IGZhbHNlKTogc3RyaW5nIHtcbiAgY29uc3QgcGFydHMgPSBbJ3Nlc3Npb24nXTtcbiAgaWYgKGNhcHM/LmxvYWQpIHBhcnRzLnB1c2goJ2NhbkxvYWQnKTtcbiAgaWYgKGNhcHM/LnJlc3VtZSkgcGFydHMucHVzaCgnY2FuUmVzdW1lJyk7XG4gIGlmIChjYXBzPy5jbG9zZSkgcGFydHMucHVzaCgnY2FuQ2xvc2UnKTtcbiAgaWYgKGNhcHM/LmRlbGV0ZSkgcGFydHMucHVzaCgnY2FuRGVsZXRlJyk7XG4gIGlmIChjYXBzPy5mb3JrKSBwYXJ0cy5wdXNoKCdjYW5Gb3JrJyk7XG4gIGlmIChhY3RpdmUpIHBhcnRzLnB1c2goJ2FjdGl2ZScpO1xuICByZXR1cm4gcGFydHMuam9pbignICcpO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gYWdlbnRDb250ZXh0VmFsdWUoc3RhdHVzOiBBZ2VudFN0YXR1cyk6IHN0cmluZyB7XG4gIHJldHVybiBgYWdlbnQgJHtzdGF0dXMuc3RhdGV9YDtcbn1cblxuZXhwb3J0IGNvbnN0IEFDVElWRV9NQVJLID0gJ1x1MjVDRiAnO1xuXG5leHBvcnQgZnVuY3Rpb24gc2Vzc2lvbkRlc2NyaXB0aW9uKGl0ZW06IFNlc3Npb25JdGVtLCBub3c6IERhdGUsIGFjdGl2ZTogYm9vbGVhbik6IHN0cmluZyB7XG4gIHJldHVybiAoYWN0aXZlID8gQUNUSVZFX01BUksgOiAnJykgKyByZWxhdGl2ZVRpbWUoaXRlbS51cGRhdGVkQXQsIG5vdyk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBmb3JtYXRMb2NhbFRpbWUoaXNvOiBzdHJpbmcgfCBudWxsIHwgdW5kZWZpbmVkKTogc3RyaW5nIHtcbiAgY29uc3QgdCA9IHBhcnNlVGltZShpc28pO1xuICBpZiAodCA9PT0gdW5kZWZpbmVkKSB7XG4gICAgcmV0dXJuICd1bmtub3duJztcbiAgfVxuICBjb25zdCBkID0gbmV3IERhdGUodCk7XG4gIGNvbnN0IHBhZCA9IChuOiBudW1iZXIpID0+IFN0cmluZyhuKS5wYWRTdGFydCgyLCAnMCcpO1xuICByZXR1cm4gYCR7ZC5nZXRGdWxsWWVhcigpfS0ke3BhZChkLmdldE1vbnRoKCkgKyAxKX0tJHtwYWQoZC5nZXREYXRlKCkpfSAke3BhZChkLmdldEhvdXJzKCkpfToke3BhZChkLmdldE1pbnV0ZXMoKSl9YDtcbn1cblxuLyoqIFBsYWluIHRleHQgKGFnZW50IHRleHQgaXMgbmV2ZXIgTWFya2Rvd24gaGVyZSk6IHRpdGxlLCBpZCwgY3dkLCB1cGRhdGVkIHRpbWUsIGZhY3RzLCByb290cy4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uVG9vbHRpcChpdGVtOiBTZXNzaW9uSXRlbSwgYWdlbnROYW1lOiBzdHJpbmcsIG5vdzogRGF0ZSk6IHN0cmluZyB7XG4gIGNvbnN0IGxpbmVzID0gW2l0ZW0uZGlzcGxheVRpdGxlXTtcbiAgaWYgKGl0ZW0ubG9jYWxUaXRsZSAmJiBpdGVtLnRpdGxlICYmIGl0ZW0udGl0bGUgIT09IGl0ZW0ubG9jYWxUaXRsZSkge1xuICAgIGxpbmVzLnB1c2goYEFnZW50J3MgdGl0bGU6ICR7aXRlbS50aXRsZX1gKTtcbiAgfVxuICBsaW5lcy5wdXNoKGBJZDogJHtpdGVtLnNlc3Npb25JZH1gLCBgQWdlbnQ6ICR7YWdlbnROYW1lfWApO1xuICBsaW5lcy5wdXNoKGBGb2xkZXI6ICR7aXRlbS5jd2QgPz8gJ3Vua25vd24nfWApO1xuICBjb25zdCByZWwgPSByZWxhdGl2ZVRpbWUoaXRlbS51cGRhdGVkQXQsIG5vdyk7XG4gIGxpbmVzLnB1c2goYFVwZGF0ZWQ6ICR7Zm9ybWF0TG9jYWxUaW1lKGl0ZW0udXBkYXRlZEF0KX0ke3JlbCA/IGAgKCR7cmVsID09PSAnbm93JyA/ICdqdXN0IG5vdycgOiByZWwgKyAnIGFnbyd9KWAgOiAnJ31gKTtcbiAgaWYgKGl0ZW0uZmlyc3RQcm9tcHQpIHtcbiAgICBsaW5lcy5wdXNoKGBGaXJzdCBwcm9tcHQ6ICR7aXRlbS5maXJzdFByb21wdH1gKTtcbiAgfVxuICBmb3IgKGNvbnN0IGZhY3Qgb2YgaXRlbS5mYWN0cykge1xuICAgIGxpbmVzLnB1c2goZmFjdCk7XG4gIH1cbiAgaWYgKGl0ZW0uYWRkaXRpb25hbERpcmVjdG9yaWVzLmxlbmd0aCkge1xuICAgIGxpbmVzLnB1c2goYEFkZGl0aW9uYWwgcm9vdHM6ICR7aXRlbS5hZGRpdGlvbmFsRGlyZWN0b3JpZXMuam9pbignLCAnKX1gKTtcbiAgfVxuICByZXR1cm4gbGluZXMuam9pbignXFxuJyk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBhZ2VudERlc2NyaXB0aW9uKHN0YXR1czogQWdlbnRTdGF0dXMpOiBzdHJpbmcge1xuICBzd2l0Y2ggKHN0YXR1cy5zdGF0ZSkge1xuICAgIGNhc2UgJ2Vycm9yJzpcbiAgICAgIHJldHVybiBzdGF0dXMuZXJyb3IgPyBgZXJyb3I6ICR7Y3V0VGl0bGUoc3RhdHVzLmVycm9yLCA4MCl9YCA6ICdlcnJvcic7XG4gICAgY2FzZSAnZXhpdGVkJzpcbiAgICAgIHJldHVybiAnZXhpdGVkJztcbiAgICBkZWZhdWx0OlxuICAgICAgcmV0dXJuIHN0YXR1cy5zdGF0ZTtcbiAgfVxufVxuXG5leHBvcnQgZnVuY3Rpb24gYWdlbnRUb29sdGlwKHN0YXR1czogQWdlbnRTdGF0dXMpOiBzdHJpbmcge1xuICBjb25zdCBsaW5lcyA9IFtgJHtzdGF0dXMubmFtZX0gKCR7c3RhdHVzLmFnZW50SWR9KWAsIGBTdGF0ZTogJHtzdGF0dXMuc3RhdGV9YF07XG4gIGlmIChzdGF0dXMuYWdlbnROYW1lIHx8IHN0YXR1cy5hZ2VudFZlcnNpb24pIHtcbiAgICBsaW5lcy5wdXNoKGBBZ2VudDogJHtbc3RhdHVzLmFnZW50TmFtZSwgc3RhdHVzLmFnZW50VmVyc2lvbl0uZmlsdGVyKEJvb2xlYW4pLmpvaW4oJyAnKX1gKTtcbiAgfVxuICBpZiAoc3RhdHVzLmVycm9yKSB7XG4gICAgbGluZXMucHVzaChzdGF0dXMuZXJyb3IpO1xuICB9XG4gIHJldHVybiBsaW5lcy5qb2luKCdcXG4nKTtcbn1cblxuLyoqIFdoYXQgdGhlIGV4dGVuc2lvbiBrbm93cyBvZiBvbmUgYWdlbnQncyBsaXN0aW5nLiAqL1xuZXhwb3J0IGludGVyZmFjZSBBZ2VudExpc3Rpbmcge1xuICBzZXNzaW9uczogU2Vzc2lvbkl0ZW1bXTtcbiAgaGFzTW9yZTogYm9vbGVhbjtcbiAgc3VwcG9ydGVkOiBib29sZWFuO1xuICAvKiogQXQgbGVhc3Qgb25lIGFuc3dlciBmcm9tIHRoZSBhZ2VudCBpdHNlbGYgKG5vdCBvbmx5IHRoZSBjYWNoZSkuICovXG4gIGxvYWRlZDogYm9vbGVhbjtcbiAgbG9hZGluZzogYm9vbGVhbjtcbiAgZXJyb3I/OiBzdHJpbmc7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBlbXB0eUxpc3RpbmcoKTogQWdlbnRMaXN0aW5nIHtcbiAgcmV0dXJuIHsgc2Vzc2lvbnM6IFtdLCBoYXNNb3JlOiBmYWxzZSwgc3VwcG9ydGVkOiB0cnVlLCBsb2FkZWQ6IGZhbHNlLCBsb2FkaW5nOiBmYWxzZSB9O1xufVxuXG5leHBvcnQgdHlwZSBDaGlsZFNwZWMgPVxuICB8IHsga2luZDogJ2luZm8nOyBpbmZvOiAnbG9hZGluZycgfCAnZW1wdHknIHwgJ3Vuc3VwcG9ydGVkJzsgbGFiZWw6IHN0cmluZyB9XG4gIHwgeyBraW5kOiAnZXJyb3InOyBsYWJlbDogc3RyaW5nIH1cbiAgfCB7IGtpbmQ6ICdncm91cCc7IGdyb3VwOiBEYXRlR3JvdXA7IHNlc3Npb25zOiBTZXNzaW9uSXRlbVtdIH1cbiAgfCB7IGtpbmQ6ICdsb2FkTW9yZSc7IGxhYmVsOiBzdHJpbmcgfTtcblxuLyoqIFRoZSBjaGlsZHJlbiBvZiBhbiBhZ2VudCBub2RlLCBpbiBvcmRlci4gKi9cbmV4cG9ydCBmdW5jdGlvbiBhZ2VudENoaWxkcmVuKHN0YXR1czogQWdlbnRTdGF0dXMsIGxpc3Rpbmc6IEFnZW50TGlzdGluZywgbm93OiBEYXRlKTogQ2hpbGRTcGVjW10ge1xuICBjb25zdCBvdXQ6IENoaWxkU3BlY1tdID0gW107XG4gIGxldCBmYWlsZWQgPSBmYWxzZTtcbiAgaWYgKHN0YXR1cy5zdGF0ZSA9PT0gJ2Vycm9yJyB8fCBzdGF0dXMuc3RhdGUgPT09ICdleGl0ZWQnKSB7XG4gICAgb3V0LnB1c2goeyBraW5kOiAnZXJyb3InLCBsYWJlbDogc3RhdHVzLmVycm9yIHx8IGAke3N0YXR1cy5uYW1lfSAke3N0YXR1cy5zdGF0ZSA9PT0gJ2V4aXRlZCcgPyAnZXhpdGVkJyA6ICdmYWlsZWQnfWAgfSk7XG4gICAgZmFpbGVkID0gdHJ1ZTtcbiAgfSBlbHNlIGlmIChsaXN0aW5nLmVycm9yKSB7XG4gICAgb3V0LnB1c2goeyBraW5kOiAnZXJyb3InLCBsYWJlbDogbGlzdGluZy5lcnJvciB9KTtcbiAgICBmYWlsZWQgPSB0cnVlO1xuICB9XG4gIGlmICghbGlzdGluZy5zdXBwb3J0ZWQgfHwgc3RhdHVzLmNhcGFiaWxpdGllcz8ubGlzdCA9PT0gZmFsc2UpIHtcbiAgICBvdXQucHVzaCh7IGtpbmQ6ICdpbmZvJywgaW5mbzogJ3Vuc3VwcG9ydGVkJywgbGFiZWw6IExBQkVMUy51bnN1cHBvcnRlZCB9KTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG4gIGlmIChsaXN0aW5nLnNlc3Npb25zLmxlbmd0aCkge1xuICAgIGZvciAoY29uc3QgZyBvZiBncm91cFNlc3Npb25zKGxpc3Rpbmcuc2Vzc2lvbnMsIG5vdykpIHtcbiAgICAgIG91dC5wdXNoKHsga2luZDogJ2dyb3VwJywgZ3JvdXA6IGcuZ3JvdXAsIHNlc3Npb25zOiBnLnNlc3Npb25zIH0pO1xuICAgIH1cbiAgICBpZiAobGlzdGluZy5oYXNNb3JlKSB7XG4gICAgICBvdXQucHVzaCh7IGtpbmQ6ICdsb2FkTW9yZScsIGxhYmVsOiBMQUJFTFMubG9hZE1vcmUgfSk7XG4gICAgfVxuICB9IGVsc2UgaWYgKCFmYWlsZWQpIHtcbiAgICBjb25zdCB3YWl0aW5nID0gbGlzdGluZy5sb2FkaW5nIHx8ICFsaXN0aW5nLmxvYWRlZCB8fCBzdGF0dXMuc3RhdGUgPT09ICdzdGFydGluZyc7XG4gICAgb3V0LnB1c2god2FpdGluZyA/IHsga2luZDogJ2luZm8nLCBpbmZvOiAnbG9hZGluZycsIGxhYmVsOiBMQUJFTFMubG9hZGluZyB9IDogeyBraW5kOiAnaW5mbycsIGluZm86ICdlbXB0eScsIGxhYmVsOiBMQUJFTFMuZW1wdHkgfSk7XG4gIH1cbiAgcmV0dXJuIG91dDtcbn1cblxuLyoqIExhdGVyIHBhZ2VzIGFyZSBhZGRlZCBhZnRlciB3aGF0IGlzIGtub3duOyBhIHNlc3Npb24gc2VlbiBhZ2FpbiBpcyB1cGRhdGVkIGluIHBsYWNlLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG1lcmdlU2Vzc2lvbnMoa25vd246IHJlYWRvbmx5IFNlc3Npb25JdGVtW10sIHBhZ2U6IHJlYWRvbmx5IFNlc3Npb25JdGVtW10pOiBTZXNzaW9uSXRlbVtdIHtcbiAgY29uc3QgZnJlc2ggPSBuZXcgTWFwKHBhZ2UubWFwKChzKSA9PiBbcy5zZXNzaW9uSWQsIHNdKSk7XG4gIGNvbnN0IG1lcmdlZCA9IGtub3duLm1hcCgocykgPT4gZnJlc2guZ2V0KHMuc2Vzc2lvbklkKSA/PyBzKTtcbiAgY29uc3Qgc2VlbiA9IG5ldyBTZXQoa25vd24ubWFwKChzKSA9PiBzLnNlc3Npb25JZCkpO1xuICByZXR1cm4gbWVyZ2VkLmNvbmNhdChwYWdlLmZpbHRlcigocykgPT4gIXNlZW4uaGFzKHMuc2Vzc2lvbklkKSkpO1xufVxuXG4vKiogQSBmaW5nZXJwcmludCBvZiB3aGVyZSBlYWNoIHNlc3Npb24gc2l0cyAoZ3JvdXAgYW5kIG9yZGVyKTogZXF1YWwgbWVhbnMgbm8gcm93IG1vdmVzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBsYWNlbWVudChzZXNzaW9uczogcmVhZG9ubHkgU2Vzc2lvbkl0ZW1bXSwgbm93OiBEYXRlKTogc3RyaW5nIHtcbiAgcmV0dXJuIGdyb3VwU2Vzc2lvbnMoc2Vzc2lvbnMsIG5vdylcbiAgICAubWFwKChnKSA9PiBgJHtnLmdyb3VwfToke2cuc2Vzc2lvbnMubWFwKChzKSA9PiBzLnNlc3Npb25JZCkuam9pbignLCcpfWApXG4gICAgLmpvaW4oJ3wnKTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUtPLE1BQU0sU0FBUztBQUFBLEVBQ3BCLFNBQVM7QUFBQSxFQUNULE9BQU87QUFBQSxFQUNQLGFBQWE7QUFBQSxFQUNiLFVBQVU7QUFDWjtBQUVPLE1BQU0sY0FBYyxDQUFDLFNBQVMsYUFBYSxhQUFhLE9BQU87QUFHL0QsU0FBUyxVQUFVLEtBQW9EO0FBQzVFLE1BQUksQ0FBQyxLQUFLO0FBQ1IsV0FBTztBQUFBLEVBQ1Q7QUFDQSxRQUFNLElBQUksS0FBSyxNQUFNLEdBQUc7QUFDeEIsU0FBTyxPQUFPLE1BQU0sQ0FBQyxJQUFJLFNBQVk7QUFDdkM7QUFFQSxTQUFTLGdCQUFnQixHQUFTLFdBQVcsR0FBVztBQUN0RCxTQUFPLElBQUksS0FBSyxFQUFFLFlBQVksR0FBRyxFQUFFLFNBQVMsR0FBRyxFQUFFLFFBQVEsSUFBSSxRQUFRLEVBQUUsUUFBUTtBQUNqRjtBQU1PLFNBQVMsVUFBVSxXQUFzQyxLQUFzQjtBQUNwRixRQUFNLElBQUksVUFBVSxTQUFTO0FBQzdCLE1BQUksTUFBTSxRQUFXO0FBQ25CLFdBQU87QUFBQSxFQUNUO0FBQ0EsTUFBSSxLQUFLLGdCQUFnQixHQUFHLEdBQUc7QUFDN0IsV0FBTztBQUFBLEVBQ1Q7QUFDQSxNQUFJLEtBQUssZ0JBQWdCLEtBQUssQ0FBQyxHQUFHO0FBQ2hDLFdBQU87QUFBQSxFQUNUO0FBQ0EsTUFBSSxLQUFLLGdCQUFnQixLQUFLLENBQUMsR0FBRztBQUNoQyxXQUFPO0FBQUEsRUFDVDtBQUNBLFNBQU87QUFDVDtBQUdPLFNBQVMsYUFBYSxXQUFzQyxLQUFtQjtBQUNwRixRQUFNLElBQUksVUFBVSxTQUFTO0FBQzdCLE1BQUksTUFBTSxRQUFXO0FBQ25CLFdBQU87QUFBQSxFQUNUO0FBQ0EsUUFBTSxVQUFVLEtBQUssSUFBSSxHQUFHLEtBQUssT0FBTyxJQUFJLFFBQVEsSUFBSSxLQUFLLEdBQUksQ0FBQztBQUNsRSxNQUFJLFVBQVUsSUFBSTtBQUNoQixXQUFPO0FBQUEsRUFDVDtBQUNBLFFBQU0sVUFBVSxLQUFLLE1BQU0sVUFBVSxFQUFFO0FBQ3ZDLE1BQUksVUFBVSxJQUFJO0FBQ2hCLFdBQU8sR0FBRyxPQUFPO0FBQUEsRUFDbkI7QUFDQSxRQUFNLFFBQVEsS0FBSyxNQUFNLFVBQVUsRUFBRTtBQUNyQyxNQUFJLFFBQVEsSUFBSTtBQUNkLFdBQU8sR0FBRyxLQUFLO0FBQUEsRUFDakI7QUFDQSxRQUFNLE9BQU8sS0FBSyxNQUFNLFFBQVEsRUFBRTtBQUNsQyxNQUFJLE9BQU8sR0FBRztBQUNaLFdBQU8sR0FBRyxJQUFJO0FBQUEsRUFDaEI7QUFDQSxNQUFJLE9BQU8sSUFBSTtBQUNiLFdBQU8sR0FBRyxLQUFLLE1BQU0sT0FBTyxDQUFDLENBQUM7QUFBQSxFQUNoQztBQUNBLE1BQUksT0FBTyxLQUFLO0FBQ2QsV0FBTyxHQUFHLEtBQUssTUFBTSxPQUFPLEVBQUUsQ0FBQztBQUFBLEVBQ2pDO0FBQ0EsU0FBTyxHQUFHLEtBQUssTUFBTSxPQUFPLEdBQUcsQ0FBQztBQUNsQztBQUdPLFNBQVMsU0FBUyxPQUFlLEtBQXFCO0FBQzNELFFBQU0sUUFBUSxNQUFNLEtBQUssTUFBTSxLQUFLLENBQUM7QUFDckMsTUFBSSxNQUFNLFVBQVUsS0FBSztBQUN2QixXQUFPLE1BQU0sS0FBSyxFQUFFO0FBQUEsRUFDdEI7QUFDQSxTQUFPLE1BQU0sTUFBTSxHQUFHLEtBQUssSUFBSSxHQUFHLE1BQU0sQ0FBQyxDQUFDLEVBQUUsS0FBSyxFQUFFLEVBQUUsUUFBUSxJQUFJO0FBQ25FO0FBR08sU0FBUyxZQUFZLFVBQWlEO0FBQzNFLFNBQU8sU0FDSixJQUFJLENBQUMsR0FBRyxPQUFPLEVBQUUsR0FBRyxHQUFHLEdBQUcsVUFBVSxFQUFFLFNBQVMsS0FBSyxVQUFVLEVBQUUsRUFDaEUsS0FBSyxDQUFDLEdBQUcsTUFBTyxFQUFFLE1BQU0sRUFBRSxJQUFJLEVBQUUsSUFBSSxFQUFFLElBQUksRUFBRSxJQUFJLEVBQUUsQ0FBRSxFQUNwRCxJQUFJLENBQUMsTUFBTSxFQUFFLENBQUM7QUFDbkI7QUFFTyxTQUFTLGNBQWMsVUFBa0MsS0FBNEQ7QUFDMUgsUUFBTSxVQUFVLG9CQUFJLElBQThCO0FBQ2xELGFBQVcsS0FBSyxZQUFZLFFBQVEsR0FBRztBQUNyQyxVQUFNLElBQUksVUFBVSxFQUFFLFdBQVcsR0FBRztBQUNwQyxVQUFNLE9BQU8sUUFBUSxJQUFJLENBQUMsS0FBSyxDQUFDO0FBQ2hDLFNBQUssS0FBSyxDQUFDO0FBQ1gsWUFBUSxJQUFJLEdBQUcsSUFBSTtBQUFBLEVBQ3JCO0FBQ0EsU0FBTyxZQUFZLE9BQU8sQ0FBQyxNQUFNLFFBQVEsSUFBSSxDQUFDLENBQUMsRUFBRSxJQUFJLENBQUMsT0FBTyxFQUFFLE9BQU8sR0FBRyxVQUFVLFFBQVEsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLEVBQUU7QUFDNUc7QUFHTyxTQUFTLG9CQUFvQixNQUFnRCxTQUFTLE9BQWU7QUFDMUcsUUFBTSxRQUFRLENBQUMsU0FBUztBQUN4QixNQUFJLE1BQU0sS0FBTSxPQUFNLEtBQUssU0FBUztBQUNwQyxNQUFJLE1BQU0sT0FBUSxPQUFNLEtBQUssV0FBVztBQUN4QyxNQUFJLE1BQU0sTUFBTyxPQUFNLEtBQUssVUFBVTtBQUN0QyxNQUFJLE1BQU0sT0FBUSxPQUFNLEtBQUssV0FBVztBQUN4QyxNQUFJLE1BQU0sS0FBTSxPQUFNLEtBQUssU0FBUztBQUNwQyxNQUFJLE9BQVEsT0FBTSxLQUFLLFFBQVE7QUFDL0IsU0FBTyxNQUFNLEtBQUssR0FBRztBQUN2QjtBQUVPLFNBQVMsa0JBQWtCLFFBQTZCO0FBQzdELFNBQU8sU0FBUyxPQUFPLEtBQUs7QUFDOUI7QUFFTyxNQUFNLGNBQWM7QUFFcEIsU0FBUyxtQkFBbUIsTUFBbUIsS0FBVyxRQUF5QjtBQUN4RixVQUFRLFNBQVMsY0FBYyxNQUFNLGFBQWEsS0FBSyxXQUFXLEdBQUc7QUFDdkU7QUFFTyxTQUFTLGdCQUFnQixLQUF3QztBQUN0RSxRQUFNLElBQUksVUFBVSxHQUFHO0FBQ3ZCLE1BQUksTUFBTSxRQUFXO0FBQ25CLFdBQU87QUFBQSxFQUNUO0FBQ0EsUUFBTSxJQUFJLElBQUksS0FBSyxDQUFDO0FBQ3BCLFFBQU0sTUFBTSxDQUFDLE1BQWMsT0FBTyxDQUFDLEVBQUUsU0FBUyxHQUFHLEdBQUc7QUFDcEQsU0FBTyxHQUFHLEVBQUUsWUFBWSxDQUFDLElBQUksSUFBSSxFQUFFLFNBQVMsSUFBSSxDQUFDLENBQUMsSUFBSSxJQUFJLEVBQUUsUUFBUSxDQUFDLENBQUMsSUFBSSxJQUFJLEVBQUUsU0FBUyxDQUFDLENBQUMsSUFBSSxJQUFJLEVBQUUsV0FBVyxDQUFDLENBQUM7QUFDcEg7QUFHTyxTQUFTLGVBQWUsTUFBbUIsV0FBbUIsS0FBbUI7QUFDdEYsUUFBTSxRQUFRLENBQUMsS0FBSyxZQUFZO0FBQ2hDLE1BQUksS0FBSyxjQUFjLEtBQUssU0FBUyxLQUFLLFVBQVUsS0FBSyxZQUFZO0FBQ25FLFVBQU0sS0FBSyxrQkFBa0IsS0FBSyxLQUFLLEVBQUU7QUFBQSxFQUMzQztBQUNBLFFBQU0sS0FBSyxPQUFPLEtBQUssU0FBUyxJQUFJLFVBQVUsU0FBUyxFQUFFO0FBQ3pELFFBQU0sS0FBSyxXQUFXLEtBQUssT0FBTyxTQUFTLEVBQUU7QUFDN0MsUUFBTSxNQUFNLGFBQWEsS0FBSyxXQUFXLEdBQUc7QUFDNUMsUUFBTSxLQUFLLFlBQVksZ0JBQWdCLEtBQUssU0FBUyxDQUFDLEdBQUcsTUFBTSxLQUFLLFFBQVEsUUFBUSxhQUFhLE1BQU0sTUFBTSxNQUFNLEVBQUUsRUFBRTtBQUN2SCxNQUFJLEtBQUssYUFBYTtBQUNwQixVQUFNLEtBQUssaUJBQWlCLEtBQUssV0FBVyxFQUFFO0FBQUEsRUFDaEQ7QUFDQSxhQUFXLFFBQVEsS0FBSyxPQUFPO0FBQzdCLFVBQU0sS0FBSyxJQUFJO0FBQUEsRUFDakI7QUFDQSxNQUFJLEtBQUssc0JBQXNCLFFBQVE7QUFDckMsVUFBTSxLQUFLLHFCQUFxQixLQUFLLHNCQUFzQixLQUFLLElBQUksQ0FBQyxFQUFFO0FBQUEsRUFDekU7QUFDQSxTQUFPLE1BQU0sS0FBSyxJQUFJO0FBQ3hCO0FBRU8sU0FBUyxpQkFBaUIsUUFBNkI7QUFDNUQsVUFBUSxPQUFPLE9BQU87QUFBQSxJQUNwQixLQUFLO0FBQ0gsYUFBTyxPQUFPLFFBQVEsVUFBVSxTQUFTLE9BQU8sT0FBTyxFQUFFLENBQUMsS0FBSztBQUFBLElBQ2pFLEtBQUs7QUFDSCxhQUFPO0FBQUEsSUFDVDtBQUNFLGFBQU8sT0FBTztBQUFBLEVBQ2xCO0FBQ0Y7QUFFTyxTQUFTLGFBQWEsUUFBNkI7QUFDeEQsUUFBTSxRQUFRLENBQUMsR0FBRyxPQUFPLElBQUksS0FBSyxPQUFPLE9BQU8sS0FBSyxVQUFVLE9BQU8sS0FBSyxFQUFFO0FBQzdFLE1BQUksT0FBTyxhQUFhLE9BQU8sY0FBYztBQUMzQyxVQUFNLEtBQUssVUFBVSxDQUFDLE9BQU8sV0FBVyxPQUFPLFlBQVksRUFBRSxPQUFPLE9BQU8sRUFBRSxLQUFLLEdBQUcsQ0FBQyxFQUFFO0FBQUEsRUFDMUY7QUFDQSxNQUFJLE9BQU8sT0FBTztBQUNoQixVQUFNLEtBQUssT0FBTyxLQUFLO0FBQUEsRUFDekI7QUFDQSxTQUFPLE1BQU0sS0FBSyxJQUFJO0FBQ3hCO0FBYU8sU0FBUyxlQUE2QjtBQUMzQyxTQUFPLEVBQUUsVUFBVSxDQUFDLEdBQUcsU0FBUyxPQUFPLFdBQVcsTUFBTSxRQUFRLE9BQU8sU0FBUyxNQUFNO0FBQ3hGO0FBU08sU0FBUyxjQUFjLFFBQXFCLFNBQXVCLEtBQXdCO0FBQ2hHLFFBQU0sTUFBbUIsQ0FBQztBQUMxQixNQUFJLFNBQVM7QUFDYixNQUFJLE9BQU8sVUFBVSxXQUFXLE9BQU8sVUFBVSxVQUFVO0FBQ3pELFFBQUksS0FBSyxFQUFFLE1BQU0sU0FBUyxPQUFPLE9BQU8sU0FBUyxHQUFHLE9BQU8sSUFBSSxJQUFJLE9BQU8sVUFBVSxXQUFXLFdBQVcsUUFBUSxHQUFHLENBQUM7QUFDdEgsYUFBUztBQUFBLEVBQ1gsV0FBVyxRQUFRLE9BQU87QUFDeEIsUUFBSSxLQUFLLEVBQUUsTUFBTSxTQUFTLE9BQU8sUUFBUSxNQUFNLENBQUM7QUFDaEQsYUFBUztBQUFBLEVBQ1g7QUFDQSxNQUFJLENBQUMsUUFBUSxhQUFhLE9BQU8sY0FBYyxTQUFTLE9BQU87QUFDN0QsUUFBSSxLQUFLLEVBQUUsTUFBTSxRQUFRLE1BQU0sZUFBZSxPQUFPLE9BQU8sWUFBWSxDQUFDO0FBQ3pFLFdBQU87QUFBQSxFQUNUO0FBQ0EsTUFBSSxRQUFRLFNBQVMsUUFBUTtBQUMzQixlQUFXLEtBQUssY0FBYyxRQUFRLFVBQVUsR0FBRyxHQUFHO0FBQ3BELFVBQUksS0FBSyxFQUFFLE1BQU0sU0FBUyxPQUFPLEVBQUUsT0FBTyxVQUFVLEVBQUUsU0FBUyxDQUFDO0FBQUEsSUFDbEU7QUFDQSxRQUFJLFFBQVEsU0FBUztBQUNuQixVQUFJLEtBQUssRUFBRSxNQUFNLFlBQVksT0FBTyxPQUFPLFNBQVMsQ0FBQztBQUFBLElBQ3ZEO0FBQUEsRUFDRixXQUFXLENBQUMsUUFBUTtBQUNsQixVQUFNLFVBQVUsUUFBUSxXQUFXLENBQUMsUUFBUSxVQUFVLE9BQU8sVUFBVTtBQUN2RSxRQUFJLEtBQUssVUFBVSxFQUFFLE1BQU0sUUFBUSxNQUFNLFdBQVcsT0FBTyxPQUFPLFFBQVEsSUFBSSxFQUFFLE1BQU0sUUFBUSxNQUFNLFNBQVMsT0FBTyxPQUFPLE1BQU0sQ0FBQztBQUFBLEVBQ3BJO0FBQ0EsU0FBTztBQUNUO0FBR08sU0FBUyxjQUFjLE9BQStCLE1BQTZDO0FBQ3hHLFFBQU0sUUFBUSxJQUFJLElBQUksS0FBSyxJQUFJLENBQUMsTUFBTSxDQUFDLEVBQUUsV0FBVyxDQUFDLENBQUMsQ0FBQztBQUN2RCxRQUFNLFNBQVMsTUFBTSxJQUFJLENBQUMsTUFBTSxNQUFNLElBQUksRUFBRSxTQUFTLEtBQUssQ0FBQztBQUMzRCxRQUFNLE9BQU8sSUFBSSxJQUFJLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRSxTQUFTLENBQUM7QUFDbEQsU0FBTyxPQUFPLE9BQU8sS0FBSyxPQUFPLENBQUMsTUFBTSxDQUFDLEtBQUssSUFBSSxFQUFFLFNBQVMsQ0FBQyxDQUFDO0FBQ2pFO0FBR08sU0FBUyxVQUFVLFVBQWtDLEtBQW1CO0FBQzdFLFNBQU8sY0FBYyxVQUFVLEdBQUcsRUFDL0IsSUFBSSxDQUFDLE1BQU0sR0FBRyxFQUFFLEtBQUssSUFBSSxFQUFFLFNBQVMsSUFBSSxDQUFDLE1BQU0sRUFBRSxTQUFTLEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRSxFQUN2RSxLQUFLLEdBQUc7QUFDYjsiLAogICJuYW1lcyI6IFtdCn0K
