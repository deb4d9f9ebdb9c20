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
var log_exports = {};
__export(log_exports, {
  BridgeLog: () => BridgeLog,
  LOG_CHANNEL_NAME: () => LOG_CHANNEL_NAME,
  RateLimiter: () => RateLimiter,
  errorCode: () => errorCode,
  errorMessage: () => errorMessage,
  isCancellation: () => isCancellation
});
module.exports = __toCommonJS(log_exports);
var vscode = __toESM(require("vscode"));
var import_protocol = require("./protocol");
const LOG_CHANNEL_NAME = "ACP Bridge";
const SHOW_LOG = "Show Log";
class RateLimiter {
  constructor(windowMs = 3e4) {
    this.windowMs = windowMs;
  }
  windowMs;
  lastShown = /* @__PURE__ */ new Map();
  allow(key, now = Date.now()) {
    const last = this.lastShown.get(key);
    if (last !== void 0 && now - last < this.windowMs) {
      return false;
    }
    this.lastShown.set(key, now);
    if (this.lastShown.size > 200) {
      for (const [k, t] of this.lastShown) {
        if (now - t >= this.windowMs) {
          this.lastShown.delete(k);
        }
      }
    }
    return true;
  }
}
function errorCode(err) {
  const code = err?.code;
  return typeof code === "number" ? code : void 0;
}
function isCancellation(err) {
  if (errorCode(err) === import_protocol.ErrorCodes.cancelled) {
    return true;
  }
  const name = err?.name;
  return name === "Canceled" || name === "CancellationError";
}
function errorMessage(err) {
  const message = err?.message;
  const text = typeof message === "string" && message.trim() ? message : String(err);
  const line = text.split("\n")[0].trim();
  return line.length > 300 ? line.slice(0, 299) + "\u2026" : line;
}
class BridgeLog {
  channel;
  limiter = new RateLimiter();
  constructor() {
    this.channel = vscode.window.createOutputChannel(LOG_CHANNEL_NAME, { log: true });
  }
  info(message) {
    this.channel.info(message);
  }
  warn(message) {
    this.channel.warn(message);
  }
  show() {
    this.channel.show(true);
  }
  /** Logs the failure of `what` and shows its message (at most once per 30 s per message). */
  reportError(what, err) {
    if (isCancellation(err)) {
      this.channel.info(`${what}: cancelled`);
      return;
    }
    const message = errorMessage(err);
    const code = errorCode(err);
    this.channel.error(`${what} failed${code !== void 0 ? ` (${code})` : ""}: ${message}`);
    this.notify("error", message);
  }
  /** A short notification with a "Show Log" action, rate-limited. */
  notify(kind, message, ...extra) {
    if (!this.limiter.allow(`${kind}:${message}`)) {
      return Promise.resolve(void 0);
    }
    const show = kind === "error" ? vscode.window.showErrorMessage : vscode.window.showWarningMessage;
    return Promise.resolve(show(message, ...extra, SHOW_LOG)).then((choice) => {
      if (choice === SHOW_LOG) {
        this.show();
        return void 0;
      }
      return choice;
    });
  }
  dispose() {
    this.channel.dispose();
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BridgeLog,
  LOG_CHANNEL_NAME,
  RateLimiter,
  errorCode,
  errorMessage,
  isCancellation
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2xvZy50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLy8gVGhlIFwiQUNQIEJyaWRnZVwiIG91dHB1dCBjaGFubmVsIGFuZCB0aGUgc2hvcnQsIHJhdGUtbGltaXRlZCBub3RpZmljYXRpb25zIGZvciBlcnJvcnMuXG5cbmltcG9ydCAqIGFzIHZzY29kZSBmcm9tICd2c2NvZGUnO1xuaW1wb3J0IHsgRXJyb3JDb2RlcyB9IGZyb20gJy4vcHJvdG9jb2wnO1xuXG5leHBvcnQgY29uc3QgTE9HX0NIQU5ORUxfTkFNRSA9ICdBQ1AgQnJpZGdlJztcbmNvbnN0IFNIT1dfTE9HID0gJ1Nob3cgTG9nJztcblxuLyoqIFRoZSBzYW1lIG1lc3NhZ2UgaXMgc2hvd24gYXQgbW9zdCBvbmNlIHBlciBgd2luZG93TXNgIChuZXZlciBzcGFtIHRoZSB1c2VyKS4gKi9cbmV4cG9ydCBjbGFzcyBSYXRlTGltaXRlciB7XG4gIHByaXZhdGUgcmVhZG9ubHkgbGFzdFNob3duID0gbmV3IE1hcDxzdHJpbmcsIG51bWJlcj4oKTtcblxuICBjb25zdHJ1Y3Rvcihwcml2YXRlIHJlYWRvbmx5IHdpbmRvd01zID0gMzBfMDAwKSB7fVxuXG4gIGFsbG93KGtleTogc3RyaW5nLCBub3cgPSBEYXRlLm5vdygpKTogYm9vbGVhbiB7XG4gICAgY29uc3QgbGFzdCA9IHRoaXMubGFzdFNob3duLmdldChrZXkpO1xuICAgIGlmIChsYXN0ICE9PSB1bmRlZmluZWQgJiYgbm93IC0gbGFzdCA8IHRoaXMud2luZG93TXMpIHtcbiAgICAgIHJldHVybiBmYWxzZTtcbiAgICB9XG4gICAgdGhpcy5sYXN0U2hvd24uc2V0KGtleSwgbm93KTtcbiAgICBpZiAodGhpcy5sYXN0U2hvd24uc2l6ZSA+IDIwMCkge1xuICAgICAgZm9yIChjb25zdCBbaywgdF0gb2YgdGhpcy5sYXN0U2hvd24pIHtcbiAgICAgICAgaWYgKG5vdyAtIHQgPj0gdGhpcy53aW5kb3dNcykge1xuICAgICAgICAgIHRoaXMubGFzdFNob3duLmRlbGV0ZShrKTtcbiAgICAgICAgfVxuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxufVxuXG5pbnRlcmZhY2UgRXJyb3JMaWtlIHtcbiAgY29kZT86IHVua25vd247XG4gIG1lc3NhZ2U/OiB1bmtub3duO1xufVxuXG4vKiogQSByZXF1ZXN0J3MgZXJyb3IgY29kZSAodGhlIGNvbnRyYWN0J3MgY29kZXMpLCBpZiBpdCBoYXMgb25lLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGVycm9yQ29kZShlcnI6IHVua25vd24pOiBudW1iZXIgfCB1bmRlZmluZWQge1xuICBjb25zdCBjb2RlID0gKGVyciBhcyBFcnJvckxpa2UgfCB1bmRlZmluZWQpPy5jb2RlO1xuICByZXR1cm4gdHlwZW9mIGNvZGUgPT09ICdudW1iZXInID8gY29kZSA6IHVuZGVmaW5lZDtcbn1cblxuLyoqIFRydWUgZm9yIGVycm9ycyB0aGUgdXNlciBjYXVzZWQgb24gcHVycG9zZSAoYSBjYW5jZWxsZWQgcmVxdWVzdCk6IG5ldmVyIHNob3duLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGlzQ2FuY2VsbGF0aW9uKGVycjogdW5rbm93bik6IGJvb2xlYW4ge1xuICBpZiAoZXJyb3JDb2RlKGVycikgPT09IEVycm9yQ29kZXMuY2FuY2VsbGVkKSB7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cbiAgY29uc3QgbmFtZSA9IChlcnIgYXMgeyBuYW1lPzogdW5rbm93biB9IHwgdW5kZWZpbmVkKT8ubmFtZTtcbiAgcmV0dXJuIG5hbWUgPT09ICdDYW5jZWxlZCcgfHwgbmFtZSA9PT0gJ0NhbmNlbGxhdGlvbkVycm9yJztcbn1cblxuLyoqIFRoZSBvbmUgY2xlYW4gc2VudGVuY2UgdG8gc2hvdy4gQnJpZGdlIGVycm9ycyBhbHJlYWR5IGNhcnJ5IGl0OyBhbnl0aGluZyBlbHNlIGlzIHNob3J0ZW5lZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBlcnJvck1lc3NhZ2UoZXJyOiB1bmtub3duKTogc3RyaW5nIHtcbiAgY29uc3QgbWVzc2FnZSA9IChlcnIgYXMgRXJyb3JMaWtlIHwgdW5kZWZpbmVkKT8ubWVzc2FnZTtcbiAgY29uc3QgdGV4dCA9IHR5cGVvZiBtZXNzYWdlID09PSAnc3RyaW5nJyAmJiBtZXNzYWdlLnRyaW0oKSA/IG1lc3NhZ2UgOiBTdHJpbmcoZXJyKTtcbiAgY29uc3QgbGluZSA9IHRleHQuc3BsaXQoJ1xcbicpWzBdLnRyaW0oKTtcbiAgcmV0dXJuIGxpbmUubGVuZ3RoID4gMzAwID8gbGluZS5zbGljZSgwLCAyOTkpICsgJ1x1MjAyNicgOiBsaW5lO1xufVxuXG5leHBvcnQgY2xhc3MgQnJpZGdlTG9nIGltcGxlbWVudHMgdnNjb2RlLkRpc3Bvc2FibGUge1xuICByZWFkb25seSBjaGFubmVsOiB2c2NvZGUuTG9nT3V0cHV0Q2hhbm5lbDtcbiAgcHJpdmF0ZSByZWFkb25seSBsaW1pdGVyID0gbmV3IFJhdGVMaW1pdGVyKCk7XG5cbiAgY29uc3RydWN0b3IoKSB7XG4gICAgdGhpcy5jaGFubmVsID0gdnNjb2RlLndpbmRvdy5jcmVhdGVPdXRwdXRDaGFubmVsKExPR19DSEFOTkVMX05BTUUsIHsgbG9nOiB0cnVlIH0pO1xuICB9XG5cbiAgaW5mbyhtZXNzYWdlOiBzdHJpbmcpOiB2b2lkIHtcbiAgICB0aGlzLmNoYW5uZWwuaW5mbyhtZXNzYWdlKTtcbiAgfVxuXG4gIHdhcm4obWVzc2FnZTogc3RyaW5nKTogdm9pZCB7XG4gICAgdGhpcy5jaGFubmVsLndhcm4obWVzc2FnZSk7XG4gIH1cblxuICBzaG93KCk6IHZvaWQge1xuICAgIHRoaXMuY2hhbm5lbC5zaG93KHRydWUpO1xuICB9XG5cbiAgLyoqIExvZ3MgdGhlIGZhaWx1cmUgb2YgYHdoYXRgIGFuZCBzaG93cyBpdHMgbWVzc2FnZSAoYXQgbW9zdCBvbmNlIHBlciAzMCBzIHBlciBtZXNzYWdlKS4gKi9cbiAgcmVwb3J0RXJyb3Iod2hhdDogc3RyaW5nLCBlcnI6IHVua25vd24pOiB2b2lkIHtcbiAgICBpZiAoaXNDYW5jZWxsYXRpb24oZXJyKSkge1xuICAgICAgdGhpcy5jaGFubmVsLmluZm8oYCR7d2hhdH06IGNhbmNlbGxlZGApO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBtZXNzYWdlID0gZXJyb3JNZXNzYWdlKGVycik7XG4gICAgY29uc3QgY29kZSA9IGVycm9yQ29kZShlcnIpO1xuICAgIHRoaXMuY2hhbm5lbC5lcnJvcihgJHt3aGF0fSBmYWlsZWQke2NvZGUgIT09IHVuZGVmaW5lZCA/IGAgKCR7Y29kZX0pYCA6ICcnfTogJHttZXNzYWdlfWApO1xuICAgIHRoaXMubm90aWZ5KCdlcnJvcicsIG1lc3NhZ2UpO1xuICB9XG5cbiAgLyoqIEEgc2hvcnQgbm90aWZpY2F0aW9uIHdpdGggYSBcIlNob3cgTG9nXCIgYWN0aW9uLCByYXRlLWxpbWl0ZWQuICovXG4gIG5vdGlmeShraW5kOiAnZXJyb3InIHwgJ3dhcm5pbmcnLCBtZXNzYWdlOiBzdHJpbmcsIC4uLmV4dHJhOiBzdHJpbmdbXSk6IFRoZW5hYmxlPHN0cmluZyB8IHVuZGVmaW5lZD4ge1xuICAgIGlmICghdGhpcy5saW1pdGVyLmFsbG93KGAke2tpbmR9OiR7bWVzc2FnZX1gKSkge1xuICAgICAgcmV0dXJuIFByb21pc2UucmVzb2x2ZSh1bmRlZmluZWQpO1xuICAgIH1cbiAgICBjb25zdCBzaG93ID0ga2luZCA9PT0gJ2Vycm9yJyA/IHZzY29kZS53aW5kb3cuc2hvd0Vycm9yTWVzc2FnZSA6IHZzY29kZS53aW5kb3cuc2hvd1dhcm5pbmdNZXNzYWdlO1xuICAgIHJldHVybiBQcm9taXNlLnJlc29sdmUoc2hvdyhtZXNzYWdlLCAuLi5leHRyYSwgU0hPV19MT0cpKS50aGVuKChjaG9pY2UpID0+IHtcbiAgICAgIGlmIChjaG9pY2UgPT09IFNIT1dfTE9HKSB7XG4gICAgICAgIHRoaXMuc2hvdygpO1xuICAgICAgICByZXR1cm4gdW5kZWZpbmVkO1xuICAgICAgfVxuICAgICAgcmV0dXJuIGNob2ljZTtcbiAgICB9KTtcbiAgfVxuXG4gIGRpc3Bvc2UoKTogdm9pZCB7XG4gICAgdGhpcy5jaGFubmVsLmRpc3Bvc2UoKTtcbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7OztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBRUEsYUFBd0I7QUFDeEIsc0JBQTJCO0FBRXBCLE1BQU0sbUJBQW1CO0FBQ2hDLE1BQU0sV0FBVztBQUdWLE1BQU0sWUFBWTtBQUFBLEVBR3ZCLFlBQTZCLFdBQVcsS0FBUTtBQUFuQjtBQUFBLEVBQW9CO0FBQUEsRUFBcEI7QUFBQSxFQUZaLFlBQVksb0JBQUksSUFBb0I7QUFBQSxFQUlyRCxNQUFNLEtBQWEsTUFBTSxLQUFLLElBQUksR0FBWTtBQUM1QyxVQUFNLE9BQU8sS0FBSyxVQUFVLElBQUksR0FBRztBQUNuQyxRQUFJLFNBQVMsVUFBYSxNQUFNLE9BQU8sS0FBSyxVQUFVO0FBQ3BELGFBQU87QUFBQSxJQUNUO0FBQ0EsU0FBSyxVQUFVLElBQUksS0FBSyxHQUFHO0FBQzNCLFFBQUksS0FBSyxVQUFVLE9BQU8sS0FBSztBQUM3QixpQkFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEtBQUssV0FBVztBQUNuQyxZQUFJLE1BQU0sS0FBSyxLQUFLLFVBQVU7QUFDNUIsZUFBSyxVQUFVLE9BQU8sQ0FBQztBQUFBLFFBQ3pCO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFDQSxXQUFPO0FBQUEsRUFDVDtBQUNGO0FBUU8sU0FBUyxVQUFVLEtBQWtDO0FBQzFELFFBQU0sT0FBUSxLQUErQjtBQUM3QyxTQUFPLE9BQU8sU0FBUyxXQUFXLE9BQU87QUFDM0M7QUFHTyxTQUFTLGVBQWUsS0FBdUI7QUFDcEQsTUFBSSxVQUFVLEdBQUcsTUFBTSwyQkFBVyxXQUFXO0FBQzNDLFdBQU87QUFBQSxFQUNUO0FBQ0EsUUFBTSxPQUFRLEtBQXdDO0FBQ3RELFNBQU8sU0FBUyxjQUFjLFNBQVM7QUFDekM7QUFHTyxTQUFTLGFBQWEsS0FBc0I7QUFDakQsUUFBTSxVQUFXLEtBQStCO0FBQ2hELFFBQU0sT0FBTyxPQUFPLFlBQVksWUFBWSxRQUFRLEtBQUssSUFBSSxVQUFVLE9BQU8sR0FBRztBQUNqRixRQUFNLE9BQU8sS0FBSyxNQUFNLElBQUksRUFBRSxDQUFDLEVBQUUsS0FBSztBQUN0QyxTQUFPLEtBQUssU0FBUyxNQUFNLEtBQUssTUFBTSxHQUFHLEdBQUcsSUFBSSxXQUFNO0FBQ3hEO0FBRU8sTUFBTSxVQUF1QztBQUFBLEVBQ3pDO0FBQUEsRUFDUSxVQUFVLElBQUksWUFBWTtBQUFBLEVBRTNDLGNBQWM7QUFDWixTQUFLLFVBQVUsT0FBTyxPQUFPLG9CQUFvQixrQkFBa0IsRUFBRSxLQUFLLEtBQUssQ0FBQztBQUFBLEVBQ2xGO0FBQUEsRUFFQSxLQUFLLFNBQXVCO0FBQzFCLFNBQUssUUFBUSxLQUFLLE9BQU87QUFBQSxFQUMzQjtBQUFBLEVBRUEsS0FBSyxTQUF1QjtBQUMxQixTQUFLLFFBQVEsS0FBSyxPQUFPO0FBQUEsRUFDM0I7QUFBQSxFQUVBLE9BQWE7QUFDWCxTQUFLLFFBQVEsS0FBSyxJQUFJO0FBQUEsRUFDeEI7QUFBQTtBQUFBLEVBR0EsWUFBWSxNQUFjLEtBQW9CO0FBQzVDLFFBQUksZUFBZSxHQUFHLEdBQUc7QUFDdkIsV0FBSyxRQUFRLEtBQUssR0FBRyxJQUFJLGFBQWE7QUFDdEM7QUFBQSxJQUNGO0FBQ0EsVUFBTSxVQUFVLGFBQWEsR0FBRztBQUNoQyxVQUFNLE9BQU8sVUFBVSxHQUFHO0FBQzFCLFNBQUssUUFBUSxNQUFNLEdBQUcsSUFBSSxVQUFVLFNBQVMsU0FBWSxLQUFLLElBQUksTUFBTSxFQUFFLEtBQUssT0FBTyxFQUFFO0FBQ3hGLFNBQUssT0FBTyxTQUFTLE9BQU87QUFBQSxFQUM5QjtBQUFBO0FBQUEsRUFHQSxPQUFPLE1BQTJCLFlBQW9CLE9BQStDO0FBQ25HLFFBQUksQ0FBQyxLQUFLLFFBQVEsTUFBTSxHQUFHLElBQUksSUFBSSxPQUFPLEVBQUUsR0FBRztBQUM3QyxhQUFPLFFBQVEsUUFBUSxNQUFTO0FBQUEsSUFDbEM7QUFDQSxVQUFNLE9BQU8sU0FBUyxVQUFVLE9BQU8sT0FBTyxtQkFBbUIsT0FBTyxPQUFPO0FBQy9FLFdBQU8sUUFBUSxRQUFRLEtBQUssU0FBUyxHQUFHLE9BQU8sUUFBUSxDQUFDLEVBQUUsS0FBSyxDQUFDLFdBQVc7QUFDekUsVUFBSSxXQUFXLFVBQVU7QUFDdkIsYUFBSyxLQUFLO0FBQ1YsZUFBTztBQUFBLE1BQ1Q7QUFDQSxhQUFPO0FBQUEsSUFDVCxDQUFDO0FBQUEsRUFDSDtBQUFBLEVBRUEsVUFBZ0I7QUFDZCxTQUFLLFFBQVEsUUFBUTtBQUFBLEVBQ3ZCO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
