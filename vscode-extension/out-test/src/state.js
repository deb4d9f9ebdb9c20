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
var state_exports = {};
__export(state_exports, {
  BridgeState: () => BridgeState,
  sessionKey: () => sessionKey
});
module.exports = __toCommonJS(state_exports);
var vscode = __toESM(require("vscode"));
function sessionKey(ref) {
  return `${ref.agentId}\0${ref.sessionId}`;
}
class BridgeState {
  agentMap = /* @__PURE__ */ new Map();
  activeSession;
  activeLoading = false;
  runningPrompts = /* @__PURE__ */ new Set();
  agentsEmitter = new vscode.EventEmitter();
  activeEmitter = new vscode.EventEmitter();
  /** An agent changed (or, with undefined, the whole list). */
  onDidChangeAgents = this.agentsEmitter.event;
  onDidChangeActive = this.activeEmitter.event;
  get agents() {
    return [...this.agentMap.values()];
  }
  agent(agentId) {
    return this.agentMap.get(agentId);
  }
  agentName(agentId) {
    return this.agentMap.get(agentId)?.name ?? agentId;
  }
  capabilities(agentId) {
    return this.agentMap.get(agentId)?.capabilities ?? null;
  }
  setAgents(agents) {
    this.agentMap = new Map(agents.map((a) => [a.agentId, a]));
    this.agentsEmitter.fire(void 0);
  }
  updateAgent(status) {
    const known = this.agentMap.has(status.agentId);
    this.agentMap.set(status.agentId, status);
    this.agentsEmitter.fire(known ? status : void 0);
  }
  get active() {
    return this.activeSession;
  }
  get loading() {
    return this.activeLoading;
  }
  isActive(ref) {
    const a = this.activeSession;
    return !!a && a.agentId === ref.agentId && a.sessionId === ref.sessionId;
  }
  setActive(session, loading) {
    this.activeSession = session ?? void 0;
    this.activeLoading = !!session && loading;
    this.activeEmitter.fire();
  }
  /** A newer copy of a session (title, time): keeps the active one's data fresh. */
  patchSession(item) {
    if (this.isActive(item)) {
      this.activeSession = item;
      this.activeEmitter.fire();
    }
  }
  promptRunning(ref) {
    return this.runningPrompts.has(sessionKey(ref));
  }
  /** Marks a prompt turn as running until `done` settles. */
  trackPrompt(ref, done) {
    const key = sessionKey(ref);
    this.runningPrompts.add(key);
    return done.finally(() => this.runningPrompts.delete(key));
  }
  reset() {
    this.agentMap.clear();
    this.activeSession = void 0;
    this.activeLoading = false;
    this.runningPrompts.clear();
    this.agentsEmitter.fire(void 0);
    this.activeEmitter.fire();
  }
  dispose() {
    this.agentsEmitter.dispose();
    this.activeEmitter.dispose();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BridgeState,
  sessionKey
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3N0YXRlLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBXaGF0IGV2ZXJ5IHN1cmZhY2Ugc2hhcmVzOiB0aGUgYWdlbnRzICh3aXRoIHN0YXRlcyBhbmQgY2FwYWJpbGl0aWVzKSwgdGhlIGFjdGl2ZSBzZXNzaW9uLFxuLy8gYW5kIHRoZSBwcm9tcHRzIHRoaXMgd2luZG93IGhhcyBydW5uaW5nLiBGZWQgYnkgdGhlIHNpZGVjYXIncyBub3RpZmljYXRpb25zLlxuXG5pbXBvcnQgKiBhcyB2c2NvZGUgZnJvbSAndnNjb2RlJztcbmltcG9ydCAqIGFzIHAgZnJvbSAnLi9wcm90b2NvbCc7XG5cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uS2V5KHJlZjogcC5TZXNzaW9uUmVmKTogc3RyaW5nIHtcbiAgcmV0dXJuIGAke3JlZi5hZ2VudElkfVxcdTAwMDAke3JlZi5zZXNzaW9uSWR9YDtcbn1cblxuZXhwb3J0IGNsYXNzIEJyaWRnZVN0YXRlIGltcGxlbWVudHMgdnNjb2RlLkRpc3Bvc2FibGUge1xuICBwcml2YXRlIGFnZW50TWFwID0gbmV3IE1hcDxzdHJpbmcsIHAuQWdlbnRTdGF0dXM+KCk7XG4gIHByaXZhdGUgYWN0aXZlU2Vzc2lvbjogcC5TZXNzaW9uSXRlbSB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSBhY3RpdmVMb2FkaW5nID0gZmFsc2U7XG4gIHByaXZhdGUgcmVhZG9ubHkgcnVubmluZ1Byb21wdHMgPSBuZXcgU2V0PHN0cmluZz4oKTtcblxuICBwcml2YXRlIHJlYWRvbmx5IGFnZW50c0VtaXR0ZXIgPSBuZXcgdnNjb2RlLkV2ZW50RW1pdHRlcjxwLkFnZW50U3RhdHVzIHwgdW5kZWZpbmVkPigpO1xuICBwcml2YXRlIHJlYWRvbmx5IGFjdGl2ZUVtaXR0ZXIgPSBuZXcgdnNjb2RlLkV2ZW50RW1pdHRlcjx2b2lkPigpO1xuICAvKiogQW4gYWdlbnQgY2hhbmdlZCAob3IsIHdpdGggdW5kZWZpbmVkLCB0aGUgd2hvbGUgbGlzdCkuICovXG4gIHJlYWRvbmx5IG9uRGlkQ2hhbmdlQWdlbnRzID0gdGhpcy5hZ2VudHNFbWl0dGVyLmV2ZW50O1xuICByZWFkb25seSBvbkRpZENoYW5nZUFjdGl2ZSA9IHRoaXMuYWN0aXZlRW1pdHRlci5ldmVudDtcblxuICBnZXQgYWdlbnRzKCk6IHAuQWdlbnRTdGF0dXNbXSB7XG4gICAgcmV0dXJuIFsuLi50aGlzLmFnZW50TWFwLnZhbHVlcygpXTtcbiAgfVxuXG4gIGFnZW50KGFnZW50SWQ6IHN0cmluZyk6IHAuQWdlbnRTdGF0dXMgfCB1bmRlZmluZWQge1xuICAgIHJldHVybiB0aGlzLmFnZW50TWFwLmdldChhZ2VudElkKTtcbiAgfVxuXG4gIGFnZW50TmFtZShhZ2VudElkOiBzdHJpbmcpOiBzdHJpbmcge1xuICAgIHJldHVybiB0aGlzLmFnZW50TWFwLmdldChhZ2VudElkKT8ubmFtZSA/PyBhZ2VudElkO1xuICB9XG5cbiAgY2FwYWJpbGl0aWVzKGFnZW50SWQ6IHN0cmluZyk6IHAuQWdlbnRDYXBhYmlsaXRpZXNJbmZvIHwgbnVsbCB7XG4gICAgcmV0dXJuIHRoaXMuYWdlbnRNYXAuZ2V0KGFnZW50SWQpPy5jYXBhYmlsaXRpZXMgPz8gbnVsbDtcbiAgfVxuXG4gIHNldEFnZW50cyhhZ2VudHM6IHAuQWdlbnRTdGF0dXNbXSk6IHZvaWQge1xuICAgIHRoaXMuYWdlbnRNYXAgPSBuZXcgTWFwKGFnZW50cy5tYXAoKGEpID0+IFthLmFnZW50SWQsIGFdKSk7XG4gICAgdGhpcy5hZ2VudHNFbWl0dGVyLmZpcmUodW5kZWZpbmVkKTtcbiAgfVxuXG4gIHVwZGF0ZUFnZW50KHN0YXR1czogcC5BZ2VudFN0YXR1cyk6IHZvaWQge1xuICAgIGNvbnN0IGtub3duID0gdGhpcy5hZ2VudE1hcC5oYXMoc3RhdHVzLmFnZW50SWQpO1xuICAgIHRoaXMuYWdlbnRNYXAuc2V0KHN0YXR1cy5hZ2VudElkLCBzdGF0dXMpO1xuICAgIHRoaXMuYWdlbnRzRW1pdHRlci5maXJlKGtub3duID8gc3RhdHVzIDogdW5kZWZpbmVkKTtcbiAgfVxuXG4gIGdldCBhY3RpdmUoKTogcC5TZXNzaW9uSXRlbSB8IHVuZGVmaW5lZCB7XG4gICAgcmV0dXJuIHRoaXMuYWN0aXZlU2Vzc2lvbjtcbiAgfVxuXG4gIGdldCBsb2FkaW5nKCk6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLmFjdGl2ZUxvYWRpbmc7XG4gIH1cblxuICBpc0FjdGl2ZShyZWY6IHAuU2Vzc2lvblJlZik6IGJvb2xlYW4ge1xuICAgIGNvbnN0IGEgPSB0aGlzLmFjdGl2ZVNlc3Npb247XG4gICAgcmV0dXJuICEhYSAmJiBhLmFnZW50SWQgPT09IHJlZi5hZ2VudElkICYmIGEuc2Vzc2lvbklkID09PSByZWYuc2Vzc2lvbklkO1xuICB9XG5cbiAgc2V0QWN0aXZlKHNlc3Npb246IHAuU2Vzc2lvbkl0ZW0gfCBudWxsIHwgdW5kZWZpbmVkLCBsb2FkaW5nOiBib29sZWFuKTogdm9pZCB7XG4gICAgdGhpcy5hY3RpdmVTZXNzaW9uID0gc2Vzc2lvbiA/PyB1bmRlZmluZWQ7XG4gICAgdGhpcy5hY3RpdmVMb2FkaW5nID0gISFzZXNzaW9uICYmIGxvYWRpbmc7XG4gICAgdGhpcy5hY3RpdmVFbWl0dGVyLmZpcmUoKTtcbiAgfVxuXG4gIC8qKiBBIG5ld2VyIGNvcHkgb2YgYSBzZXNzaW9uICh0aXRsZSwgdGltZSk6IGtlZXBzIHRoZSBhY3RpdmUgb25lJ3MgZGF0YSBmcmVzaC4gKi9cbiAgcGF0Y2hTZXNzaW9uKGl0ZW06IHAuU2Vzc2lvbkl0ZW0pOiB2b2lkIHtcbiAgICBpZiAodGhpcy5pc0FjdGl2ZShpdGVtKSkge1xuICAgICAgdGhpcy5hY3RpdmVTZXNzaW9uID0gaXRlbTtcbiAgICAgIHRoaXMuYWN0aXZlRW1pdHRlci5maXJlKCk7XG4gICAgfVxuICB9XG5cbiAgcHJvbXB0UnVubmluZyhyZWY6IHAuU2Vzc2lvblJlZik6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLnJ1bm5pbmdQcm9tcHRzLmhhcyhzZXNzaW9uS2V5KHJlZikpO1xuICB9XG5cbiAgLyoqIE1hcmtzIGEgcHJvbXB0IHR1cm4gYXMgcnVubmluZyB1bnRpbCBgZG9uZWAgc2V0dGxlcy4gKi9cbiAgdHJhY2tQcm9tcHQ8VD4ocmVmOiBwLlNlc3Npb25SZWYsIGRvbmU6IFByb21pc2U8VD4pOiBQcm9taXNlPFQ+IHtcbiAgICBjb25zdCBrZXkgPSBzZXNzaW9uS2V5KHJlZik7XG4gICAgdGhpcy5ydW5uaW5nUHJvbXB0cy5hZGQoa2V5KTtcbiAgICByZXR1cm4gZG9uZS5maW5hbGx5KCgpID0+IHRoaXMucnVubmluZ1Byb21wdHMuZGVsZXRlKGtleSkpO1xuICB9XG5cbiAgcmVzZXQoKTogdm9pZCB7XG4gICAgdGhpcy5hZ2VudE1hcC5jbGVhcigpO1xuICAgIHRoaXMuYWN0aXZlU2Vzc2lvbiA9IHVuZGVmaW5lZDtcbiAgICB0aGlzLmFjdGl2ZUxvYWRpbmcgPSBmYWxzZTtcbiAgICB0aGlzLnJ1bm5pbmdQcm9tcHRzLmNsZWFyKCk7XG4gICAgdGhpcy5hZ2VudHNFbWl0dGVyLmZpcmUodW5kZWZpbmVkKTtcbiAgICB0aGlzLmFjdGl2ZUVtaXR0ZXIuZmlyZSgpO1xuICB9XG5cbiAgZGlzcG9zZSgpOiB2b2lkIHtcbiAgICB0aGlzLmFnZW50c0VtaXR0ZXIuZGlzcG9zZSgpO1xuICAgIHRoaXMuYWN0aXZlRW1pdHRlci5kaXNwb3NlKCk7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFHQSxhQUF3QjtBQUdqQixTQUFTLFdBQVcsS0FBMkI7QUFDcEQsU0FBTyxHQUFHLElBQUksT0FBTyxLQUFTLElBQUksU0FBUztBQUM3QztBQUVPLE1BQU0sWUFBeUM7QUFBQSxFQUM1QyxXQUFXLG9CQUFJLElBQTJCO0FBQUEsRUFDMUM7QUFBQSxFQUNBLGdCQUFnQjtBQUFBLEVBQ1AsaUJBQWlCLG9CQUFJLElBQVk7QUFBQSxFQUVqQyxnQkFBZ0IsSUFBSSxPQUFPLGFBQXdDO0FBQUEsRUFDbkUsZ0JBQWdCLElBQUksT0FBTyxhQUFtQjtBQUFBO0FBQUEsRUFFdEQsb0JBQW9CLEtBQUssY0FBYztBQUFBLEVBQ3ZDLG9CQUFvQixLQUFLLGNBQWM7QUFBQSxFQUVoRCxJQUFJLFNBQTBCO0FBQzVCLFdBQU8sQ0FBQyxHQUFHLEtBQUssU0FBUyxPQUFPLENBQUM7QUFBQSxFQUNuQztBQUFBLEVBRUEsTUFBTSxTQUE0QztBQUNoRCxXQUFPLEtBQUssU0FBUyxJQUFJLE9BQU87QUFBQSxFQUNsQztBQUFBLEVBRUEsVUFBVSxTQUF5QjtBQUNqQyxXQUFPLEtBQUssU0FBUyxJQUFJLE9BQU8sR0FBRyxRQUFRO0FBQUEsRUFDN0M7QUFBQSxFQUVBLGFBQWEsU0FBaUQ7QUFDNUQsV0FBTyxLQUFLLFNBQVMsSUFBSSxPQUFPLEdBQUcsZ0JBQWdCO0FBQUEsRUFDckQ7QUFBQSxFQUVBLFVBQVUsUUFBK0I7QUFDdkMsU0FBSyxXQUFXLElBQUksSUFBSSxPQUFPLElBQUksQ0FBQyxNQUFNLENBQUMsRUFBRSxTQUFTLENBQUMsQ0FBQyxDQUFDO0FBQ3pELFNBQUssY0FBYyxLQUFLLE1BQVM7QUFBQSxFQUNuQztBQUFBLEVBRUEsWUFBWSxRQUE2QjtBQUN2QyxVQUFNLFFBQVEsS0FBSyxTQUFTLElBQUksT0FBTyxPQUFPO0FBQzlDLFNBQUssU0FBUyxJQUFJLE9BQU8sU0FBUyxNQUFNO0FBQ3hDLFNBQUssY0FBYyxLQUFLLFFBQVEsU0FBUyxNQUFTO0FBQUEsRUFDcEQ7QUFBQSxFQUVBLElBQUksU0FBb0M7QUFDdEMsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBLEVBRUEsSUFBSSxVQUFtQjtBQUNyQixXQUFPLEtBQUs7QUFBQSxFQUNkO0FBQUEsRUFFQSxTQUFTLEtBQTRCO0FBQ25DLFVBQU0sSUFBSSxLQUFLO0FBQ2YsV0FBTyxDQUFDLENBQUMsS0FBSyxFQUFFLFlBQVksSUFBSSxXQUFXLEVBQUUsY0FBYyxJQUFJO0FBQUEsRUFDakU7QUFBQSxFQUVBLFVBQVUsU0FBMkMsU0FBd0I7QUFDM0UsU0FBSyxnQkFBZ0IsV0FBVztBQUNoQyxTQUFLLGdCQUFnQixDQUFDLENBQUMsV0FBVztBQUNsQyxTQUFLLGNBQWMsS0FBSztBQUFBLEVBQzFCO0FBQUE7QUFBQSxFQUdBLGFBQWEsTUFBMkI7QUFDdEMsUUFBSSxLQUFLLFNBQVMsSUFBSSxHQUFHO0FBQ3ZCLFdBQUssZ0JBQWdCO0FBQ3JCLFdBQUssY0FBYyxLQUFLO0FBQUEsSUFDMUI7QUFBQSxFQUNGO0FBQUEsRUFFQSxjQUFjLEtBQTRCO0FBQ3hDLFdBQU8sS0FBSyxlQUFlLElBQUksV0FBVyxHQUFHLENBQUM7QUFBQSxFQUNoRDtBQUFBO0FBQUEsRUFHQSxZQUFlLEtBQW1CLE1BQThCO0FBQzlELFVBQU0sTUFBTSxXQUFXLEdBQUc7QUFDMUIsU0FBSyxlQUFlLElBQUksR0FBRztBQUMzQixXQUFPLEtBQUssUUFBUSxNQUFNLEtBQUssZUFBZSxPQUFPLEdBQUcsQ0FBQztBQUFBLEVBQzNEO0FBQUEsRUFFQSxRQUFjO0FBQ1osU0FBSyxTQUFTLE1BQU07QUFDcEIsU0FBSyxnQkFBZ0I7QUFDckIsU0FBSyxnQkFBZ0I7QUFDckIsU0FBSyxlQUFlLE1BQU07QUFDMUIsU0FBSyxjQUFjLEtBQUssTUFBUztBQUNqQyxTQUFLLGNBQWMsS0FBSztBQUFBLEVBQzFCO0FBQUEsRUFFQSxVQUFnQjtBQUNkLFNBQUssY0FBYyxRQUFRO0FBQzNCLFNBQUssY0FBYyxRQUFRO0FBQUEsRUFDN0I7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
