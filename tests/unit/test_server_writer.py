"""What the language server writes, through pygls's own writer: a request's result reaches the
editor as one framed JSON-RPC message holding the value the handler returned (plain JSON is not
walked by cattrs, `server.plain_converter`), whatever text it holds."""

from __future__ import annotations

import io
import json
from typing import Any

from pygls.io_ import StdoutWriter

from acp_bridge.lsp.server import BridgeLanguageServer, plain_converter

TEXT = "# A title\n\n## User\n\n“quoted” → \"json\" \\ back\tslash\n"


class Recorder(StdoutWriter):
    """The editor's end of stdout: every write, in order."""

    def __init__(self) -> None:
        super().__init__(io.BytesIO())
        self.writes: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.writes.append(data)


def _answer(result: Any) -> Any:
    """The message the server writes for a request whose handler returns ``result``, after checking
    its frame."""
    server = BridgeLanguageServer("t", "0", converter_factory=plain_converter)

    @server.feature("acpBridge/test")
    def handler(_params: Any) -> Any:
        return result

    recorder = Recorder()
    server.protocol.set_writer(recorder)
    request = {"jsonrpc": "2.0", "id": 7, "method": "acpBridge/test", "params": {"a": 1}}
    server.protocol.handle_message(server.protocol.structure_message(request))
    header, _, body = b"".join(recorder.writes).partition(b"\r\n\r\n")
    assert int(header.split(b"\r\n")[0].removeprefix(b"Content-Length: ")) == len(body)
    return json.loads(body)


def test_a_result_reaches_the_editor_as_the_value_it_is() -> None:
    sessions = [{"sessionId": "s1", "facts": ["n: 3"]}]
    result = {"uri": "acp-session:/a/b.md", "sessions": sessions, "text": TEXT}
    assert _answer(result) == {"id": 7, "jsonrpc": "2.0", "result": result}


def test_a_lone_surrogate_is_escaped_not_an_error() -> None:
    # An editor's text can hold one (a URI or a title the client sent back, escaped in its JSON).
    result = {"uri": "acp-session:/a/\ud800.md", "text": 'a→"q"\n\x01 a lone \ud800 surrogate'}
    assert _answer(result)["result"] == result


def test_a_list_result_is_written_as_it_is() -> None:
    # The outline's answers (`outline_wire`) are lists of plain dicts.
    result = [{"startLine": 1, "endLine": 4, "kind": "region"}]
    assert _answer(result)["result"] == result
