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
  searchSessions: () => searchSessions
});
module.exports = __toCommonJS(search_exports);
var vscode = __toESM(require("vscode"));
var p = __toESM(require("./protocol"));
var import_switcherItems = require("./switcherItems");
async function searchSessions({ client, state, actions, log }) {
  const qp = vscode.window.createQuickPick();
  qp.title = "Search Sessions";
  qp.placeholder = "Search titles, ids, folders and first prompts of every agent";
  qp.matchOnDescription = true;
  qp.matchOnDetail = true;
  let seq = 0;
  let timer;
  const run = async (query) => {
    const mine = ++seq;
    qp.busy = true;
    try {
      const { items } = await client.request(p.Requests.findSessions, { query, agentId: null, limit: 100 });
      if (mine !== seq) {
        return;
      }
      const ctx = { now: /* @__PURE__ */ new Date(), agentName: (id) => state.agentName(id), canDelete: () => false, isActive: (s) => state.isActive(s), hasMore: false };
      qp.items = items.map((item) => ({
        item,
        alwaysShow: true,
        label: (0, import_switcherItems.escapeIcons)(item.displayTitle),
        description: (0, import_switcherItems.escapeIcons)((0, import_switcherItems.switcherDescription)(item, ctx)),
        detail: (0, import_switcherItems.escapeIcons)((0, import_switcherItems.switcherDetail)(item))
      }));
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
    timer = setTimeout(() => void run(value), 120);
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
    qp.dispose();
  });
  qp.show();
  await run("");
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  searchSessions
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3NlYXJjaC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gU2VhcmNoIFRyYW5zY3JpcHRzXHUyMDI2OiB0aGUgYnJpZGdlJ3MgZnV6enkgc2VhcmNoIG92ZXIgZXZlcnkgYWdlbnQncyBzZXNzaW9ucywgbGl2ZSBhcyB0aGUgdXNlciB0eXBlcy5cblxuaW1wb3J0ICogYXMgdnNjb2RlIGZyb20gJ3ZzY29kZSc7XG5pbXBvcnQgdHlwZSB7IENvbW1hbmREZXBzLCBTZXNzaW9uUGljayB9IGZyb20gJy4vY29tbWFuZHMnO1xuaW1wb3J0ICogYXMgcCBmcm9tICcuL3Byb3RvY29sJztcbmltcG9ydCB7IGVzY2FwZUljb25zLCBzd2l0Y2hlckRlc2NyaXB0aW9uLCBzd2l0Y2hlckRldGFpbCB9IGZyb20gJy4vc3dpdGNoZXJJdGVtcyc7XG5cbi8qKiBTZWFyY2g6IGxpdmUgcmVzdWx0cyBmcm9tIHRoZSBicmlkZ2UgYXMgdGhlIHVzZXIgdHlwZXMgKHN0YWxlIGFuc3dlcnMgZHJvcHBlZCkuICovXG5leHBvcnQgYXN5bmMgZnVuY3Rpb24gc2VhcmNoU2Vzc2lvbnMoeyBjbGllbnQsIHN0YXRlLCBhY3Rpb25zLCBsb2cgfTogQ29tbWFuZERlcHMpOiBQcm9taXNlPHZvaWQ+IHtcbiAgY29uc3QgcXAgPSB2c2NvZGUud2luZG93LmNyZWF0ZVF1aWNrUGljazxTZXNzaW9uUGljaz4oKTtcbiAgcXAudGl0bGUgPSAnU2VhcmNoIFNlc3Npb25zJztcbiAgcXAucGxhY2Vob2xkZXIgPSAnU2VhcmNoIHRpdGxlcywgaWRzLCBmb2xkZXJzIGFuZCBmaXJzdCBwcm9tcHRzIG9mIGV2ZXJ5IGFnZW50JztcbiAgcXAubWF0Y2hPbkRlc2NyaXB0aW9uID0gdHJ1ZTtcbiAgcXAubWF0Y2hPbkRldGFpbCA9IHRydWU7XG4gIGxldCBzZXEgPSAwO1xuICBsZXQgdGltZXI6IFJldHVyblR5cGU8dHlwZW9mIHNldFRpbWVvdXQ+IHwgdW5kZWZpbmVkO1xuICBjb25zdCBydW4gPSBhc3luYyAocXVlcnk6IHN0cmluZykgPT4ge1xuICAgIGNvbnN0IG1pbmUgPSArK3NlcTtcbiAgICBxcC5idXN5ID0gdHJ1ZTtcbiAgICB0cnkge1xuICAgICAgY29uc3QgeyBpdGVtcyB9ID0gYXdhaXQgY2xpZW50LnJlcXVlc3QocC5SZXF1ZXN0cy5maW5kU2Vzc2lvbnMsIHsgcXVlcnksIGFnZW50SWQ6IG51bGwsIGxpbWl0OiAxMDAgfSk7XG4gICAgICBpZiAobWluZSAhPT0gc2VxKSB7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICAgIGNvbnN0IGN0eCA9IHsgbm93OiBuZXcgRGF0ZSgpLCBhZ2VudE5hbWU6IChpZDogc3RyaW5nKSA9PiBzdGF0ZS5hZ2VudE5hbWUoaWQpLCBjYW5EZWxldGU6ICgpID0+IGZhbHNlLCBpc0FjdGl2ZTogKHM6IHAuU2Vzc2lvbkl0ZW0pID0+IHN0YXRlLmlzQWN0aXZlKHMpLCBoYXNNb3JlOiBmYWxzZSB9O1xuICAgICAgLy8gYWx3YXlzU2hvdzogdGhlIGJyaWRnZSBhbHJlYWR5IG1hdGNoZWQ7IFZTIENvZGUncyBvd24gZmlsdGVyIG11c3Qgbm90IGhpZGUgaXRzIHJlc3VsdHMuXG4gICAgICBxcC5pdGVtcyA9IGl0ZW1zLm1hcCgoaXRlbSkgPT4gKHtcbiAgICAgICAgaXRlbSwgYWx3YXlzU2hvdzogdHJ1ZSxcbiAgICAgICAgbGFiZWw6IGVzY2FwZUljb25zKGl0ZW0uZGlzcGxheVRpdGxlKSxcbiAgICAgICAgZGVzY3JpcHRpb246IGVzY2FwZUljb25zKHN3aXRjaGVyRGVzY3JpcHRpb24oaXRlbSwgY3R4KSksXG4gICAgICAgIGRldGFpbDogZXNjYXBlSWNvbnMoc3dpdGNoZXJEZXRhaWwoaXRlbSkpLFxuICAgICAgfSkpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgaWYgKG1pbmUgPT09IHNlcSkge1xuICAgICAgICBsb2cucmVwb3J0RXJyb3IoJ1NlYXJjaGluZyBzZXNzaW9ucycsIGVycik7XG4gICAgICB9XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIGlmIChtaW5lID09PSBzZXEpIHtcbiAgICAgICAgcXAuYnVzeSA9IGZhbHNlO1xuICAgICAgfVxuICAgIH1cbiAgfTtcbiAgcXAub25EaWRDaGFuZ2VWYWx1ZSgodmFsdWUpID0+IHtcbiAgICBpZiAodGltZXIpIHtcbiAgICAgIGNsZWFyVGltZW91dCh0aW1lcik7XG4gICAgfVxuICAgIHRpbWVyID0gc2V0VGltZW91dCgoKSA9PiB2b2lkIHJ1bih2YWx1ZSksIDEyMCk7XG4gIH0pO1xuICBxcC5vbkRpZEFjY2VwdCgoKSA9PiB7XG4gICAgY29uc3QgcGlja2VkID0gcXAuc2VsZWN0ZWRJdGVtc1swXTtcbiAgICBpZiAocGlja2VkKSB7XG4gICAgICBxcC5oaWRlKCk7XG4gICAgICB2b2lkIGFjdGlvbnMub3BlbihwaWNrZWQuaXRlbSk7XG4gICAgfVxuICB9KTtcbiAgcXAub25EaWRIaWRlKCgpID0+IHtcbiAgICBpZiAodGltZXIpIHtcbiAgICAgIGNsZWFyVGltZW91dCh0aW1lcik7XG4gICAgfVxuICAgIHFwLmRpc3Bvc2UoKTtcbiAgfSk7XG4gIHFwLnNob3coKTtcbiAgYXdhaXQgcnVuKCcnKTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBRUEsYUFBd0I7QUFFeEIsUUFBbUI7QUFDbkIsMkJBQWlFO0FBR2pFLGVBQXNCLGVBQWUsRUFBRSxRQUFRLE9BQU8sU0FBUyxJQUFJLEdBQStCO0FBQ2hHLFFBQU0sS0FBSyxPQUFPLE9BQU8sZ0JBQTZCO0FBQ3RELEtBQUcsUUFBUTtBQUNYLEtBQUcsY0FBYztBQUNqQixLQUFHLHFCQUFxQjtBQUN4QixLQUFHLGdCQUFnQjtBQUNuQixNQUFJLE1BQU07QUFDVixNQUFJO0FBQ0osUUFBTSxNQUFNLE9BQU8sVUFBa0I7QUFDbkMsVUFBTSxPQUFPLEVBQUU7QUFDZixPQUFHLE9BQU87QUFDVixRQUFJO0FBQ0YsWUFBTSxFQUFFLE1BQU0sSUFBSSxNQUFNLE9BQU8sUUFBUSxFQUFFLFNBQVMsY0FBYyxFQUFFLE9BQU8sU0FBUyxNQUFNLE9BQU8sSUFBSSxDQUFDO0FBQ3BHLFVBQUksU0FBUyxLQUFLO0FBQ2hCO0FBQUEsTUFDRjtBQUNBLFlBQU0sTUFBTSxFQUFFLEtBQUssb0JBQUksS0FBSyxHQUFHLFdBQVcsQ0FBQyxPQUFlLE1BQU0sVUFBVSxFQUFFLEdBQUcsV0FBVyxNQUFNLE9BQU8sVUFBVSxDQUFDLE1BQXFCLE1BQU0sU0FBUyxDQUFDLEdBQUcsU0FBUyxNQUFNO0FBRXpLLFNBQUcsUUFBUSxNQUFNLElBQUksQ0FBQyxVQUFVO0FBQUEsUUFDOUI7QUFBQSxRQUFNLFlBQVk7QUFBQSxRQUNsQixXQUFPLGtDQUFZLEtBQUssWUFBWTtBQUFBLFFBQ3BDLGlCQUFhLHNDQUFZLDBDQUFvQixNQUFNLEdBQUcsQ0FBQztBQUFBLFFBQ3ZELFlBQVEsc0NBQVkscUNBQWUsSUFBSSxDQUFDO0FBQUEsTUFDMUMsRUFBRTtBQUFBLElBQ0osU0FBUyxLQUFLO0FBQ1osVUFBSSxTQUFTLEtBQUs7QUFDaEIsWUFBSSxZQUFZLHNCQUFzQixHQUFHO0FBQUEsTUFDM0M7QUFBQSxJQUNGLFVBQUU7QUFDQSxVQUFJLFNBQVMsS0FBSztBQUNoQixXQUFHLE9BQU87QUFBQSxNQUNaO0FBQUEsSUFDRjtBQUFBLEVBQ0Y7QUFDQSxLQUFHLGlCQUFpQixDQUFDLFVBQVU7QUFDN0IsUUFBSSxPQUFPO0FBQ1QsbUJBQWEsS0FBSztBQUFBLElBQ3BCO0FBQ0EsWUFBUSxXQUFXLE1BQU0sS0FBSyxJQUFJLEtBQUssR0FBRyxHQUFHO0FBQUEsRUFDL0MsQ0FBQztBQUNELEtBQUcsWUFBWSxNQUFNO0FBQ25CLFVBQU0sU0FBUyxHQUFHLGNBQWMsQ0FBQztBQUNqQyxRQUFJLFFBQVE7QUFDVixTQUFHLEtBQUs7QUFDUixXQUFLLFFBQVEsS0FBSyxPQUFPLElBQUk7QUFBQSxJQUMvQjtBQUFBLEVBQ0YsQ0FBQztBQUNELEtBQUcsVUFBVSxNQUFNO0FBQ2pCLFFBQUksT0FBTztBQUNULG1CQUFhLEtBQUs7QUFBQSxJQUNwQjtBQUNBLE9BQUcsUUFBUTtBQUFBLEVBQ2IsQ0FBQztBQUNELEtBQUcsS0FBSztBQUNSLFFBQU0sSUFBSSxFQUFFO0FBQ2Q7IiwKICAibmFtZXMiOiBbXQp9Cg==
