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
var switcherItems_exports = {};
__export(switcherItems_exports, {
  escapeIcons: () => escapeIcons,
  switcherDescription: () => switcherDescription,
  switcherDetail: () => switcherDetail,
  switcherEntries: () => switcherEntries
});
module.exports = __toCommonJS(switcherItems_exports);
var import_treeModel = require("./treeModel");
function escapeIcons(text) {
  return text.replace(/(\\)?\$\(([a-z0-9-]+?(?:~[a-z0-9-]*?)?)\)/gi, (match, escaped) => escaped ? match : `\\${match}`);
}
function switcherDescription(item, ctx) {
  const parts = [ctx.agentName(item.agentId)];
  const rel = (0, import_treeModel.relativeTime)(item.updatedAt, ctx.now);
  if (rel) {
    parts.push(rel);
  }
  if (ctx.isActive(item)) {
    parts.push("active");
  }
  return parts.join(" \xB7 ");
}
function switcherDetail(item) {
  return [item.cwd, item.firstPrompt, item.sessionId].filter((x) => !!x).join(" \xB7 ");
}
function switcherEntries(sessions, ctx) {
  const seen = /* @__PURE__ */ new Set();
  const unique = sessions.filter((s) => {
    const key = `${s.agentId}\0${s.sessionId}`;
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
  const out = [];
  let current;
  for (const item of (0, import_treeModel.newestFirst)(unique)) {
    const group = (0, import_treeModel.dateGroup)(item.updatedAt, ctx.now);
    if (group !== current) {
      out.push({ kind: "separator", label: group });
      current = group;
    }
    out.push({
      kind: "session",
      item,
      label: item.displayTitle,
      description: switcherDescription(item, ctx),
      detail: switcherDetail(item),
      canDelete: ctx.canDelete(item.agentId)
    });
  }
  if (ctx.hasMore) {
    out.push({ kind: "loadMore", label: import_treeModel.LABELS.loadMore });
  }
  return out;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  escapeIcons,
  switcherDescription,
  switcherDetail,
  switcherEntries
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3N3aXRjaGVySXRlbXMudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8vIFB1cmUgY29udGVudCBvZiB0aGUgU3dpdGNoIFNlc3Npb25cdTIwMjYgUXVpY2tQaWNrOiBpdGVtcywgc2VwYXJhdG9ycyBieSBkYXRlLCBcIkxvYWQgbW9yZVx1MjAyNlwiLlxuXG5pbXBvcnQgdHlwZSB7IFNlc3Npb25JdGVtIH0gZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBkYXRlR3JvdXAsIERhdGVHcm91cCwgTEFCRUxTLCBuZXdlc3RGaXJzdCwgcmVsYXRpdmVUaW1lIH0gZnJvbSAnLi90cmVlTW9kZWwnO1xuXG5leHBvcnQgdHlwZSBTd2l0Y2hlckVudHJ5ID1cbiAgfCB7IGtpbmQ6ICdzZXBhcmF0b3InOyBsYWJlbDogRGF0ZUdyb3VwIH1cbiAgfCB7IGtpbmQ6ICdzZXNzaW9uJzsgaXRlbTogU2Vzc2lvbkl0ZW07IGxhYmVsOiBzdHJpbmc7IGRlc2NyaXB0aW9uOiBzdHJpbmc7IGRldGFpbDogc3RyaW5nOyBjYW5EZWxldGU6IGJvb2xlYW4gfVxuICB8IHsga2luZDogJ2xvYWRNb3JlJzsgbGFiZWw6IHN0cmluZyB9O1xuXG5leHBvcnQgaW50ZXJmYWNlIFN3aXRjaGVyQ29udGV4dCB7XG4gIG5vdzogRGF0ZTtcbiAgYWdlbnROYW1lKGFnZW50SWQ6IHN0cmluZyk6IHN0cmluZztcbiAgY2FuRGVsZXRlKGFnZW50SWQ6IHN0cmluZyk6IGJvb2xlYW47XG4gIGlzQWN0aXZlKGl0ZW06IFNlc3Npb25JdGVtKTogYm9vbGVhbjtcbiAgLyoqIFNvbWUgYWdlbnQgaGFzIGFub3RoZXIgcGFnZS4gKi9cbiAgaGFzTW9yZTogYm9vbGVhbjtcbn1cblxuLyoqIFZTIENvZGUgcmVuZGVycyBgJChuYW1lKWAgaW4gUXVpY2tQaWNrIGFuZCBzdGF0dXMgYmFyIHRleHQgYXMgYW4gaWNvbjogYWdlbnQgdGV4dCBtdXN0IG5vdC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBlc2NhcGVJY29ucyh0ZXh0OiBzdHJpbmcpOiBzdHJpbmcge1xuICByZXR1cm4gdGV4dC5yZXBsYWNlKC8oXFxcXCk/XFwkXFwoKFthLXowLTktXSs/KD86flthLXowLTktXSo/KT8pXFwpL2dpLCAobWF0Y2gsIGVzY2FwZWQpID0+IChlc2NhcGVkID8gbWF0Y2ggOiBgXFxcXCR7bWF0Y2h9YCkpO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gc3dpdGNoZXJEZXNjcmlwdGlvbihpdGVtOiBTZXNzaW9uSXRlbSwgY3R4OiBTd2l0Y2hlckNvbnRleHQpOiBzdHJpbmcge1xuICBjb25zdCBwYXJ0cyA9IFtjdHguYWdlbnROYW1lKGl0ZW0uYWdlbnRJZCldO1xuICBjb25zdCByZWwgPSByZWxhdGl2ZVRpbWUoaXRlbS51cGRhdGVkQXQsIGN0eC5ub3cpO1xuICBpZiAocmVsKSB7XG4gICAgcGFydHMucHVzaChyZWwpO1xuICB9XG4gIGlmIChjdHguaXNBY3RpdmUoaXRlbSkpIHtcbiAgICBwYXJ0cy5wdXNoKCdhY3RpdmUnKTtcbiAgfVxuICByZXR1cm4gcGFydHMuam9pbignIFx1MDBCNyAnKTtcbn1cblxuLyoqIEZvbGRlciBcdTAwQjcgZmlyc3QgcHJvbXB0IFx1MDBCNyBpZCAodGhlIGlkIGxhc3QsIHNvIHRoYXQgdHlwaW5nIGFuIGlkIGZpbmRzIGl0cyBzZXNzaW9uKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzd2l0Y2hlckRldGFpbChpdGVtOiBTZXNzaW9uSXRlbSk6IHN0cmluZyB7XG4gIHJldHVybiBbaXRlbS5jd2QsIGl0ZW0uZmlyc3RQcm9tcHQsIGl0ZW0uc2Vzc2lvbklkXS5maWx0ZXIoKHgpOiB4IGlzIHN0cmluZyA9PiAhIXgpLmpvaW4oJyBcdTAwQjcgJyk7XG59XG5cbi8qKiBTZXNzaW9ucyBvZiBldmVyeSBhZ2VudCBtZXJnZWQgbmV3ZXN0IGZpcnN0LCBhIHNlcGFyYXRvciBiZWZvcmUgZWFjaCBkYXRlIGdyb3VwLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHN3aXRjaGVyRW50cmllcyhzZXNzaW9uczogcmVhZG9ubHkgU2Vzc2lvbkl0ZW1bXSwgY3R4OiBTd2l0Y2hlckNvbnRleHQpOiBTd2l0Y2hlckVudHJ5W10ge1xuICBjb25zdCBzZWVuID0gbmV3IFNldDxzdHJpbmc+KCk7XG4gIGNvbnN0IHVuaXF1ZSA9IHNlc3Npb25zLmZpbHRlcigocykgPT4ge1xuICAgIGNvbnN0IGtleSA9IGAke3MuYWdlbnRJZH1cXHUwMDAwJHtzLnNlc3Npb25JZH1gO1xuICAgIGlmIChzZWVuLmhhcyhrZXkpKSB7XG4gICAgICByZXR1cm4gZmFsc2U7XG4gICAgfVxuICAgIHNlZW4uYWRkKGtleSk7XG4gICAgcmV0dXJuIHRydWU7XG4gIH0pO1xuICBjb25zdCBvdXQ6IFN3aXRjaGVyRW50cnlbXSA9IFtdO1xuICBsZXQgY3VycmVudDogRGF0ZUdyb3VwIHwgdW5kZWZpbmVkO1xuICBmb3IgKGNvbnN0IGl0ZW0gb2YgbmV3ZXN0Rmlyc3QodW5pcXVlKSkge1xuICAgIGNvbnN0IGdyb3VwID0gZGF0ZUdyb3VwKGl0ZW0udXBkYXRlZEF0LCBjdHgubm93KTtcbiAgICBpZiAoZ3JvdXAgIT09IGN1cnJlbnQpIHtcbiAgICAgIG91dC5wdXNoKHsga2luZDogJ3NlcGFyYXRvcicsIGxhYmVsOiBncm91cCB9KTtcbiAgICAgIGN1cnJlbnQgPSBncm91cDtcbiAgICB9XG4gICAgb3V0LnB1c2goe1xuICAgICAga2luZDogJ3Nlc3Npb24nLFxuICAgICAgaXRlbSxcbiAgICAgIGxhYmVsOiBpdGVtLmRpc3BsYXlUaXRsZSxcbiAgICAgIGRlc2NyaXB0aW9uOiBzd2l0Y2hlckRlc2NyaXB0aW9uKGl0ZW0sIGN0eCksXG4gICAgICBkZXRhaWw6IHN3aXRjaGVyRGV0YWlsKGl0ZW0pLFxuICAgICAgY2FuRGVsZXRlOiBjdHguY2FuRGVsZXRlKGl0ZW0uYWdlbnRJZCksXG4gICAgfSk7XG4gIH1cbiAgaWYgKGN0eC5oYXNNb3JlKSB7XG4gICAgb3V0LnB1c2goeyBraW5kOiAnbG9hZE1vcmUnLCBsYWJlbDogTEFCRUxTLmxvYWRNb3JlIH0pO1xuICB9XG4gIHJldHVybiBvdXQ7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBR0EsdUJBQXdFO0FBaUJqRSxTQUFTLFlBQVksTUFBc0I7QUFDaEQsU0FBTyxLQUFLLFFBQVEsK0NBQStDLENBQUMsT0FBTyxZQUFhLFVBQVUsUUFBUSxLQUFLLEtBQUssRUFBRztBQUN6SDtBQUVPLFNBQVMsb0JBQW9CLE1BQW1CLEtBQThCO0FBQ25GLFFBQU0sUUFBUSxDQUFDLElBQUksVUFBVSxLQUFLLE9BQU8sQ0FBQztBQUMxQyxRQUFNLFVBQU0sK0JBQWEsS0FBSyxXQUFXLElBQUksR0FBRztBQUNoRCxNQUFJLEtBQUs7QUFDUCxVQUFNLEtBQUssR0FBRztBQUFBLEVBQ2hCO0FBQ0EsTUFBSSxJQUFJLFNBQVMsSUFBSSxHQUFHO0FBQ3RCLFVBQU0sS0FBSyxRQUFRO0FBQUEsRUFDckI7QUFDQSxTQUFPLE1BQU0sS0FBSyxRQUFLO0FBQ3pCO0FBR08sU0FBUyxlQUFlLE1BQTJCO0FBQ3hELFNBQU8sQ0FBQyxLQUFLLEtBQUssS0FBSyxhQUFhLEtBQUssU0FBUyxFQUFFLE9BQU8sQ0FBQyxNQUFtQixDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssUUFBSztBQUNoRztBQUdPLFNBQVMsZ0JBQWdCLFVBQWtDLEtBQXVDO0FBQ3ZHLFFBQU0sT0FBTyxvQkFBSSxJQUFZO0FBQzdCLFFBQU0sU0FBUyxTQUFTLE9BQU8sQ0FBQyxNQUFNO0FBQ3BDLFVBQU0sTUFBTSxHQUFHLEVBQUUsT0FBTyxLQUFTLEVBQUUsU0FBUztBQUM1QyxRQUFJLEtBQUssSUFBSSxHQUFHLEdBQUc7QUFDakIsYUFBTztBQUFBLElBQ1Q7QUFDQSxTQUFLLElBQUksR0FBRztBQUNaLFdBQU87QUFBQSxFQUNULENBQUM7QUFDRCxRQUFNLE1BQXVCLENBQUM7QUFDOUIsTUFBSTtBQUNKLGFBQVcsWUFBUSw4QkFBWSxNQUFNLEdBQUc7QUFDdEMsVUFBTSxZQUFRLDRCQUFVLEtBQUssV0FBVyxJQUFJLEdBQUc7QUFDL0MsUUFBSSxVQUFVLFNBQVM7QUFDckIsVUFBSSxLQUFLLEVBQUUsTUFBTSxhQUFhLE9BQU8sTUFBTSxDQUFDO0FBQzVDLGdCQUFVO0FBQUEsSUFDWjtBQUNBLFFBQUksS0FBSztBQUFBLE1BQ1AsTUFBTTtBQUFBLE1BQ047QUFBQSxNQUNBLE9BQU8sS0FBSztBQUFBLE1BQ1osYUFBYSxvQkFBb0IsTUFBTSxHQUFHO0FBQUEsTUFDMUMsUUFBUSxlQUFlLElBQUk7QUFBQSxNQUMzQixXQUFXLElBQUksVUFBVSxLQUFLLE9BQU87QUFBQSxJQUN2QyxDQUFDO0FBQUEsRUFDSDtBQUNBLE1BQUksSUFBSSxTQUFTO0FBQ2YsUUFBSSxLQUFLLEVBQUUsTUFBTSxZQUFZLE9BQU8sd0JBQU8sU0FBUyxDQUFDO0FBQUEsRUFDdkQ7QUFDQSxTQUFPO0FBQ1Q7IiwKICAibmFtZXMiOiBbXQp9Cg==
