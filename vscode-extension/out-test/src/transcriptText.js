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
var transcriptText_exports = {};
__export(transcriptText_exports, {
  Throttle: () => Throttle,
  applyTranscript: () => applyTranscript,
  utf16Index: () => utf16Index
});
module.exports = __toCommonJS(transcriptText_exports);
function utf16Index(text, codePoints) {
  let index = 0;
  for (let n = 0; n < codePoints; n++) {
    if (index >= text.length) {
      return void 0;
    }
    const unit = text.charCodeAt(index);
    index += unit >= 55296 && unit <= 56319 && index + 1 < text.length ? 2 : 1;
  }
  return index;
}
function applyTranscript(held, result) {
  if (held.version !== null && result.version < held.version) {
    return void 0;
  }
  if (held.version === null || result.offset === 0) {
    return result.text;
  }
  const cut = result.offset > 0 ? utf16Index(held.text, result.offset) : void 0;
  return cut === void 0 ? void 0 : held.text.slice(0, cut) + result.text;
}
class Throttle {
  constructor(fire, intervalMs = 100, clock = Date.now) {
    this.fire = fire;
    this.intervalMs = intervalMs;
    this.clock = clock;
  }
  fire;
  intervalMs;
  clock;
  last = -Infinity;
  timer;
  trigger() {
    if (this.timer) {
      return;
    }
    const wait = this.last + this.intervalMs - this.clock();
    if (wait <= 0) {
      this.last = this.clock();
      this.fire();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = void 0;
      this.last = this.clock();
      this.fire();
    }, wait);
  }
  dispose() {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = void 0;
    }
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  Throttle,
  applyTranscript,
  utf16Index
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3RyYW5zY3JpcHRUZXh0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvLyBQdXJlIGhlbHBlcnMgb2YgdGhlIHRyYW5zY3JpcHQgZG9jdW1lbnRzOiBhcHBseWluZyBhIChwYXJ0aWFsKSBnZXRUcmFuc2NyaXB0IGFuc3dlciwgdGhyb3R0bGluZy5cblxuaW1wb3J0IHR5cGUgeyBUcmFuc2NyaXB0UmVzdWx0IH0gZnJvbSAnLi9wcm90b2NvbCc7XG5cbmV4cG9ydCBpbnRlcmZhY2UgSGVsZFRyYW5zY3JpcHQge1xuICB0ZXh0OiBzdHJpbmc7XG4gIC8qKiBudWxsIHVudGlsIHRoZSBmaXJzdCBhbnN3ZXIuICovXG4gIHZlcnNpb246IG51bWJlciB8IG51bGw7XG59XG5cbi8qKlxuICogVGhlIFVURi0xNiBpbmRleCBvZiB0aGUgYGNvZGVQb2ludHNgLXRoIGNoYXJhY3RlciBvZiBgdGV4dGAgKHRoZSBicmlkZ2UgY291bnRzIGNoYXJhY3RlcnMgYXNcbiAqIFB5dGhvbiBkb2VzLCBpbiBjb2RlIHBvaW50czsgSmF2YVNjcmlwdCBzdHJpbmdzIGluZGV4IFVURi0xNiB1bml0cykuIFVuZGVmaW5lZCB3aGVuIHBhc3QgdGhlIGVuZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHV0ZjE2SW5kZXgodGV4dDogc3RyaW5nLCBjb2RlUG9pbnRzOiBudW1iZXIpOiBudW1iZXIgfCB1bmRlZmluZWQge1xuICBsZXQgaW5kZXggPSAwO1xuICBmb3IgKGxldCBuID0gMDsgbiA8IGNvZGVQb2ludHM7IG4rKykge1xuICAgIGlmIChpbmRleCA+PSB0ZXh0Lmxlbmd0aCkge1xuICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICB9XG4gICAgY29uc3QgdW5pdCA9IHRleHQuY2hhckNvZGVBdChpbmRleCk7XG4gICAgaW5kZXggKz0gdW5pdCA+PSAweGQ4MDAgJiYgdW5pdCA8PSAweGRiZmYgJiYgaW5kZXggKyAxIDwgdGV4dC5sZW5ndGggPyAyIDogMTtcbiAgfVxuICByZXR1cm4gaW5kZXg7XG59XG5cbi8qKlxuICogVGhlIHRleHQgYWZ0ZXIgYW4gYW5zd2VyIHRvIGBnZXRUcmFuc2NyaXB0YCBzZW50IHdpdGggYGZyb21WZXJzaW9uID0gaGVsZC52ZXJzaW9uYDogdGhlIGZpcnN0XG4gKiBgb2Zmc2V0YCBjaGFyYWN0ZXJzIGFyZSBrZXB0IGFuZCBgdGV4dGAgZm9sbG93cy4gVW5kZWZpbmVkIHdoZW4gdGhlIGFuc3dlciBjYW5ub3QgYmUgYXBwbGllZFxuICogKHN0YWxlLCBvciBhbiBvZmZzZXQgYmV5b25kIHdoYXQgaXMgaGVsZCk6IGZldGNoIHRoZSB3aG9sZSB0ZXh0IGFnYWluLlxuICovXG5leHBvcnQgZnVuY3Rpb24gYXBwbHlUcmFuc2NyaXB0KGhlbGQ6IEhlbGRUcmFuc2NyaXB0LCByZXN1bHQ6IFRyYW5zY3JpcHRSZXN1bHQpOiBzdHJpbmcgfCB1bmRlZmluZWQge1xuICBpZiAoaGVsZC52ZXJzaW9uICE9PSBudWxsICYmIHJlc3VsdC52ZXJzaW9uIDwgaGVsZC52ZXJzaW9uKSB7XG4gICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgfVxuICBpZiAoaGVsZC52ZXJzaW9uID09PSBudWxsIHx8IHJlc3VsdC5vZmZzZXQgPT09IDApIHtcbiAgICByZXR1cm4gcmVzdWx0LnRleHQ7XG4gIH1cbiAgY29uc3QgY3V0ID0gcmVzdWx0Lm9mZnNldCA+IDAgPyB1dGYxNkluZGV4KGhlbGQudGV4dCwgcmVzdWx0Lm9mZnNldCkgOiB1bmRlZmluZWQ7XG4gIHJldHVybiBjdXQgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IGhlbGQudGV4dC5zbGljZSgwLCBjdXQpICsgcmVzdWx0LnRleHQ7XG59XG5cbi8qKiBDYWxscyBgZmlyZWAgYXQgbW9zdCBvbmNlIHBlciBgaW50ZXJ2YWxNc2A7IGEgY2FsbCBpbnNpZGUgdGhlIGludGVydmFsIGlzIGRlbGl2ZXJlZCBhdCBpdHMgZW5kLiAqL1xuZXhwb3J0IGNsYXNzIFRocm90dGxlIHtcbiAgcHJpdmF0ZSBsYXN0ID0gLUluZmluaXR5O1xuICBwcml2YXRlIHRpbWVyOiBSZXR1cm5UeXBlPHR5cGVvZiBzZXRUaW1lb3V0PiB8IHVuZGVmaW5lZDtcblxuICBjb25zdHJ1Y3RvcihcbiAgICBwcml2YXRlIHJlYWRvbmx5IGZpcmU6ICgpID0+IHZvaWQsXG4gICAgcHJpdmF0ZSByZWFkb25seSBpbnRlcnZhbE1zID0gMTAwLFxuICAgIHByaXZhdGUgcmVhZG9ubHkgY2xvY2s6ICgpID0+IG51bWJlciA9IERhdGUubm93LFxuICApIHt9XG5cbiAgdHJpZ2dlcigpOiB2b2lkIHtcbiAgICBpZiAodGhpcy50aW1lcikge1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCB3YWl0ID0gdGhpcy5sYXN0ICsgdGhpcy5pbnRlcnZhbE1zIC0gdGhpcy5jbG9jaygpO1xuICAgIGlmICh3YWl0IDw9IDApIHtcbiAgICAgIHRoaXMubGFzdCA9IHRoaXMuY2xvY2soKTtcbiAgICAgIHRoaXMuZmlyZSgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICB0aGlzLnRpbWVyID0gc2V0VGltZW91dCgoKSA9PiB7XG4gICAgICB0aGlzLnRpbWVyID0gdW5kZWZpbmVkO1xuICAgICAgdGhpcy5sYXN0ID0gdGhpcy5jbG9jaygpO1xuICAgICAgdGhpcy5maXJlKCk7XG4gICAgfSwgd2FpdCk7XG4gIH1cblxuICBkaXNwb3NlKCk6IHZvaWQge1xuICAgIGlmICh0aGlzLnRpbWVyKSB7XG4gICAgICBjbGVhclRpbWVvdXQodGhpcy50aW1lcik7XG4gICAgICB0aGlzLnRpbWVyID0gdW5kZWZpbmVkO1xuICAgIH1cbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIjs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFjTyxTQUFTLFdBQVcsTUFBYyxZQUF3QztBQUMvRSxNQUFJLFFBQVE7QUFDWixXQUFTLElBQUksR0FBRyxJQUFJLFlBQVksS0FBSztBQUNuQyxRQUFJLFNBQVMsS0FBSyxRQUFRO0FBQ3hCLGFBQU87QUFBQSxJQUNUO0FBQ0EsVUFBTSxPQUFPLEtBQUssV0FBVyxLQUFLO0FBQ2xDLGFBQVMsUUFBUSxTQUFVLFFBQVEsU0FBVSxRQUFRLElBQUksS0FBSyxTQUFTLElBQUk7QUFBQSxFQUM3RTtBQUNBLFNBQU87QUFDVDtBQU9PLFNBQVMsZ0JBQWdCLE1BQXNCLFFBQThDO0FBQ2xHLE1BQUksS0FBSyxZQUFZLFFBQVEsT0FBTyxVQUFVLEtBQUssU0FBUztBQUMxRCxXQUFPO0FBQUEsRUFDVDtBQUNBLE1BQUksS0FBSyxZQUFZLFFBQVEsT0FBTyxXQUFXLEdBQUc7QUFDaEQsV0FBTyxPQUFPO0FBQUEsRUFDaEI7QUFDQSxRQUFNLE1BQU0sT0FBTyxTQUFTLElBQUksV0FBVyxLQUFLLE1BQU0sT0FBTyxNQUFNLElBQUk7QUFDdkUsU0FBTyxRQUFRLFNBQVksU0FBWSxLQUFLLEtBQUssTUFBTSxHQUFHLEdBQUcsSUFBSSxPQUFPO0FBQzFFO0FBR08sTUFBTSxTQUFTO0FBQUEsRUFJcEIsWUFDbUIsTUFDQSxhQUFhLEtBQ2IsUUFBc0IsS0FBSyxLQUM1QztBQUhpQjtBQUNBO0FBQ0E7QUFBQSxFQUNoQjtBQUFBLEVBSGdCO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQU5YLE9BQU87QUFBQSxFQUNQO0FBQUEsRUFRUixVQUFnQjtBQUNkLFFBQUksS0FBSyxPQUFPO0FBQ2Q7QUFBQSxJQUNGO0FBQ0EsVUFBTSxPQUFPLEtBQUssT0FBTyxLQUFLLGFBQWEsS0FBSyxNQUFNO0FBQ3RELFFBQUksUUFBUSxHQUFHO0FBQ2IsV0FBSyxPQUFPLEtBQUssTUFBTTtBQUN2QixXQUFLLEtBQUs7QUFDVjtBQUFBLElBQ0Y7QUFDQSxTQUFLLFFBQVEsV0FBVyxNQUFNO0FBQzVCLFdBQUssUUFBUTtBQUNiLFdBQUssT0FBTyxLQUFLLE1BQU07QUFDdkIsV0FBSyxLQUFLO0FBQUEsSUFDWixHQUFHLElBQUk7QUFBQSxFQUNUO0FBQUEsRUFFQSxVQUFnQjtBQUNkLFFBQUksS0FBSyxPQUFPO0FBQ2QsbUJBQWEsS0FBSyxLQUFLO0FBQ3ZCLFdBQUssUUFBUTtBQUFBLElBQ2Y7QUFBQSxFQUNGO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
