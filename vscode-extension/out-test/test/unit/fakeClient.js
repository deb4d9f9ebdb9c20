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
var fakeClient_exports = {};
__export(fakeClient_exports, {
  FakeClient: () => FakeClient,
  tick: () => tick
});
module.exports = __toCommonJS(fakeClient_exports);
var import_vscodeStub = require("./vscodeStub");
class FakeClient {
  running = true;
  calls = [];
  handlers = /* @__PURE__ */ new Map();
  started = new import_vscodeStub.EventEmitter();
  stopped = new import_vscodeStub.EventEmitter();
  agentState = new import_vscodeStub.EventEmitter();
  sessionsChanged = new import_vscodeStub.EventEmitter();
  sessionInfo = new import_vscodeStub.EventEmitter();
  activeSession = new import_vscodeStub.EventEmitter();
  transcript = new import_vscodeStub.EventEmitter();
  onDidStart = this.started.event;
  onDidStop = this.stopped.event;
  onAgentStateChanged = this.agentState.event;
  onSessionsChanged = this.sessionsChanged.event;
  onSessionInfoChanged = this.sessionInfo.event;
  onActiveSessionChanged = this.activeSession.event;
  onTranscriptChanged = this.transcript.event;
  on(method, handler) {
    this.handlers.set(`acpBridge/${method}`, handler);
    return this;
  }
  async request(type, params) {
    this.calls.push({ method: type.method, params });
    const handler = this.handlers.get(type.method);
    if (!handler) {
      throw Object.assign(new Error(`no handler for ${type.method}`), { code: -32601 });
    }
    return handler(params);
  }
  async start() {
    return true;
  }
  callsOf(method) {
    return this.calls.filter((c) => c.method === `acpBridge/${method}`).map((c) => c.params);
  }
  asClient() {
    return this;
  }
}
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  FakeClient,
  tick
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L2Zha2VDbGllbnQudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8vIEFuIGluLW1lbW9yeSBzdGFuZC1pbiBmb3IgQnJpZGdlQ2xpZW50OiBhbnN3ZXJzIHJlcXVlc3RzIGZyb20gaGFuZGxlcnMsIGZpcmVzIG5vdGlmaWNhdGlvbnMuXG5cbmltcG9ydCB7IEV2ZW50RW1pdHRlciB9IGZyb20gJy4vdnNjb2RlU3R1Yic7XG5pbXBvcnQgdHlwZSB7IEJyaWRnZUNsaWVudCB9IGZyb20gJy4uLy4uL3NyYy9jbGllbnQnO1xuaW1wb3J0IHR5cGUgKiBhcyBwIGZyb20gJy4uLy4uL3NyYy9wcm90b2NvbCc7XG5cbnR5cGUgSGFuZGxlciA9IChwYXJhbXM6IGFueSkgPT4gdW5rbm93bjtcblxuZXhwb3J0IGNsYXNzIEZha2VDbGllbnQge1xuICBydW5uaW5nID0gdHJ1ZTtcbiAgcmVhZG9ubHkgY2FsbHM6IHsgbWV0aG9kOiBzdHJpbmc7IHBhcmFtczogYW55IH1bXSA9IFtdO1xuICByZWFkb25seSBoYW5kbGVycyA9IG5ldyBNYXA8c3RyaW5nLCBIYW5kbGVyPigpO1xuICByZWFkb25seSBzdGFydGVkID0gbmV3IEV2ZW50RW1pdHRlcjx2b2lkPigpO1xuICByZWFkb25seSBzdG9wcGVkID0gbmV3IEV2ZW50RW1pdHRlcjx2b2lkPigpO1xuICByZWFkb25seSBhZ2VudFN0YXRlID0gbmV3IEV2ZW50RW1pdHRlcjxwLkFnZW50U3RhdHVzPigpO1xuICByZWFkb25seSBzZXNzaW9uc0NoYW5nZWQgPSBuZXcgRXZlbnRFbWl0dGVyPHAuU2Vzc2lvbnNDaGFuZ2VkPigpO1xuICByZWFkb25seSBzZXNzaW9uSW5mbyA9IG5ldyBFdmVudEVtaXR0ZXI8cC5TZXNzaW9uSW5mb0NoYW5nZWQ+KCk7XG4gIHJlYWRvbmx5IGFjdGl2ZVNlc3Npb24gPSBuZXcgRXZlbnRFbWl0dGVyPHAuQWN0aXZlU2Vzc2lvbkNoYW5nZWQ+KCk7XG4gIHJlYWRvbmx5IHRyYW5zY3JpcHQgPSBuZXcgRXZlbnRFbWl0dGVyPHAuVHJhbnNjcmlwdENoYW5nZWQ+KCk7XG4gIHJlYWRvbmx5IG9uRGlkU3RhcnQgPSB0aGlzLnN0YXJ0ZWQuZXZlbnQ7XG4gIHJlYWRvbmx5IG9uRGlkU3RvcCA9IHRoaXMuc3RvcHBlZC5ldmVudDtcbiAgcmVhZG9ubHkgb25BZ2VudFN0YXRlQ2hhbmdlZCA9IHRoaXMuYWdlbnRTdGF0ZS5ldmVudDtcbiAgcmVhZG9ubHkgb25TZXNzaW9uc0NoYW5nZWQgPSB0aGlzLnNlc3Npb25zQ2hhbmdlZC5ldmVudDtcbiAgcmVhZG9ubHkgb25TZXNzaW9uSW5mb0NoYW5nZWQgPSB0aGlzLnNlc3Npb25JbmZvLmV2ZW50O1xuICByZWFkb25seSBvbkFjdGl2ZVNlc3Npb25DaGFuZ2VkID0gdGhpcy5hY3RpdmVTZXNzaW9uLmV2ZW50O1xuICByZWFkb25seSBvblRyYW5zY3JpcHRDaGFuZ2VkID0gdGhpcy50cmFuc2NyaXB0LmV2ZW50O1xuXG4gIG9uKG1ldGhvZDogc3RyaW5nLCBoYW5kbGVyOiBIYW5kbGVyKTogdGhpcyB7XG4gICAgdGhpcy5oYW5kbGVycy5zZXQoYGFjcEJyaWRnZS8ke21ldGhvZH1gLCBoYW5kbGVyKTtcbiAgICByZXR1cm4gdGhpcztcbiAgfVxuXG4gIGFzeW5jIHJlcXVlc3QodHlwZTogeyBtZXRob2Q6IHN0cmluZyB9LCBwYXJhbXM6IHVua25vd24pOiBQcm9taXNlPGFueT4ge1xuICAgIHRoaXMuY2FsbHMucHVzaCh7IG1ldGhvZDogdHlwZS5tZXRob2QsIHBhcmFtcyB9KTtcbiAgICBjb25zdCBoYW5kbGVyID0gdGhpcy5oYW5kbGVycy5nZXQodHlwZS5tZXRob2QpO1xuICAgIGlmICghaGFuZGxlcikge1xuICAgICAgdGhyb3cgT2JqZWN0LmFzc2lnbihuZXcgRXJyb3IoYG5vIGhhbmRsZXIgZm9yICR7dHlwZS5tZXRob2R9YCksIHsgY29kZTogLTMyNjAxIH0pO1xuICAgIH1cbiAgICByZXR1cm4gaGFuZGxlcihwYXJhbXMpO1xuICB9XG5cbiAgYXN5bmMgc3RhcnQoKTogUHJvbWlzZTxib29sZWFuPiB7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICBjYWxsc09mKG1ldGhvZDogc3RyaW5nKTogYW55W10ge1xuICAgIHJldHVybiB0aGlzLmNhbGxzLmZpbHRlcigoYykgPT4gYy5tZXRob2QgPT09IGBhY3BCcmlkZ2UvJHttZXRob2R9YCkubWFwKChjKSA9PiBjLnBhcmFtcyk7XG4gIH1cblxuICBhc0NsaWVudCgpOiBCcmlkZ2VDbGllbnQge1xuICAgIHJldHVybiB0aGlzIGFzIHVua25vd24gYXMgQnJpZGdlQ2xpZW50O1xuICB9XG59XG5cbmV4cG9ydCBjb25zdCB0aWNrID0gKG1zID0gMCkgPT4gbmV3IFByb21pc2UoKHIpID0+IHNldFRpbWVvdXQociwgbXMpKTtcbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUVBLHdCQUE2QjtBQU10QixNQUFNLFdBQVc7QUFBQSxFQUN0QixVQUFVO0FBQUEsRUFDRCxRQUEyQyxDQUFDO0FBQUEsRUFDNUMsV0FBVyxvQkFBSSxJQUFxQjtBQUFBLEVBQ3BDLFVBQVUsSUFBSSwrQkFBbUI7QUFBQSxFQUNqQyxVQUFVLElBQUksK0JBQW1CO0FBQUEsRUFDakMsYUFBYSxJQUFJLCtCQUE0QjtBQUFBLEVBQzdDLGtCQUFrQixJQUFJLCtCQUFnQztBQUFBLEVBQ3RELGNBQWMsSUFBSSwrQkFBbUM7QUFBQSxFQUNyRCxnQkFBZ0IsSUFBSSwrQkFBcUM7QUFBQSxFQUN6RCxhQUFhLElBQUksK0JBQWtDO0FBQUEsRUFDbkQsYUFBYSxLQUFLLFFBQVE7QUFBQSxFQUMxQixZQUFZLEtBQUssUUFBUTtBQUFBLEVBQ3pCLHNCQUFzQixLQUFLLFdBQVc7QUFBQSxFQUN0QyxvQkFBb0IsS0FBSyxnQkFBZ0I7QUFBQSxFQUN6Qyx1QkFBdUIsS0FBSyxZQUFZO0FBQUEsRUFDeEMseUJBQXlCLEtBQUssY0FBYztBQUFBLEVBQzVDLHNCQUFzQixLQUFLLFdBQVc7QUFBQSxFQUUvQyxHQUFHLFFBQWdCLFNBQXdCO0FBQ3pDLFNBQUssU0FBUyxJQUFJLGFBQWEsTUFBTSxJQUFJLE9BQU87QUFDaEQsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVBLE1BQU0sUUFBUSxNQUEwQixRQUErQjtBQUNyRSxTQUFLLE1BQU0sS0FBSyxFQUFFLFFBQVEsS0FBSyxRQUFRLE9BQU8sQ0FBQztBQUMvQyxVQUFNLFVBQVUsS0FBSyxTQUFTLElBQUksS0FBSyxNQUFNO0FBQzdDLFFBQUksQ0FBQyxTQUFTO0FBQ1osWUFBTSxPQUFPLE9BQU8sSUFBSSxNQUFNLGtCQUFrQixLQUFLLE1BQU0sRUFBRSxHQUFHLEVBQUUsTUFBTSxPQUFPLENBQUM7QUFBQSxJQUNsRjtBQUNBLFdBQU8sUUFBUSxNQUFNO0FBQUEsRUFDdkI7QUFBQSxFQUVBLE1BQU0sUUFBMEI7QUFDOUIsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVBLFFBQVEsUUFBdUI7QUFDN0IsV0FBTyxLQUFLLE1BQU0sT0FBTyxDQUFDLE1BQU0sRUFBRSxXQUFXLGFBQWEsTUFBTSxFQUFFLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxNQUFNO0FBQUEsRUFDekY7QUFBQSxFQUVBLFdBQXlCO0FBQ3ZCLFdBQU87QUFBQSxFQUNUO0FBQ0Y7QUFFTyxNQUFNLE9BQU8sQ0FBQyxLQUFLLE1BQU0sSUFBSSxRQUFRLENBQUMsTUFBTSxXQUFXLEdBQUcsRUFBRSxDQUFDOyIsCiAgIm5hbWVzIjogW10KfQo=
