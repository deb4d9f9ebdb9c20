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
var search_exports = {};
__export(search_exports, {
  SEARCH_DEBOUNCE_MS: () => SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT: () => SEARCH_LIMIT,
  searchPickItems: () => searchPickItems,
  searchSessions: () => searchSessions
});
module.exports = __toCommonJS(search_exports);
var vscode = __toESM(require("vscode"));
var p = __toESM(require("./protocol"));
var import_switcherItems = require("./switcherItems");
const SEARCH_DEBOUNCE_MS = 150;
const SEARCH_LIMIT = 100;
function searchPickItems(items, ctx) {
  return items.map((item) => ({
    item,
    alwaysShow: true,
    label: (0, import_switcherItems.escapeIcons)(item.displayTitle),
    description: (0, import_switcherItems.escapeIcons)((0, import_switcherItems.switcherDescription)(item, ctx)),
    detail: item.snippet ? `$(quote) ${(0, import_switcherItems.escapeIcons)(item.snippet)}` : (0, import_switcherItems.escapeIcons)((0, import_switcherItems.switcherDetail)(item))
  }));
}
async function searchSessions({ client, state, actions, log }) {
  const qp = vscode.window.createQuickPick();
  qp.title = "Search Transcripts";
  qp.placeholder = "Search the text of transcripts, and the titles, ids and folders of every agent\u2019s sessions";
  qp.matchOnDescription = true;
  qp.matchOnDetail = true;
  let seq = 0;
  let timer;
  const run = async (query) => {
    const mine = ++seq;
    qp.busy = true;
    try {
      const { items } = await client.request(p.Requests.findSessions, {
        query,
        agentId: null,
        limit: SEARCH_LIMIT,
        inTranscripts: true
      });
      if (mine !== seq) {
        return;
      }
      const ctx = {
        now: /* @__PURE__ */ new Date(),
        agentName: (id) => state.agentName(id),
        canDelete: () => false,
        isActive: (s) => state.isActive(s),
        hasMore: false
      };
      qp.items = searchPickItems(items, ctx);
    } catch (err) {
      if (mine === seq) {
        log.reportError("Searching sessions", err);
      }
    } finally {
      if (mine === seq) {
        qp.busy = false;
      }
    }
  };
  qp.onDidChangeValue((value) => {
    if (timer) {
      clearTimeout(timer);
    }
    timer = setTimeout(() => void run(value), SEARCH_DEBOUNCE_MS);
  });
  qp.onDidAccept(() => {
    const picked = qp.selectedItems[0];
    if (picked) {
      qp.hide();
      void actions.open(picked.item);
    }
  });
  qp.onDidHide(() => {
    if (timer) {
      clearTimeout(timer);
    }
    seq++;
    qp.dispose();
  });
  qp.show();
  await run("");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  searchPickItems,
  searchSessions
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3NlYXJjaC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gU2VhcmNoIFRyYW5zY3JpcHRzXHUyMDI2OiB0aGUgYnJpZGdlJ3Mgc2VhcmNoIG92ZXIgZXZlcnkgYWdlbnQncyBzZXNzaW9ucyBcdTIwMTQgdGl0bGVzLCBpZHMsIGZvbGRlcnMsIGZpcnN0XG4vLyBwcm9tcHRzIGFuZCB0aGUgdGV4dCBvZiB0aGUgdHJhbnNjcmlwdHMgaW4gaXRzIGxvY2FsIGhpc3RvcnkgXHUyMDE0IGxpdmUgYXMgdGhlIHVzZXIgdHlwZXMuXG5cbmltcG9ydCAqIGFzIHZzY29kZSBmcm9tICd2c2NvZGUnO1xuaW1wb3J0IHR5cGUgeyBDb21tYW5kRGVwcywgU2Vzc2lvblBpY2sgfSBmcm9tICcuL2NvbW1hbmRzJztcbmltcG9ydCAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5pbXBvcnQgeyBlc2NhcGVJY29ucywgU3dpdGNoZXJDb250ZXh0LCBzd2l0Y2hlckRlc2NyaXB0aW9uLCBzd2l0Y2hlckRldGFpbCB9IGZyb20gJy4vc3dpdGNoZXJJdGVtcyc7XG5cbi8qKiBNaWxsaXNlY29uZHMgb2YgdHlwaW5nIHBhdXNlIGJlZm9yZSB0aGUgYnJpZGdlIGlzIGFza2VkLiAqL1xuZXhwb3J0IGNvbnN0IFNFQVJDSF9ERUJPVU5DRV9NUyA9IDE1MDtcbmV4cG9ydCBjb25zdCBTRUFSQ0hfTElNSVQgPSAxMDA7XG5cbmV4cG9ydCB0eXBlIFNlYXJjaFBpY2sgPSBTZXNzaW9uUGljayAmIHsgaXRlbTogcC5Gb3VuZFNlc3Npb24gfTtcblxuLyoqXG4gKiBUaGUgUXVpY2tQaWNrIGl0ZW1zIGZvciB0aGUgYnJpZGdlJ3MgYW5zd2VyLCBpbiBpdHMgb3JkZXIgKHRpdGxlIG1hdGNoZXMgZmlyc3QpLiBUaGUgZGV0YWlsIGlzIHRoZVxuICogdHJhbnNjcmlwdCBzbmlwcGV0IHdoZW4gdGhlIHRleHQgbWF0Y2hlZCAoYWdlbnQgdGV4dDogaXRzIGAkKFx1MjAyNilgIGNhbm5vdCBiZWNvbWUgYW4gaWNvbiksIGVsc2VcbiAqIGZvbGRlciBcdTAwQjcgZmlyc3QgcHJvbXB0IFx1MDBCNyBpZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNlYXJjaFBpY2tJdGVtcyhpdGVtczogcmVhZG9ubHkgcC5Gb3VuZFNlc3Npb25bXSwgY3R4OiBTd2l0Y2hlckNvbnRleHQpOiBTZWFyY2hQaWNrW10ge1xuICAvLyBhbHdheXNTaG93OiB0aGUgYnJpZGdlIGFscmVhZHkgbWF0Y2hlZDsgVlMgQ29kZSdzIG93biBmaWx0ZXIgbXVzdCBub3QgaGlkZSBpdHMgcmVzdWx0cy5cbiAgcmV0dXJuIGl0ZW1zLm1hcCgoaXRlbSkgPT4gKHtcbiAgICBpdGVtLFxuICAgIGFsd2F5c1Nob3c6IHRydWUsXG4gICAgbGFiZWw6IGVzY2FwZUljb25zKGl0ZW0uZGlzcGxheVRpdGxlKSxcbiAgICBkZXNjcmlwdGlvbjogZXNjYXBlSWNvbnMoc3dpdGNoZXJEZXNjcmlwdGlvbihpdGVtLCBjdHgpKSxcbiAgICBkZXRhaWw6IGl0ZW0uc25pcHBldCA/IGAkKHF1b3RlKSAke2VzY2FwZUljb25zKGl0ZW0uc25pcHBldCl9YCA6IGVzY2FwZUljb25zKHN3aXRjaGVyRGV0YWlsKGl0ZW0pKSxcbiAgfSkpO1xufVxuXG4vKiogU2VhcmNoOiBsaXZlIHJlc3VsdHMgZnJvbSB0aGUgYnJpZGdlIGFzIHRoZSB1c2VyIHR5cGVzIChzdGFsZSBhbnN3ZXJzIGRyb3BwZWQpLiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIHNlYXJjaFNlc3Npb25zKHsgY2xpZW50LCBzdGF0ZSwgYWN0aW9ucywgbG9nIH06IENvbW1hbmREZXBzKTogUHJvbWlzZTx2b2lkPiB7XG4gIGNvbnN0IHFwID0gdnNjb2RlLndpbmRvdy5jcmVhdGVRdWlja1BpY2s8U2VhcmNoUGljaz4oKTtcbiAgcXAudGl0bGUgPSAnU2VhcmNoIFRyYW5zY3JpcHRzJztcbiAgcXAucGxhY2Vob2xkZXIgPSAnU2VhcmNoIHRoZSB0ZXh0IG9mIHRyYW5zY3JpcHRzLCBhbmQgdGhlIHRpdGxlcywgaWRzIGFuZCBmb2xkZXJzIG9mIGV2ZXJ5IGFnZW50XHUyMDE5cyBzZXNzaW9ucyc7XG4gIHFwLm1hdGNoT25EZXNjcmlwdGlvbiA9IHRydWU7XG4gIHFwLm1hdGNoT25EZXRhaWwgPSB0cnVlO1xuICBsZXQgc2VxID0gMDtcbiAgbGV0IHRpbWVyOiBSZXR1cm5UeXBlPHR5cGVvZiBzZXRUaW1lb3V0PiB8IHVuZGVmaW5lZDtcbiAgY29uc3QgcnVuID0gYXN5bmMgKHF1ZXJ5OiBzdHJpbmcpID0+IHtcbiAgICBjb25zdCBtaW5lID0gKytzZXE7XG4gICAgcXAuYnVzeSA9IHRydWU7XG4gICAgdHJ5IHtcbiAgICAgIGNvbnN0IHsgaXRlbXMgfSA9IGF3YWl0IGNsaWVudC5yZXF1ZXN0KHAuUmVxdWVzdHMuZmluZFNlc3Npb25zLCB7XG4gICAgICAgIHF1ZXJ5LCBhZ2VudElkOiBudWxsLCBsaW1pdDogU0VBUkNIX0xJTUlULCBpblRyYW5zY3JpcHRzOiB0cnVlLFxuICAgICAgfSk7XG4gICAgICBpZiAobWluZSAhPT0gc2VxKSB7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIGNvbnN0IGN0eDogU3dpdGNoZXJDb250ZXh0ID0ge1xuICAgICAgICBub3c6IG5ldyBEYXRlKCksXG4gICAgICAgIGFnZW50TmFtZTogKGlkKSA9PiBzdGF0ZS5hZ2VudE5hbWUoaWQpLFxuICAgICAgICBjYW5EZWxldGU6ICgpID0+IGZhbHNlLFxuICAgICAgICBpc0FjdGl2ZTogKHMpID0+IHN0YXRlLmlzQWN0aXZlKHMpLFxuICAgICAgICBoYXNNb3JlOiBmYWxzZSxcbiAgICAgIH07XG4gICAgICBxcC5pdGVtcyA9IHNlYXJjaFBpY2tJdGVtcyhpdGVtcywgY3R4KTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmIChtaW5lID09PSBzZXEpIHtcbiAgICAgICAgbG9nLnJlcG9ydEVycm9yKCdTZWFyY2hpbmcgc2Vzc2lvbnMnLCBlcnIpO1xuICAgICAgfVxuICAgIH0gZmluYWxseSB7XG4gICAgICBpZiAobWluZSA9PT0gc2VxKSB7XG4gICAgICAgIHFwLmJ1c3kgPSBmYWxzZTtcbiAgICAgIH1cbiAgICB9XG4gIH07XG4gIHFwLm9uRGlkQ2hhbmdlVmFsdWUoKHZhbHVlKSA9PiB7XG4gICAgaWYgKHRpbWVyKSB7XG4gICAgICBjbGVhclRpbWVvdXQodGltZXIpO1xuICAgIH1cbiAgICB0aW1lciA9IHNldFRpbWVvdXQoKCkgPT4gdm9pZCBydW4odmFsdWUpLCBTRUFSQ0hfREVCT1VOQ0VfTVMpO1xuICB9KTtcbiAgcXAub25EaWRBY2NlcHQoKCkgPT4ge1xuICAgIGNvbnN0IHBpY2tlZCA9IHFwLnNlbGVjdGVkSXRlbXNbMF07XG4gICAgaWYgKHBpY2tlZCkge1xuICAgICAgcXAuaGlkZSgpO1xuICAgICAgdm9pZCBhY3Rpb25zLm9wZW4ocGlja2VkLml0ZW0pO1xuICAgIH1cbiAgfSk7XG4gIHFwLm9uRGlkSGlkZSgoKSA9PiB7XG4gICAgaWYgKHRpbWVyKSB7XG4gICAgICBjbGVhclRpbWVvdXQodGltZXIpO1xuICAgIH1cbiAgICBzZXErKzsgLy8gYW4gYW5zd2VyIHN0aWxsIG9uIGl0cyB3YXkgaGFzIG5vd2hlcmUgdG8gZ29cbiAgICBxcC5kaXNwb3NlKCk7XG4gIH0pO1xuICBxcC5zaG93KCk7XG4gIGF3YWl0IHJ1bignJyk7XG59XG4iXSwKICAibWFwcGluZ3MiOiAiOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUdBLGFBQXdCO0FBRXhCLFFBQW1CO0FBQ25CLDJCQUFrRjtBQUczRSxNQUFNLHFCQUFxQjtBQUMzQixNQUFNLGVBQWU7QUFTckIsU0FBUyxnQkFBZ0IsT0FBa0MsS0FBb0M7QUFFcEcsU0FBTyxNQUFNLElBQUksQ0FBQyxVQUFVO0FBQUEsSUFDMUI7QUFBQSxJQUNBLFlBQVk7QUFBQSxJQUNaLFdBQU8sa0NBQVksS0FBSyxZQUFZO0FBQUEsSUFDcEMsaUJBQWEsc0NBQVksMENBQW9CLE1BQU0sR0FBRyxDQUFDO0FBQUEsSUFDdkQsUUFBUSxLQUFLLFVBQVUsZ0JBQVksa0NBQVksS0FBSyxPQUFPLENBQUMsU0FBSyxzQ0FBWSxxQ0FBZSxJQUFJLENBQUM7QUFBQSxFQUNuRyxFQUFFO0FBQ0o7QUFHQSxlQUFzQixlQUFlLEVBQUUsUUFBUSxPQUFPLFNBQVMsSUFBSSxHQUErQjtBQUNoRyxRQUFNLEtBQUssT0FBTyxPQUFPLGdCQUE0QjtBQUNyRCxLQUFHLFFBQVE7QUFDWCxLQUFHLGNBQWM7QUFDakIsS0FBRyxxQkFBcUI7QUFDeEIsS0FBRyxnQkFBZ0I7QUFDbkIsTUFBSSxNQUFNO0FBQ1YsTUFBSTtBQUNKLFFBQU0sTUFBTSxPQUFPLFVBQWtCO0FBQ25DLFVBQU0sT0FBTyxFQUFFO0FBQ2YsT0FBRyxPQUFPO0FBQ1YsUUFBSTtBQUNGLFlBQU0sRUFBRSxNQUFNLElBQUksTUFBTSxPQUFPLFFBQVEsRUFBRSxTQUFTLGNBQWM7QUFBQSxRQUM5RDtBQUFBLFFBQU8sU0FBUztBQUFBLFFBQU0sT0FBTztBQUFBLFFBQWMsZUFBZTtBQUFBLE1BQzVELENBQUM7QUFDRCxVQUFJLFNBQVMsS0FBSztBQUNoQjtBQUFBLE1BQ0Y7QUFDQSxZQUFNLE1BQXVCO0FBQUEsUUFDM0IsS0FBSyxvQkFBSSxLQUFLO0FBQUEsUUFDZCxXQUFXLENBQUMsT0FBTyxNQUFNLFVBQVUsRUFBRTtBQUFBLFFBQ3JDLFdBQVcsTUFBTTtBQUFBLFFBQ2pCLFVBQVUsQ0FBQyxNQUFNLE1BQU0sU0FBUyxDQUFDO0FBQUEsUUFDakMsU0FBUztBQUFBLE1BQ1g7QUFDQSxTQUFHLFFBQVEsZ0JBQWdCLE9BQU8sR0FBRztBQUFBLElBQ3ZDLFNBQVMsS0FBSztBQUNaLFVBQUksU0FBUyxLQUFLO0FBQ2hCLFlBQUksWUFBWSxzQkFBc0IsR0FBRztBQUFBLE1BQzNDO0FBQUEsSUFDRixVQUFFO0FBQ0EsVUFBSSxTQUFTLEtBQUs7QUFDaEIsV0FBRyxPQUFPO0FBQUEsTUFDWjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsS0FBRyxpQkFBaUIsQ0FBQyxVQUFVO0FBQzdCLFFBQUksT0FBTztBQUNULG1CQUFhLEtBQUs7QUFBQSxJQUNwQjtBQUNBLFlBQVEsV0FBVyxNQUFNLEtBQUssSUFBSSxLQUFLLEdBQUcsa0JBQWtCO0FBQUEsRUFDOUQsQ0FBQztBQUNELEtBQUcsWUFBWSxNQUFNO0FBQ25CLFVBQU0sU0FBUyxHQUFHLGNBQWMsQ0FBQztBQUNqQyxRQUFJLFFBQVE7QUFDVixTQUFHLEtBQUs7QUFDUixXQUFLLFFBQVEsS0FBSyxPQUFPLElBQUk7QUFBQSxJQUMvQjtBQUFBLEVBQ0YsQ0FBQztBQUNELEtBQUcsVUFBVSxNQUFNO0FBQ2pCLFFBQUksT0FBTztBQUNULG1CQUFhLEtBQUs7QUFBQSxJQUNwQjtBQUNBO0FBQ0EsT0FBRyxRQUFRO0FBQUEsRUFDYixDQUFDO0FBQ0QsS0FBRyxLQUFLO0FBQ1IsUUFBTSxJQUFJLEVBQUU7QUFDZDsiLAogICJuYW1lcyI6IFtdCn0K
