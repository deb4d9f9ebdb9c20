"""Settings: validated once, bad entries reported and skipped, defaults where values are wrong."""

from __future__ import annotations

import io
import logging

import pytest

from acp_bridge.config import DEMO_AGENT_ID, AgentConfig
from acp_bridge.logsetup import configure_logging, redactor
from acp_bridge.lsp.settings import parse_settings
from acp_bridge.mcp import to_wire
from acp_bridge.settings_entries import parse_agents, parse_servers


def test_no_agents_means_the_demo_agent() -> None:
    settings, problems = parse_settings(None)
    assert problems == []
    assert [a.id for a in settings.agents] == [DEMO_AGENT_ID]
    assert settings.using_demo_agent


def test_bad_agent_is_reported_and_the_others_keep_working() -> None:
    raw = {
        "agents": [
            {"id": "good", "command": "opencode acp"},
            {"id": "bad one", "command": "x"},
            {"id": "nocmd"},
            {"id": "good", "command": "again"},
            "not an object",
        ]
    }
    settings, problems = parse_settings(raw)
    assert [a.id for a in settings.agents] == ["good"]
    assert len(problems) == 4
    messages = [p.message for p in problems]
    assert any("bad one" in m and "id" in m for m in messages)
    assert any("nocmd" in m and "command" in m for m in messages)
    assert any("used twice" in m for m in messages)


def test_wrong_types_fall_back_to_defaults_with_a_message() -> None:
    settings, problems = parse_settings(
        {"logLevel": "loud", "traceAcp": "yes", "experimental": {"protocol2": 1}}
    )
    assert (settings.log_level, settings.trace_acp, settings.protocol2) == ("info", False, False)
    assert len(problems) == 3
    settings, problems = parse_settings(["not", "an", "object"])
    assert problems and settings.agents[0].id == DEMO_AGENT_ID


def test_command_string_and_list_forms() -> None:
    a = AgentConfig(id="a", command="node 'my dir/agent.js' --acp", args=["-v"])
    assert a.argv == ["node", "my dir/agent.js", "--acp", "-v"]
    b = AgentConfig(id="b", command=["/bin/agent"], args=[])
    assert b.argv == ["/bin/agent"]
    agents, problems = parse_agents([{"id": "c", "command": "  "}])
    assert agents == [] and problems


def test_a_program_in_the_home_folder_is_found_as_a_shell_finds_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # No shell reads a setting's command: `~/…` is expanded here, for the program only.
    monkeypatch.setenv("HOME", "/home/me")
    agents, problems = parse_agents([{"id": "d", "command": "~/bin/agent --acp ~/notes"}])
    assert problems == [] and agents[0].argv == ["/home/me/bin/agent", "--acp", "~/notes"]
    assert AgentConfig(id="e", command=["~/agent"]).argv == ["/home/me/agent"]


def test_secrets_from_env_never_reach_the_log() -> None:
    agent = AgentConfig(id="a", command="x", env={"ANTHROPIC_API_KEY": "sk-ant-supersecret", "MODE": "fast"})
    assert agent.redacted_env() == {"ANTHROPIC_API_KEY": "***", "MODE": "fast"}
    stream = io.StringIO()
    configure_logging(stream=stream, level="DEBUG")
    redactor.set_secrets(agent.secret_values())
    try:
        logging.getLogger("acp_bridge.test").info("spawning with key=%s", "sk-ant-supersecret")
        try:
            raise RuntimeError("auth failed for sk-ant-supersecret")
        except RuntimeError:
            logging.getLogger("acp_bridge.test").exception("boom")
    finally:
        redactor.set_secrets([])
        configure_logging(level="WARNING")
    out = stream.getvalue()
    assert "sk-ant-supersecret" not in out
    assert "key=***" in out and "auth failed for ***" in out


def test_the_demo_agent_gets_a_seeded_store_of_the_workspace() -> None:
    settings, _ = parse_settings(None, ["/home/me/project"])
    argv = settings.agents[0].argv
    assert argv[argv.index("--cwd") + 1] == "/home/me/project"
    store = argv[argv.index("--store") + 1]
    other, _ = parse_settings(None, ["/home/me/other"])
    other_argv = other.agents[0].argv
    assert other_argv[other_argv.index("--store") + 1] != store, "one seeded history per workspace"
    assert "project" in store


def test_a_custom_mcp_transport_goes_on_the_wire_with_every_key_it_was_configured_with() -> None:
    configured = {
        "name": "socket", "type": "_ws", "url": "wss://tools.test/mcp",
        "headers": {"Authorization": "Bearer custom-token"}, "retries": 3,
    }
    [server], problems = parse_servers([configured], "acpBridge.mcpServers")
    assert problems == []
    assert to_wire(server, 1) == configured
    assert "Bearer custom-token" in server.secret_values()


def test_messages_name_the_setting_and_speak_json() -> None:
    """The editor shows these as they are: each names the setting, and what was found in JSON's
    words ("a string", not Python's "str")."""
    def messages(raw: object) -> list[str]:
        return [problem.message for problem in parse_settings(raw)[1]]

    assert messages({"agents": "opencode acp"}) == [
        'acpBridge.agents must be a list of agents ([{"id": …, "command": …}]), not a string'
    ]
    assert messages({"agents": [{"name": "My agent", "args": ["acp"]}]}) == [
        'acpBridge.agents: agent #1 ignored: "id" is missing; "command" is missing'
    ]
    assert messages({"agents": [{"id": "a", "command": "x", "mcpServers": {"k": 1}}]}) == [
        "acpBridge.agents[a].mcpServers must be a list of MCP servers, not an object"
    ]


def test_a_wrong_field_is_said_in_the_words_of_someone_who_typed_json() -> None:
    """Not pydantic's sentences (Python's types, regular expressions, union members), and never
    the value found: only its kind."""
    def message(entry: object) -> str:
        [problem] = parse_settings({"agents": [entry]})[1]
        return problem.message.split(" ignored: ", 1)[1]

    assert message({"id": "my agent", "command": "x"}) == (
        '"id" may hold only letters, digits, ".", "_" and "-", and starts with a letter or digit'
    )
    assert message({"id": "a", "command": 5}) == '"command" must be a string or a list of strings'
    assert message({"id": "a", "command": " "}) == '"command" must not be empty'
    assert message({"id": "a", "command": "x", "args": "--acp"}) == '"args" must be a list, not a string'
    assert message({"id": "a", "command": "x", "env": {"TOKEN": 12345}}) == (
        '"env.TOKEN" must be a string, not a number'
    )
    assert message({"id": "a", "command": "x", "comand": "y"}) == (
        '"comand" is not a field of an agent (id, name, command, args, env, cwd, mcpServers)'
    )
    assert message("opencode acp") == "the entry must be an object, not a string"
    assert message({"id": "a", "command": "x", "env": {"str": 1}}) == (
        '"env.str" must be a string, not a number'
    )

    def server(entry: object) -> str:
        [problem] = parse_servers([entry], "acpBridge.mcpServers")[1]
        return problem.message.split(" ignored: ", 1)[1]

    assert server({"name": "a", "command": "x", "env": 5}) == '"env": must be an object of names to values'
    assert server({"name": "a", "command": "x", "env": {"KEY": 5}}) == (
        '"env" must map names to strings, not to a number'
    )
    assert server({"name": "a", "type": "http", "url": "ftp://x"}) == "an http server needs an http(s) url"


def test_each_problem_is_in_the_setting_the_editor_opens_to_fix_it() -> None:
    """`acpBridge/settingsProblem` names the setting whose editor its warning's button opens: the
    one its sentence names, an agent's own MCP servers being part of `acpBridge.agents`."""
    cases = [
        ({"agents": "opencode acp"}, "acpBridge.agents"),
        ({"agents": [{"id": "a"}]}, "acpBridge.agents"),
        ({"agents": [{"id": "a", "command": "x", "mcpServers": {"k": 1}}]}, "acpBridge.agents"),
        ({"mcpServers": [{"name": 1}]}, "acpBridge.mcpServers"),
        ({"logLevel": "chatty"}, "acpBridge.logLevel"),
        ({"traceAcp": "yes"}, "acpBridge.traceAcp"),
        ({"experimental": {"protocol2": 1}}, "acpBridge.experimental.protocol2"),
        ({"agents": [], "tracAcp": True}, "acpBridge"),
        ({"acp-bridge": {}}, "acpBridge"),
        ("agents", "acpBridge"),
    ]
    for raw, setting in cases:
        _, problems = parse_settings(raw)
        assert [problem.setting for problem in problems] == [setting], (raw, problems)
        if setting != "acpBridge":  # the sentence names it, as the user reads it
            assert all(setting in problem.message for problem in problems), problems
