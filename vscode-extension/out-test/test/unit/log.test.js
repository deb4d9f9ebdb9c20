"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
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
var import_vscodeStub = require("./vscodeStub");
var import_vscodeStub2 = require("./vscodeStub");
var import_strict = __toESM(require("node:assert/strict"));
var import_node_test = require("node:test");
var import_log = require("../../src/log");
(0, import_node_test.describe)("RateLimiter", () => {
  (0, import_node_test.it)("the same message at most once per 30 s", () => {
    const r = new import_log.RateLimiter();
    import_strict.default.equal(r.allow("a", 0), true);
    import_strict.default.equal(r.allow("a", 29999), false);
    import_strict.default.equal(r.allow("b", 29999), true);
    import_strict.default.equal(r.allow("a", 3e4), true);
  });
});
(0, import_node_test.describe)("errors", () => {
  (0, import_node_test.beforeEach)(() => (0, import_vscodeStub2.resetRecorded)());
  (0, import_node_test.it)("messages: the bridge sentence, one line", () => {
    import_strict.default.equal((0, import_log.errorMessage)({ code: -32011, message: "The agent exited with code 1." }), "The agent exited with code 1.");
    import_strict.default.equal((0, import_log.errorMessage)(new Error("first\nsecond")), "first");
    import_strict.default.equal((0, import_log.errorMessage)("plain"), "plain");
    import_strict.default.equal((0, import_log.errorMessage)({ message: "x".repeat(400) }).length, 300);
  });
  (0, import_node_test.it)("cancellations are never shown", () => {
    import_strict.default.equal((0, import_log.isCancellation)({ code: -32800, message: "cancelled" }), true);
    import_strict.default.equal((0, import_log.isCancellation)({ code: -32002, message: "not found" }), false);
    const log = new import_log.BridgeLog();
    log.reportError("Opening", { code: -32800, message: "The request was cancelled." });
    import_strict.default.equal(import_vscodeStub2.recorded.messages.length, 0);
  });
  (0, import_node_test.it)("reportError notifies once per message within 30 s", () => {
    const log = new import_log.BridgeLog();
    log.reportError("Opening", { code: -32002, message: "Session sess_1 not found." });
    log.reportError("Opening", { code: -32002, message: "Session sess_1 not found." });
    log.reportError("Opening", { code: -32012, message: "The agent did not answer in time." });
    import_strict.default.deepEqual(import_vscodeStub2.recorded.messages, [
      { kind: "error", message: "Session sess_1 not found." },
      { kind: "error", message: "The agent did not answer in time." }
    ]);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vdGVzdC91bml0L2xvZy50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJpbXBvcnQgJy4vdnNjb2RlU3R1Yic7IC8vIGZpcnN0OiBpdCBhbnN3ZXJzIHJlcXVpcmUoJ3ZzY29kZScpXG5pbXBvcnQgeyByZWNvcmRlZCwgcmVzZXRSZWNvcmRlZCB9IGZyb20gJy4vdnNjb2RlU3R1Yic7XG5pbXBvcnQgYXNzZXJ0IGZyb20gJ25vZGU6YXNzZXJ0L3N0cmljdCc7XG5pbXBvcnQgeyBiZWZvcmVFYWNoLCBkZXNjcmliZSwgaXQgfSBmcm9tICdub2RlOnRlc3QnO1xuaW1wb3J0IHsgQnJpZGdlTG9nLCBlcnJvck1lc3NhZ2UsIGlzQ2FuY2VsbGF0aW9uLCBSYXRlTGltaXRlciB9IGZyb20gJy4uLy4uL3NyYy9sb2cnO1xuXG5kZXNjcmliZSgnUmF0ZUxpbWl0ZXInLCAoKSA9PiB7XG4gIGl0KCd0aGUgc2FtZSBtZXNzYWdlIGF0IG1vc3Qgb25jZSBwZXIgMzAgcycsICgpID0+IHtcbiAgICBjb25zdCByID0gbmV3IFJhdGVMaW1pdGVyKCk7XG4gICAgYXNzZXJ0LmVxdWFsKHIuYWxsb3coJ2EnLCAwKSwgdHJ1ZSk7XG4gICAgYXNzZXJ0LmVxdWFsKHIuYWxsb3coJ2EnLCAyOV85OTkpLCBmYWxzZSk7XG4gICAgYXNzZXJ0LmVxdWFsKHIuYWxsb3coJ2InLCAyOV85OTkpLCB0cnVlKTtcbiAgICBhc3NlcnQuZXF1YWwoci5hbGxvdygnYScsIDMwXzAwMCksIHRydWUpO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgnZXJyb3JzJywgKCkgPT4ge1xuICBiZWZvcmVFYWNoKCgpID0+IHJlc2V0UmVjb3JkZWQoKSk7XG4gIGl0KCdtZXNzYWdlczogdGhlIGJyaWRnZSBzZW50ZW5jZSwgb25lIGxpbmUnLCAoKSA9PiB7XG4gICAgYXNzZXJ0LmVxdWFsKGVycm9yTWVzc2FnZSh7IGNvZGU6IC0zMjAxMSwgbWVzc2FnZTogJ1RoZSBhZ2VudCBleGl0ZWQgd2l0aCBjb2RlIDEuJyB9KSwgJ1RoZSBhZ2VudCBleGl0ZWQgd2l0aCBjb2RlIDEuJyk7XG4gICAgYXNzZXJ0LmVxdWFsKGVycm9yTWVzc2FnZShuZXcgRXJyb3IoJ2ZpcnN0XFxuc2Vjb25kJykpLCAnZmlyc3QnKTtcbiAgICBhc3NlcnQuZXF1YWwoZXJyb3JNZXNzYWdlKCdwbGFpbicpLCAncGxhaW4nKTtcbiAgICBhc3NlcnQuZXF1YWwoZXJyb3JNZXNzYWdlKHsgbWVzc2FnZTogJ3gnLnJlcGVhdCg0MDApIH0pLmxlbmd0aCwgMzAwKTtcbiAgfSk7XG4gIGl0KCdjYW5jZWxsYXRpb25zIGFyZSBuZXZlciBzaG93bicsICgpID0+IHtcbiAgICBhc3NlcnQuZXF1YWwoaXNDYW5jZWxsYXRpb24oeyBjb2RlOiAtMzI4MDAsIG1lc3NhZ2U6ICdjYW5jZWxsZWQnIH0pLCB0cnVlKTtcbiAgICBhc3NlcnQuZXF1YWwoaXNDYW5jZWxsYXRpb24oeyBjb2RlOiAtMzIwMDIsIG1lc3NhZ2U6ICdub3QgZm91bmQnIH0pLCBmYWxzZSk7XG4gICAgY29uc3QgbG9nID0gbmV3IEJyaWRnZUxvZygpO1xuICAgIGxvZy5yZXBvcnRFcnJvcignT3BlbmluZycsIHsgY29kZTogLTMyODAwLCBtZXNzYWdlOiAnVGhlIHJlcXVlc3Qgd2FzIGNhbmNlbGxlZC4nIH0pO1xuICAgIGFzc2VydC5lcXVhbChyZWNvcmRlZC5tZXNzYWdlcy5sZW5ndGgsIDApO1xuICB9KTtcbiAgaXQoJ3JlcG9ydEVycm9yIG5vdGlmaWVzIG9uY2UgcGVyIG1lc3NhZ2Ugd2l0aGluIDMwIHMnLCAoKSA9PiB7XG4gICAgY29uc3QgbG9nID0gbmV3IEJyaWRnZUxvZygpO1xuICAgIGxvZy5yZXBvcnRFcnJvcignT3BlbmluZycsIHsgY29kZTogLTMyMDAyLCBtZXNzYWdlOiAnU2Vzc2lvbiBzZXNzXzEgbm90IGZvdW5kLicgfSk7XG4gICAgbG9nLnJlcG9ydEVycm9yKCdPcGVuaW5nJywgeyBjb2RlOiAtMzIwMDIsIG1lc3NhZ2U6ICdTZXNzaW9uIHNlc3NfMSBub3QgZm91bmQuJyB9KTtcbiAgICBsb2cucmVwb3J0RXJyb3IoJ09wZW5pbmcnLCB7IGNvZGU6IC0zMjAxMiwgbWVzc2FnZTogJ1RoZSBhZ2VudCBkaWQgbm90IGFuc3dlciBpbiB0aW1lLicgfSk7XG4gICAgYXNzZXJ0LmRlZXBFcXVhbChyZWNvcmRlZC5tZXNzYWdlcywgW1xuICAgICAgeyBraW5kOiAnZXJyb3InLCBtZXNzYWdlOiAnU2Vzc2lvbiBzZXNzXzEgbm90IGZvdW5kLicgfSxcbiAgICAgIHsga2luZDogJ2Vycm9yJywgbWVzc2FnZTogJ1RoZSBhZ2VudCBkaWQgbm90IGFuc3dlciBpbiB0aW1lLicgfSxcbiAgICBdKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICI7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7O0FBQUEsd0JBQU87QUFDUCxJQUFBQSxxQkFBd0M7QUFDeEMsb0JBQW1CO0FBQ25CLHVCQUF5QztBQUN6QyxpQkFBcUU7QUFBQSxJQUVyRSwyQkFBUyxlQUFlLE1BQU07QUFDNUIsMkJBQUcsMENBQTBDLE1BQU07QUFDakQsVUFBTSxJQUFJLElBQUksdUJBQVk7QUFDMUIsa0JBQUFDLFFBQU8sTUFBTSxFQUFFLE1BQU0sS0FBSyxDQUFDLEdBQUcsSUFBSTtBQUNsQyxrQkFBQUEsUUFBTyxNQUFNLEVBQUUsTUFBTSxLQUFLLEtBQU0sR0FBRyxLQUFLO0FBQ3hDLGtCQUFBQSxRQUFPLE1BQU0sRUFBRSxNQUFNLEtBQUssS0FBTSxHQUFHLElBQUk7QUFDdkMsa0JBQUFBLFFBQU8sTUFBTSxFQUFFLE1BQU0sS0FBSyxHQUFNLEdBQUcsSUFBSTtBQUFBLEVBQ3pDLENBQUM7QUFDSCxDQUFDO0FBQUEsSUFFRCwyQkFBUyxVQUFVLE1BQU07QUFDdkIsbUNBQVcsVUFBTSxrQ0FBYyxDQUFDO0FBQ2hDLDJCQUFHLDJDQUEyQyxNQUFNO0FBQ2xELGtCQUFBQSxRQUFPLFVBQU0seUJBQWEsRUFBRSxNQUFNLFFBQVEsU0FBUyxnQ0FBZ0MsQ0FBQyxHQUFHLCtCQUErQjtBQUN0SCxrQkFBQUEsUUFBTyxVQUFNLHlCQUFhLElBQUksTUFBTSxlQUFlLENBQUMsR0FBRyxPQUFPO0FBQzlELGtCQUFBQSxRQUFPLFVBQU0seUJBQWEsT0FBTyxHQUFHLE9BQU87QUFDM0Msa0JBQUFBLFFBQU8sVUFBTSx5QkFBYSxFQUFFLFNBQVMsSUFBSSxPQUFPLEdBQUcsRUFBRSxDQUFDLEVBQUUsUUFBUSxHQUFHO0FBQUEsRUFDckUsQ0FBQztBQUNELDJCQUFHLGlDQUFpQyxNQUFNO0FBQ3hDLGtCQUFBQSxRQUFPLFVBQU0sMkJBQWUsRUFBRSxNQUFNLFFBQVEsU0FBUyxZQUFZLENBQUMsR0FBRyxJQUFJO0FBQ3pFLGtCQUFBQSxRQUFPLFVBQU0sMkJBQWUsRUFBRSxNQUFNLFFBQVEsU0FBUyxZQUFZLENBQUMsR0FBRyxLQUFLO0FBQzFFLFVBQU0sTUFBTSxJQUFJLHFCQUFVO0FBQzFCLFFBQUksWUFBWSxXQUFXLEVBQUUsTUFBTSxRQUFRLFNBQVMsNkJBQTZCLENBQUM7QUFDbEYsa0JBQUFBLFFBQU8sTUFBTSw0QkFBUyxTQUFTLFFBQVEsQ0FBQztBQUFBLEVBQzFDLENBQUM7QUFDRCwyQkFBRyxxREFBcUQsTUFBTTtBQUM1RCxVQUFNLE1BQU0sSUFBSSxxQkFBVTtBQUMxQixRQUFJLFlBQVksV0FBVyxFQUFFLE1BQU0sUUFBUSxTQUFTLDRCQUE0QixDQUFDO0FBQ2pGLFFBQUksWUFBWSxXQUFXLEVBQUUsTUFBTSxRQUFRLFNBQVMsNEJBQTRCLENBQUM7QUFDakYsUUFBSSxZQUFZLFdBQVcsRUFBRSxNQUFNLFFBQVEsU0FBUyxvQ0FBb0MsQ0FBQztBQUN6RixrQkFBQUEsUUFBTyxVQUFVLDRCQUFTLFVBQVU7QUFBQSxNQUNsQyxFQUFFLE1BQU0sU0FBUyxTQUFTLDRCQUE0QjtBQUFBLE1BQ3RELEVBQUUsTUFBTSxTQUFTLFNBQVMsb0NBQW9DO0FBQUEsSUFDaEUsQ0FBQztBQUFBLEVBQ0gsQ0FBQztBQUNILENBQUM7IiwKICAibmFtZXMiOiBbImltcG9ydF92c2NvZGVTdHViIiwgImFzc2VydCJdCn0K
