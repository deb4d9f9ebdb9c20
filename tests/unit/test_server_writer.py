"""The language server's writer (`BridgeProtocol._send_data`): what reaches the editor is one framed
JSON-RPC message, with a result member that is JSON already (`RawJson`, a listing's sessions) as the
value it stands for, and non-ASCII text as UTF-8, whether orjson writes it or the fallback does."""

from __future__ import annotations

import io
import json
from typing import Any

import orjson
from pygls.io_ import StdoutWriter
from pygls.protocol import JsonRPCNotification, JsonRPCResponseMessage

from acp_bridge.lsp.convert import RawJson
from acp_bridge.lsp.server import BridgeLanguageServer, BridgeProtocol, plain_converter

TEXT = "# A title\n\n## User\n\n“quoted” → \"json\" \\ back\tslash\n"


def _server() -> BridgeLanguageServer:
    return BridgeLanguageServer("t", "0", converter_factory=plain_converter, protocol_cls=BridgeProtocol)


class Recorder(StdoutWriter):
    """The editor's end of stdout: every write, in order."""

    def __init__(self) -> None:
        super().__init__(io.BytesIO())
        self.writes: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.writes.append(data)


def _framed(output: bytes) -> Any:
    """The one message `output` holds, after checking its frame."""
    header, _, body = output.partition(b"\r\n\r\n")
    length = int(header.split(b"\r\n")[0].removeprefix(b"Content-Length: "))
    assert length == len(body)
    return orjson.loads(body)


def _send(message: Any) -> list[bytes]:
    server = _server()
    recorder = Recorder()
    server.protocol.set_writer(recorder)
    server.protocol._send_data(message)
    return recorder.writes


def test_a_raw_member_is_written_as_the_value_it_stands_for_and_text_as_utf8() -> None:
    result = {"uri": "acp-session:/a/b.md", "sessions": RawJson(b'[{"sessionId":"s1"}]'), "text": TEXT}
    writes = _send(JsonRPCResponseMessage(id=7, result=result, jsonrpc="2.0"))
    assert "“quoted” →".encode() in writes[-1], "UTF-8, not \\u escapes"
    message = _framed(b"".join(writes))
    sessions = [{"sessionId": "s1"}]
    assert message == {"id": 7, "jsonrpc": "2.0",
                       "result": {"uri": "acp-session:/a/b.md", "sessions": sessions, "text": TEXT}}


def test_other_messages_are_one_body_and_a_message_per_write_writer_gets_one_write() -> None:
    writes = _send(JsonRPCNotification(method="acpBridge/x", params={"a": [1, "→"]}, jsonrpc="2.0"))
    assert _framed(b"".join(writes)) == {"method": "acpBridge/x", "params": {"a": [1, "→"]}, "jsonrpc": "2.0"}
    assert len(writes) == 2  # the header, then the body

    class MessageWriter:  # a WebSocket: one message per write
        def __init__(self) -> None:
            self.writes: list[bytes] = []

        def write(self, data: bytes) -> None:
            self.writes.append(data)

        def close(self) -> None:
            pass

    server = _server()
    writer = MessageWriter()
    server.protocol.set_writer(writer)
    server.protocol._send_data(JsonRPCResponseMessage(id=1, result={"text": RawJson(b'"t"'), "n": 1},
                                                      jsonrpc="2.0"))
    assert len(writer.writes) == 1
    assert _framed(writer.writes[0]) == {"id": 1, "jsonrpc": "2.0", "result": {"text": "t", "n": 1}}


def test_a_raw_member_anywhere_else_is_written_as_its_json() -> None:
    result = {"items": [{"text": RawJson(b'"inner"')}]}
    message = _framed(b"".join(_send(JsonRPCResponseMessage(id=2, result=result, jsonrpc="2.0"))))
    assert message["result"] == {"items": [{"text": "inner"}]}


def test_a_message_orjson_refuses_goes_the_fallback_way_with_its_raw_member() -> None:
    # A lone surrogate (a client may send one escaped in a URI) makes orjson refuse the message;
    # pygls's writer escapes it, and writes the raw member as the value it stands for.
    result = {"uri": "acp-session:/a/\ud800.md", "text": RawJson(orjson.dumps(TEXT))}
    output = b"".join(_send(JsonRPCResponseMessage(id=3, result=result, jsonrpc="2.0")))
    header, _, body = output.partition(b"\r\n\r\n")
    assert int(header.split(b"\r\n")[0].removeprefix(b"Content-Length: ")) == len(body)
    message = json.loads(body)
    assert message["result"] == {"uri": "acp-session:/a/\ud800.md", "text": TEXT}


def test_a_transcript_text_with_a_lone_surrogate_is_escaped_by_the_fallback() -> None:
    # An editor's text can hold one (a document the client sent back): orjson refuses it.
    result = {"uri": "acp-session:/a/b.md", "text": 'a→"q"\n\x01 a lone \ud800 surrogate', "offset": 0}
    output = b"".join(_send(JsonRPCResponseMessage(id=5, result=result, jsonrpc="2.0")))
    header, _, body = output.partition(b"\r\n\r\n")
    assert int(header.split(b"\r\n")[0].removeprefix(b"Content-Length: ")) == len(body)
    assert json.loads(body)["result"] == result


def test_a_raw_member_with_a_lone_surrogate_goes_the_fallback_way_too() -> None:
    # A listing whose item holds a lone surrogate is escaped JSON that orjson cannot read back.
    result = {"agentId": "\ud800", "sessions": RawJson(b'[{"sessionId":"s\\ud800"}]')}
    output = b"".join(_send(JsonRPCResponseMessage(id=4, result=result, jsonrpc="2.0")))
    message = json.loads(output.partition(b"\r\n\r\n")[2])
    assert message["result"] == {"agentId": "\ud800", "sessions": [{"sessionId": "s\ud800"}]}
