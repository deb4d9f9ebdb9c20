"""The least a language server in its own process can add to a listing: a relay with no bridge in it.

`python -m benchmarks.list_relay AGENT_ARGV_JSON` (from the repository) speaks LSP on its standard
streams and answers any request. Asked `relay/listAll`, it pages the agent exactly as the floor does
(blocking reads, one `orjson.loads` per page, nothing kept but the sessions) and answers with every
session in one message (`orjson.dumps`). It keeps no registry, makes no items and does not look at a
single field: what it costs over the floor is only the second process, the second serialisation and
the client's parse of the answer, which `acp-bridge serve` cannot avoid either (`listing.list_relay`
times it).
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any, BinaryIO

import orjson

from .variants import INITIALIZE, _request  # the floor's own (listing.list_floor)


class Agent:
    def __init__(self, argv: list[str]) -> None:
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1 << 20)
        self.ids = 0
        self.request("initialize", INITIALIZE)

    def request(self, method: str, params: Any) -> Any:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.ids += 1
        self.proc.stdin.write(_request(self.ids, method, params))
        self.proc.stdin.flush()
        return orjson.loads(self.proc.stdout.readline())["result"]

    def list_all(self) -> list[Any]:
        sessions: list[Any] = []
        cursor = None
        while True:
            page = self.request("session/list", {"cursor": cursor} if cursor else {})
            sessions.extend(page["sessions"])
            cursor = page.get("nextCursor")
            if not cursor:
                return sessions

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def read_message(stream: BinaryIO) -> Any:
    """One Content-Length framed message; None at the end of the stream."""
    length = 0
    while True:
        header = stream.readline()
        if not header:
            return None
        if header in (b"\r\n", b"\n"):
            break
        if header.lower().startswith(b"content-length:"):
            length = int(header.split(b":", 1)[1])
    return orjson.loads(stream.read(length))


def main(argv: list[str]) -> int:
    agent = Agent(orjson.loads(argv[0]))
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    try:
        while (message := read_message(stdin)) is not None:
            if message.get("method") == "exit":
                break
            if "id" not in message:
                continue
            result = {"sessions": agent.list_all()} if message.get("method") == "relay/listAll" else None
            body = orjson.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result})
            stdout.write(b"Content-Length: %d\r\n\r\n" % len(body))
            stdout.write(body)
            stdout.flush()
    finally:
        agent.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
