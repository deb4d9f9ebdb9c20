"""`logsetup.Redactor` at the unit level: secrets in every form a log can show them, whole or cut."""

from __future__ import annotations

import json
import random
import re
import string
import sys
import time
import timeit
import urllib.parse
from pathlib import Path

import anyio
import pytest

from acp_bridge.acp import AgentConnection, agent_link
from acp_bridge.acp.connection import mcp_secret_values
from acp_bridge.acp.schema import PROTOCOL_V1, PROTOCOL_V2
from acp_bridge.logsetup import REDACTED, Redactor
from acp_bridge.logsetup import redactor as global_redactor
from acp_bridge.mcp import secret_values, to_wire
from acp_bridge.settings_entries import parse_servers

MISBEHAVING = Path(__file__).resolve().parents[1] / "fakes" / "misbehaving_agent.py"

SECRET = 'tok-Ünï"\\-0123456789'


@pytest.fixture
def redactor() -> Redactor:
    redactor = Redactor()
    redactor.set_secrets([SECRET])
    return redactor


def test_the_secret_is_blanked_out_raw_and_as_python_shows_it(redactor: Redactor) -> None:
    for shown in (SECRET, repr(SECRET)[1:-1], repr(SECRET.encode())[2:-1]):
        assert redactor.redact(f"before {shown} after") == f"before {REDACTED} after"


@pytest.mark.parametrize("cut", range(1, len(SECRET)))
def test_a_line_cut_inside_the_secret_shows_no_part_of_it(redactor: Redactor, cut: int) -> None:
    line = "x" * 50 + SECRET + "tail"
    shown = redactor.redact_prefix(line, 50 + cut)
    assert shown.startswith("x" * 50)
    if cut >= 3:
        assert shown == "x" * 50 + REDACTED
    assert SECRET[: max(cut, 3)] not in shown


def test_a_short_line_and_a_cut_elsewhere_are_left_alone(redactor: Redactor) -> None:
    assert redactor.redact_prefix("short", 100) == "short"
    assert redactor.redact_prefix("abcdefghij", 5) == "abcde"


def test_a_preview_is_cut_redacted_then_escaped(redactor: Redactor) -> None:
    data = ("\x1b[31m" + SECRET + " " + "y" * 300).encode()
    preview = redactor.preview(data, 200)
    assert REDACTED in preview and "tok-" not in preview
    assert "\x1b" not in preview and preview.isascii()


# -- every spelling (issue 37, item 6) --------------------------------------------------------------

#: `/`, `=` and `+` (base64), a quote, a backslash, a space, a control character, Latin-1, an emoji.
SPELLED = 'k3y/abc=de+f"g\\h i\tÜ😀-0123456789'


def json_escaped_everywhere(secret: str, upper: bool) -> str:
    """Every character as `\\uXXXX` (a surrogate pair beyond the BMP), hex in one case."""
    data = secret.encode("utf-16-be", "surrogatepass")
    units = [int.from_bytes(data[i : i + 2], "big") for i in range(0, len(data), 2)]
    return "".join((f"\\u{u:04X}" if upper else f"\\u{u:04x}") for u in units)


def spellings(secret: str) -> dict[str, str]:
    """How JSON encoders, Python and URL encoders write the secret."""
    plain_json = json.dumps(secret)[1:-1]
    return {
        "plain": secret,
        "json.dumps": plain_json,
        "json.dumps ensure_ascii=False": json.dumps(secret, ensure_ascii=False)[1:-1],
        "json with \\/": plain_json.replace("/", "\\/"),
        "gson (\\u003d for =, \\u002b for +)": plain_json.replace("=", "\\u003d").replace("+", "\\u002b"),
        ".NET (upper case hex)": plain_json.replace("=", "\\u003D").replace("+", "\\u002B"),
        "every character escaped, lower case": json_escaped_everywhere(secret, upper=False),
        "every character escaped, upper case": json_escaped_everywhere(secret, upper=True),
        "JSON inside JSON": json.dumps(plain_json)[1:-1],
        "JSON inside JSON inside JSON": json.dumps(json.dumps(plain_json)[1:-1])[1:-1],
        "repr": repr(secret)[1:-1],
        "repr of the bytes": repr(secret.encode())[2:-1],
        "percent-encoded": urllib.parse.quote(secret, safe=""),
        "percent-encoded, lower case": re.sub(
            "%[0-9A-F]{2}", lambda m: m[0].lower(), urllib.parse.quote(secret, safe="")
        ),
        "percent-encoded, every byte": "".join(f"%{b:02x}" for b in secret.encode()),
        "form-encoded": urllib.parse.quote_plus(secret, safe=""),
    }


@pytest.fixture
def spelled() -> Redactor:
    redactor = Redactor()
    redactor.set_secrets([SPELLED, "ghp_0123456789abcdefXYZ"])
    return redactor


@pytest.mark.parametrize("how", list(spellings(SPELLED)))
def test_the_secret_is_blanked_out_in_every_spelling(spelled: Redactor, how: str) -> None:
    shown = spellings(SPELLED)[how]
    assert spelled.redact(f'{{"text": "before {shown} after"}}') == f'{{"text": "before {REDACTED} after"}}'
    assert spelled.redact(shown + shown) == REDACTED * 2


def test_any_mix_of_spellings_is_blanked_out(spelled: Redactor) -> None:
    """Each character spelled its own way (an encoder that escapes some characters, then another)."""
    rng = random.Random(37)
    for _ in range(300):
        shown = "".join(rng.choice(list(spellings(c).values())) for c in SPELLED)
        assert spelled.redact(f"x {shown} y") == f"x {REDACTED} y", shown


def test_text_that_is_not_the_secret_is_left_alone(spelled: Redactor) -> None:
    near = SPELLED[:-1] + "X"  # one character off
    for shown in (*spellings(near).values(), "100% \\n \\u003d \\/ %2F + ghp_0123456789abcdefXY"):
        assert spelled.redact(shown) == shown


@pytest.mark.parametrize("how", ["json with \\/", "every character escaped, upper case", "percent-encoded"])
def test_a_cut_inside_an_escaped_secret_shows_no_part_of_it(spelled: Redactor, how: str) -> None:
    shown = spellings(SPELLED)[how]
    line = "x" * 50 + shown + "tail"
    for cut in range(51, 50 + len(shown)):
        assert spelled.redact_prefix(line, cut) == "x" * 50 + REDACTED


# -- secrets an agent holds (issue 37, item 12) -------------------------------------------------------


def test_a_secret_an_agent_holds_stays_redacted_after_the_settings_drop_it() -> None:
    redactor = Redactor()
    redactor.set_secrets(["configured-token", "mcp-header-value"])
    agent = redactor.hold(["mcp-header-value"])  # sent to the agent in a session setup
    redactor.set_secrets(["configured-token"])  # the MCP server is removed from the settings
    assert redactor.redact("mcp-header-value / mcp\\u002dheader-value") == f"{REDACTED} / {REDACTED}"
    other = redactor.hold(["env-of-another-agent"])
    other.release()  # that agent is gone: its own value is forgotten, the first agent's is not
    assert redactor.redact("env-of-another-agent mcp-header-value") == f"env-of-another-agent {REDACTED}"
    agent.release()  # the agent that held it is gone
    assert redactor.redact("mcp-header-value configured-token") == f"mcp-header-value {REDACTED}"
    agent.add(["late-value"])  # a released hold takes nothing more
    assert redactor.secrets == {"configured-token"}


def test_a_hold_released_with_a_delay_is_forgotten_after_it() -> None:
    redactor = Redactor()
    agent = redactor.hold(["last-words-token"])
    agent.release(after=0.2)  # the process is gone; its exit description is still being written
    assert redactor.redact("last-words-token") == REDACTED
    time.sleep(0.3)
    assert redactor.redact("last-words-token") == "last-words-token"
    assert redactor.secrets == set()


MCP_SERVERS, _ = parse_servers(
    [
        {"name": "tools", "command": "/bin/tools", "env": {"API_KEY": "stdio-env-value", "N": "1"}},
        {"name": "docs", "type": "http", "url": "https://x.test/mcp",
         "headers": {"Authorization": "Bearer h"}},
        {"name": "old", "type": "sse", "url": "https://x.test/sse",
         "headers": [{"name": "X-Key", "value": "sse-k"}]},
        {"name": "sock", "type": "_acme", "path": "/run/a.sock", "auth": {"t": ["cust"]}},
    ],
    "acpBridge.mcpServers",
)


@pytest.mark.parametrize("protocol", [PROTOCOL_V1, PROTOCOL_V2])
def test_the_secrets_of_the_mcp_servers_sent_are_those_of_the_settings(protocol: int) -> None:
    wire = [to_wire(server, protocol) for server in MCP_SERVERS]
    assert set(mcp_secret_values(wire)) >= set(secret_values(MCP_SERVERS))
    assert Redactor().hold(mcp_secret_values(wire)).values == set(secret_values(MCP_SERVERS))


@pytest.mark.anyio
async def test_an_agent_process_holds_its_env_and_mcp_secrets_until_it_is_gone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(agent_link, "SECRETS_KEPT_AFTER_EXIT", 0.0)
    env = {"ACP_TEST_TOKEN": "env-secret-of-the-agent"}
    sent = [to_wire(server, PROTOCOL_V1) for server in MCP_SERVERS]
    async with anyio.create_task_group() as tg:
        conn = await AgentConnection.spawn(
            tg, "holder", [sys.executable, str(MISBEHAVING), "--echo-mcp"], env=env
        )
        try:
            assert "env-secret-of-the-agent" in global_redactor.secrets
            await conn.initialize()
            await conn.new_session("/tmp", mcp_servers=sent)
            assert global_redactor.secrets >= {"env-secret-of-the-agent", *secret_values(MCP_SERVERS)}
        finally:
            await conn.aclose()
    assert not global_redactor.secrets & {"env-secret-of-the-agent", *secret_values(MCP_SERVERS)}


def test_values_shorter_than_four_characters_are_not_secrets() -> None:
    """The documented rule (logsetup, docs/lsp-extensions.md): `1`, `on`, `dev` are no credentials,
    and blanking them out everywhere would make every log unreadable."""
    redactor = Redactor()
    redactor.set_secrets(["1", "on", "dev", "four"])
    redactor.hold(["abc"])
    assert redactor.secrets == {"four"}
    assert redactor.redact("dev on 1 four abc") == f"dev on 1 {REDACTED} abc"


# -- speed ------------------------------------------------------------------------------------------


def test_a_4kb_trace_line_with_ten_secrets_is_redacted_fast() -> None:
    """Every log and trace line goes through the redactor: a few tens of microseconds each here
    (docs/architecture.md, reliability table); the bound only catches a regex gone quadratic."""
    rng = random.Random(7)
    alphabet = string.ascii_letters + string.digits + "/=+-_"
    secrets = ["".join(rng.choice(alphabet) for _ in range(rng.randint(20, 48))) for _ in range(10)]
    redactor = Redactor()
    redactor.set_secrets(secrets)
    prose = 'He said "use the other one".\nPath: /home/me/project/src/app.py, 100% done. ' * 60
    plain = json.dumps({"method": "session/update", "params": {"text": prose}})[:4096]
    escaped = plain[:2000] + json.dumps(secrets[3]).replace("/", "\\/")[1:-1] + plain[2000:4000]
    assert redactor.redact(escaped).count(REDACTED) == 1
    for line in (plain, escaped):
        per_line = min(timeit.repeat(lambda line=line: redactor.redact(line), number=50, repeat=3)) / 50
        assert per_line < 0.002, f"{per_line * 1e6:.0f} µs per 4 KB line"
