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
var fixtures_exports = {};
__export(fixtures_exports, {
  DAY: () => DAY,
  HOUR: () => HOUR,
  MIN: () => MIN,
  agent: () => agent,
  ago: () => ago,
  caps: () => caps,
  localIso: () => localIso,
  session: () => session
});
module.exports = __toCommonJS(fixtures_exports);
function caps(overrides = {}) {
  return {
    protocolVersion: 1,
    load: true,
    list: true,
    resume: true,
    close: true,
    delete: true,
    fork: false,
    additionalDirectories: false,
    mcpHttp: false,
    mcpSse: false,
    promptImage: false,
    promptAudio: false,
    promptEmbeddedContext: false,
    resumeReplays: false,
    ...overrides
  };
}
function agent(overrides = {}) {
  return {
    agentId: "demo",
    name: "Demo agent",
    state: "ready",
    error: null,
    capabilities: caps(),
    agentName: "demo",
    agentVersion: "1.0",
    ...overrides
  };
}
function session(overrides = {}) {
  return {
    agentId: "demo",
    sessionId: "sess_1",
    displayTitle: "Fix the flaky test",
    title: "Fix the flaky test",
    localTitle: null,
    cwd: "/home/me/project",
    additionalDirectories: [],
    updatedAt: null,
    firstPrompt: null,
    facts: [],
    active: false,
    ...overrides
  };
}
function localIso(y, month, d, h = 0, min = 0, s = 0, ms = 0) {
  return new Date(y, month - 1, d, h, min, s, ms).toISOString();
}
function ago(now, ms) {
  return new Date(now.getTime() - ms).toISOString();
}
const MIN = 6e4;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DAY,
  HOUR,
  MIN,
  agent,
  ago,
  caps,
  localIso,
  session
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L2ZpeHR1cmVzLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBUZXN0IGRhdGEgaW4gdGhlIGNvbnRyYWN0J3Mgc2hhcGVzLlxuXG5pbXBvcnQgdHlwZSB7IEFnZW50Q2FwYWJpbGl0aWVzSW5mbywgQWdlbnRTdGF0dXMsIFNlc3Npb25JdGVtIH0gZnJvbSAnLi4vLi4vc3JjL3Byb3RvY29sJztcblxuZXhwb3J0IGZ1bmN0aW9uIGNhcHMob3ZlcnJpZGVzOiBQYXJ0aWFsPEFnZW50Q2FwYWJpbGl0aWVzSW5mbz4gPSB7fSk6IEFnZW50Q2FwYWJpbGl0aWVzSW5mbyB7XG4gIHJldHVybiB7XG4gICAgcHJvdG9jb2xWZXJzaW9uOiAxLCBsb2FkOiB0cnVlLCBsaXN0OiB0cnVlLCByZXN1bWU6IHRydWUsIGNsb3NlOiB0cnVlLCBkZWxldGU6IHRydWUsIGZvcms6IGZhbHNlLFxuICAgIGFkZGl0aW9uYWxEaXJlY3RvcmllczogZmFsc2UsIG1jcEh0dHA6IGZhbHNlLCBtY3BTc2U6IGZhbHNlLCBwcm9tcHRJbWFnZTogZmFsc2UsIHByb21wdEF1ZGlvOiBmYWxzZSxcbiAgICBwcm9tcHRFbWJlZGRlZENvbnRleHQ6IGZhbHNlLCByZXN1bWVSZXBsYXlzOiBmYWxzZSwgLi4ub3ZlcnJpZGVzLFxuICB9O1xufVxuXG5leHBvcnQgZnVuY3Rpb24gYWdlbnQob3ZlcnJpZGVzOiBQYXJ0aWFsPEFnZW50U3RhdHVzPiA9IHt9KTogQWdlbnRTdGF0dXMge1xuICByZXR1cm4ge1xuICAgIGFnZW50SWQ6ICdkZW1vJywgbmFtZTogJ0RlbW8gYWdlbnQnLCBzdGF0ZTogJ3JlYWR5JywgZXJyb3I6IG51bGwsIGNhcGFiaWxpdGllczogY2FwcygpLFxuICAgIGFnZW50TmFtZTogJ2RlbW8nLCBhZ2VudFZlcnNpb246ICcxLjAnLCAuLi5vdmVycmlkZXMsXG4gIH07XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBzZXNzaW9uKG92ZXJyaWRlczogUGFydGlhbDxTZXNzaW9uSXRlbT4gPSB7fSk6IFNlc3Npb25JdGVtIHtcbiAgcmV0dXJuIHtcbiAgICBhZ2VudElkOiAnZGVtbycsIHNlc3Npb25JZDogJ3Nlc3NfMScsIGRpc3BsYXlUaXRsZTogJ0ZpeCB0aGUgZmxha3kgdGVzdCcsIHRpdGxlOiAnRml4IHRoZSBmbGFreSB0ZXN0JyxcbiAgICBsb2NhbFRpdGxlOiBudWxsLCBjd2Q6ICcvaG9tZS9tZS9wcm9qZWN0JywgYWRkaXRpb25hbERpcmVjdG9yaWVzOiBbXSwgdXBkYXRlZEF0OiBudWxsLCBmaXJzdFByb21wdDogbnVsbCxcbiAgICBmYWN0czogW10sIGFjdGl2ZTogZmFsc2UsIC4uLm92ZXJyaWRlcyxcbiAgfTtcbn1cblxuLyoqIEEgbG9jYWwgdGltZSBhcyB0aGUgSVNPIHN0cmluZyB0aGUgYnJpZGdlIHNlbmRzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGxvY2FsSXNvKHk6IG51bWJlciwgbW9udGg6IG51bWJlciwgZDogbnVtYmVyLCBoID0gMCwgbWluID0gMCwgcyA9IDAsIG1zID0gMCk6IHN0cmluZyB7XG4gIHJldHVybiBuZXcgRGF0ZSh5LCBtb250aCAtIDEsIGQsIGgsIG1pbiwgcywgbXMpLnRvSVNPU3RyaW5nKCk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBhZ28obm93OiBEYXRlLCBtczogbnVtYmVyKTogc3RyaW5nIHtcbiAgcmV0dXJuIG5ldyBEYXRlKG5vdy5nZXRUaW1lKCkgLSBtcykudG9JU09TdHJpbmcoKTtcbn1cblxuZXhwb3J0IGNvbnN0IE1JTiA9IDYwXzAwMDtcbmV4cG9ydCBjb25zdCBIT1VSID0gNjAgKiBNSU47XG5leHBvcnQgY29uc3QgREFZID0gMjQgKiBIT1VSO1xuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBSU8sU0FBUyxLQUFLLFlBQTRDLENBQUMsR0FBMEI7QUFDMUYsU0FBTztBQUFBLElBQ0wsaUJBQWlCO0FBQUEsSUFBRyxNQUFNO0FBQUEsSUFBTSxNQUFNO0FBQUEsSUFBTSxRQUFRO0FBQUEsSUFBTSxPQUFPO0FBQUEsSUFBTSxRQUFRO0FBQUEsSUFBTSxNQUFNO0FBQUEsSUFDM0YsdUJBQXVCO0FBQUEsSUFBTyxTQUFTO0FBQUEsSUFBTyxRQUFRO0FBQUEsSUFBTyxhQUFhO0FBQUEsSUFBTyxhQUFhO0FBQUEsSUFDOUYsdUJBQXVCO0FBQUEsSUFBTyxlQUFlO0FBQUEsSUFBTyxHQUFHO0FBQUEsRUFDekQ7QUFDRjtBQUVPLFNBQVMsTUFBTSxZQUFrQyxDQUFDLEdBQWdCO0FBQ3ZFLFNBQU87QUFBQSxJQUNMLFNBQVM7QUFBQSxJQUFRLE1BQU07QUFBQSxJQUFjLE9BQU87QUFBQSxJQUFTLE9BQU87QUFBQSxJQUFNLGNBQWMsS0FBSztBQUFBLElBQ3JGLFdBQVc7QUFBQSxJQUFRLGNBQWM7QUFBQSxJQUFPLEdBQUc7QUFBQSxFQUM3QztBQUNGO0FBRU8sU0FBUyxRQUFRLFlBQWtDLENBQUMsR0FBZ0I7QUFDekUsU0FBTztBQUFBLElBQ0wsU0FBUztBQUFBLElBQVEsV0FBVztBQUFBLElBQVUsY0FBYztBQUFBLElBQXNCLE9BQU87QUFBQSxJQUNqRixZQUFZO0FBQUEsSUFBTSxLQUFLO0FBQUEsSUFBb0IsdUJBQXVCLENBQUM7QUFBQSxJQUFHLFdBQVc7QUFBQSxJQUFNLGFBQWE7QUFBQSxJQUNwRyxPQUFPLENBQUM7QUFBQSxJQUFHLFFBQVE7QUFBQSxJQUFPLEdBQUc7QUFBQSxFQUMvQjtBQUNGO0FBR08sU0FBUyxTQUFTLEdBQVcsT0FBZSxHQUFXLElBQUksR0FBRyxNQUFNLEdBQUcsSUFBSSxHQUFHLEtBQUssR0FBVztBQUNuRyxTQUFPLElBQUksS0FBSyxHQUFHLFFBQVEsR0FBRyxHQUFHLEdBQUcsS0FBSyxHQUFHLEVBQUUsRUFBRSxZQUFZO0FBQzlEO0FBRU8sU0FBUyxJQUFJLEtBQVcsSUFBb0I7QUFDakQsU0FBTyxJQUFJLEtBQUssSUFBSSxRQUFRLElBQUksRUFBRSxFQUFFLFlBQVk7QUFDbEQ7QUFFTyxNQUFNLE1BQU07QUFDWixNQUFNLE9BQU8sS0FBSztBQUNsQixNQUFNLE1BQU0sS0FBSzsiLAogICJuYW1lcyI6IFtdCn0K
