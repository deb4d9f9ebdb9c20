"""What the bridge answers when an agent calls the client: `fs/*` confined to the session's roots, and
permission requests that are never auto-approved."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import anyio
import pytest

from acp_bridge.acp import ClientRole, FolderBoundary, confined_files
from acp_bridge.acp.schema import PermissionRequest
from acp_bridge.jsonrpc import INVALID_PARAMS, RESOURCE_NOT_FOUND, JsonRpcError

pytestmark = pytest.mark.anyio

SESSION = "sess-1"


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / "src").mkdir(parents=True)
    (root / "src" / "main.py").write_text("line 1\nline 2\nline 3\nline 4\n")
    (tmp_path / "secret.txt").write_text("top secret\n")
    return root


@pytest.fixture
def extra(tmp_path: Path) -> Path:
    folder = tmp_path / "extra"
    folder.mkdir()
    (folder / "notes.md").write_text("notes\n")
    return folder


@pytest.fixture
def client(workspace: Path, extra: Path) -> ClientRole:
    role = ClientRole()
    role.set_roots(SESSION, [str(workspace), str(extra)])
    return role


async def read(client: ClientRole, path: Path | str, session: str = SESSION, **extra: Any) -> str:
    result = await client.read_text_file({"sessionId": session, "path": str(path), **extra})
    return str(result["content"])


async def write(client: ClientRole, path: Path | str, content: str, session: str = SESSION) -> None:
    await client.write_text_file({"sessionId": session, "path": str(path), "content": content})


async def refused(call: Any) -> JsonRpcError:
    with pytest.raises(JsonRpcError) as caught:
        await call
    return caught.value


# -- reads and writes inside the roots --------------------------------------------------------------


async def test_reads_a_file_in_the_cwd_and_in_an_additional_directory(
    client: ClientRole, workspace: Path, extra: Path
) -> None:
    assert await read(client, workspace / "src" / "main.py") == "line 1\nline 2\nline 3\nline 4\n"
    assert await read(client, extra / "notes.md") == "notes\n"


async def test_line_and_limit_select_lines_one_based(client: ClientRole, workspace: Path) -> None:
    path = workspace / "src" / "main.py"
    assert await read(client, path, line=2, limit=2) == "line 2\nline 3\n"
    assert await read(client, path, line=4) == "line 4\n"
    assert await read(client, path, limit=1) == "line 1\n"
    assert await read(client, path, line=10) == ""


async def test_line_numbers_count_newlines_only(client: ClientRole, workspace: Path) -> None:
    # A form feed or U+2028 inside a line is not a line break for the agent.
    path = workspace / "odd.txt"
    path.write_bytes("one\x0cstill one\ntwo \u2028 still two\nthree".encode())
    assert await read(client, path, line=2, limit=1) == "two \u2028 still two\n"
    assert await read(client, path, line=3) == "three"


async def test_crlf_line_endings_are_returned_as_they_are(client: ClientRole, workspace: Path) -> None:
    path = workspace / "windows.txt"
    path.write_bytes(b"a\r\nb\r\n")
    assert await read(client, path) == "a\r\nb\r\n"
    assert await read(client, path, line=2) == "b\r\n"


async def test_a_missing_file_is_not_found(client: ClientRole, workspace: Path) -> None:
    error = await refused(read(client, workspace / "nope.txt"))
    assert error.code == RESOURCE_NOT_FOUND


async def test_a_write_creates_and_replaces_files(client: ClientRole, workspace: Path) -> None:
    target = workspace / "src" / "new.py"
    await write(client, target, "print('hi')\n")
    assert target.read_text() == "print('hi')\n"
    await write(client, target, "print('bye')\n")
    assert target.read_text() == "print('bye')\n"
    # Nothing is left behind next to it.
    assert sorted(p.name for p in target.parent.iterdir()) == ["main.py", "new.py"]


async def test_a_write_keeps_the_mode_of_the_file_it_replaces(client: ClientRole, workspace: Path) -> None:
    script = workspace / "build.sh"
    script.write_text("#!/bin/sh\necho old\n")
    script.chmod(0o755)
    await write(client, script, "#!/bin/sh\necho new\n")
    assert stat.S_IMODE(script.stat().st_mode) == 0o755
    assert script.read_text().endswith("echo new\n")


async def test_a_new_file_gets_the_usual_mode(client: ClientRole, workspace: Path) -> None:
    umask = os.umask(0o022)
    os.umask(umask)
    await write(client, workspace / "fresh.txt", "x")
    assert stat.S_IMODE((workspace / "fresh.txt").stat().st_mode) == 0o666 & ~umask


async def test_a_failed_write_leaves_the_old_file_whole(client: ClientRole, workspace: Path) -> None:
    target = workspace / "src" / "main.py"
    before = target.read_text()
    with pytest.raises(UnicodeEncodeError):
        await write(client, target, "half \udcff written")  # a lone surrogate cannot be encoded
    assert target.read_text() == before
    assert sorted(p.name for p in target.parent.iterdir()) == ["main.py"]


async def test_a_write_is_atomic_a_reader_never_sees_a_partial_file(
    client: ClientRole, workspace: Path
) -> None:
    target = workspace / "data.txt"
    target.write_text("old content\n")
    inode_before = target.stat().st_ino
    await write(client, target, "new content\n" * 1000)
    # Replaced by rename (a new inode), not rewritten in place.
    assert target.stat().st_ino != inode_before
    assert target.read_text() == "new content\n" * 1000


async def test_a_planted_temp_symlink_does_not_redirect_the_write(
    client: ClientRole, workspace: Path, tmp_path: Path
) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("untouched\n")
    (workspace / ".main.py.acp-bridge.tmp").symlink_to(outside)
    await write(client, workspace / "main.py", "inside\n")
    assert outside.read_text() == "untouched\n"
    assert (workspace / "main.py").read_text() == "inside\n"


async def test_a_write_through_a_symlink_inside_the_roots_updates_the_target(
    client: ClientRole, workspace: Path
) -> None:
    link = workspace / "link.py"
    link.symlink_to(workspace / "src" / "main.py")
    await write(client, link, "via link\n")
    assert link.is_symlink()
    assert (workspace / "src" / "main.py").read_text() == "via link\n"


async def test_a_write_into_a_missing_folder_is_not_found(client: ClientRole, workspace: Path) -> None:
    error = await refused(write(client, workspace / "no" / "such" / "dir.txt", "x"))
    assert error.code == RESOURCE_NOT_FOUND


async def test_a_write_to_a_session_folder_itself_says_so(client: ClientRole, workspace: Path) -> None:
    error = await refused(write(client, workspace, "x"))
    assert "one of the session's folders, not a file" in error.message
    assert (workspace / "src" / "main.py").is_file(), "the folder is as it was"


# -- refusals ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("operation", ["read", "write"])
async def test_dot_dot_escapes_are_refused(
    client: ClientRole, workspace: Path, tmp_path: Path, operation: str
) -> None:
    sneaky = f"{workspace}/src/../../secret.txt"
    call = read(client, sneaky) if operation == "read" else write(client, sneaky, "pwned")
    error = await refused(call)
    assert error.code == INVALID_PARAMS
    assert "outside the session's folders" in error.message
    assert (tmp_path / "secret.txt").read_text() == "top secret\n"


async def test_an_absolute_path_outside_the_roots_is_refused(client: ClientRole, tmp_path: Path) -> None:
    for path in (tmp_path / "secret.txt", Path("/etc/passwd")):
        error = await refused(read(client, path))
        assert "access denied" in error.message


async def test_a_sibling_folder_sharing_a_name_prefix_is_outside(
    client: ClientRole, workspace: Path, tmp_path: Path
) -> None:
    sibling = tmp_path / "project-evil"
    sibling.mkdir()
    (sibling / "x.txt").write_text("x")
    error = await refused(read(client, sibling / "x.txt"))
    assert "outside" in error.message


@pytest.mark.parametrize("operation", ["read", "write"])
async def test_a_symlink_pointing_outside_is_refused(
    client: ClientRole, workspace: Path, tmp_path: Path, operation: str
) -> None:
    link = workspace / "innocent.txt"
    link.symlink_to(tmp_path / "secret.txt")
    call = read(client, link) if operation == "read" else write(client, link, "pwned")
    error = await refused(call)
    assert "outside the session's folders" in error.message
    assert (tmp_path / "secret.txt").read_text() == "top secret\n"


async def test_a_symlinked_folder_pointing_outside_is_refused(
    client: ClientRole, workspace: Path, tmp_path: Path
) -> None:
    (workspace / "escape").symlink_to(tmp_path)
    error = await refused(read(client, workspace / "escape" / "secret.txt"))
    assert "outside" in error.message


# -- a path swapped between the check and the open (the agent races the bridge) -------------------


@pytest.fixture
def swapped_at_open(monkeypatch: pytest.MonkeyPatch) -> Any:
    """Runs the given swap once, just before the bridge opens the file or its folder: what a racing
    agent does between the path's check and its use."""
    swaps: list[Any] = []
    opening = confined_files._open

    def open_after_the_swap(path: Path, flags: int) -> int:
        while swaps:
            swaps.pop()()
        return opening(path, flags)

    monkeypatch.setattr(confined_files, "_open", open_after_the_swap)
    return swaps.append


@pytest.mark.parametrize("operation", ["read", "write"])
async def test_a_folder_swapped_for_a_symlink_outside_is_refused(
    client: ClientRole, workspace: Path, tmp_path: Path, swapped_at_open: Any, operation: str
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "main.py").write_text("outside\n")

    def swap() -> None:
        (workspace / "src").rename(workspace / "src-moved")
        (workspace / "src").symlink_to(outside)

    swapped_at_open(swap)
    path = workspace / "src" / "main.py"
    error = await refused(read(client, path) if operation == "read" else write(client, path, "pwned"))
    # A read opens the file (through the symlink: its place is checked); a write, the folder itself.
    why = "moved outside the session's folders" if operation == "read" else "its folder is now a symlink"
    assert why in error.message
    assert (outside / "main.py").read_text() == "outside\n"
    assert [p.name for p in outside.iterdir()] == ["main.py"], "no file left outside"


async def test_a_file_swapped_for_a_symlink_outside_is_refused(
    client: ClientRole, workspace: Path, tmp_path: Path, swapped_at_open: Any
) -> None:
    target = workspace / "src" / "main.py"

    def swap() -> None:
        target.unlink()
        target.symlink_to(tmp_path / "secret.txt")

    swapped_at_open(swap)
    error = await refused(read(client, target))
    assert "a symlink took its place" in error.message


async def test_a_file_swapped_for_a_fifo_is_refused_without_blocking(
    client: ClientRole, workspace: Path, swapped_at_open: Any
) -> None:
    target = workspace / "src" / "main.py"

    def swap() -> None:
        target.unlink()
        os.mkfifo(target)

    swapped_at_open(swap)
    with anyio.fail_after(5):  # a blocking open of a FIFO no one writes would never return
        error = await refused(read(client, target))
    assert "not a regular file" in error.message


async def test_writes_by_name_where_folders_cannot_be_opened(
    client: ClientRole, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Windows: no folder descriptors; the checked names are used, and what is no file is refused.
    monkeypatch.setattr(confined_files, "_AT_FOLDER", False)
    await write(client, workspace / "src" / "main.py", "by name\n")
    assert (workspace / "src" / "main.py").read_text() == "by name\n"
    os.mkfifo(workspace / "pipe")
    with pytest.raises(JsonRpcError, match="not a regular file"):
        await write(client, workspace / "pipe", "x")
    with pytest.raises(JsonRpcError, match="not a regular file"):
        await write(client, workspace / "src", "x")
    assert (await refused(write(client, workspace / "no" / "file.txt", "x"))).code == RESOURCE_NOT_FOUND


async def test_a_path_with_a_nul_character_is_invalid_params(client: ClientRole, workspace: Path) -> None:
    error = await refused(read(client, f"{workspace}/a\0b"))
    assert error.code == INVALID_PARAMS and "NUL" in error.message


async def test_a_path_too_long_for_the_system_is_a_clear_error(client: ClientRole, workspace: Path) -> None:
    error = await refused(read(client, workspace / ("x" * 300)))
    assert error.code == INVALID_PARAMS
    assert "too long" in error.message and "internal" not in error.message.lower(), error.message


async def test_a_device_file_is_refused(client: ClientRole) -> None:
    # Read only: a write that a regression let through would replace /dev/null (tests run as root).
    # The FIFO and folder tests hold the writes.
    client.set_roots("dev-session", ["/dev"])
    with pytest.raises(JsonRpcError, match="not a regular file"):
        await read(client, "/dev/zero", session="dev-session")


async def test_a_symlink_to_a_device_inside_the_roots_is_refused(client: ClientRole, workspace: Path) -> None:
    (workspace / "zero").symlink_to("/dev/zero")
    error = await refused(read(client, workspace / "zero"))
    assert "access denied" in error.message


@pytest.mark.parametrize("operation", ["read", "write"])
async def test_a_fifo_is_refused_without_blocking(
    client: ClientRole, workspace: Path, operation: str
) -> None:
    fifo = workspace / "pipe"
    os.mkfifo(fifo)
    call = read(client, fifo) if operation == "read" else write(client, fifo, "x")
    with pytest.raises(JsonRpcError, match="not a regular file"):
        await call
    assert stat.S_ISFIFO(fifo.stat().st_mode)


async def test_a_folder_is_refused(client: ClientRole, workspace: Path) -> None:
    with pytest.raises(JsonRpcError, match="not a regular file"):
        await read(client, workspace / "src")
    with pytest.raises(JsonRpcError, match="not a regular file"):
        await write(client, workspace / "src", "x")


@pytest.mark.parametrize("operation", ["read", "write"])
async def test_a_relative_path_is_refused(
    client: ClientRole, workspace: Path, operation: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(workspace)  # even when it would resolve inside the roots
    call = read(client, "src/main.py") if operation == "read" else write(client, "src/main.py", "x")
    error = await refused(call)
    assert error.code == INVALID_PARAMS
    assert "absolute" in error.message


async def test_an_unknown_session_is_refused(client: ClientRole, workspace: Path) -> None:
    error = await refused(read(client, workspace / "src" / "main.py", session="who-is-this"))
    assert error.code == RESOURCE_NOT_FOUND
    assert "unknown session" in error.message


async def test_a_forgotten_session_loses_its_access(client: ClientRole, workspace: Path) -> None:
    client.forget(SESSION)
    error = await refused(read(client, workspace / "src" / "main.py"))
    assert "unknown session" in error.message


@pytest.mark.parametrize(
    "params",
    [
        None,
        {},
        {"sessionId": SESSION},
        {"sessionId": SESSION, "path": 3},
        {"sessionId": SESSION, "path": "/x", "line": 0},
    ],
)
async def test_invalid_params_are_refused_without_python_text(client: ClientRole, params: Any) -> None:
    error = await refused(client.read_text_file(params))
    assert error.code == INVALID_PARAMS
    assert error.message.startswith("invalid params")
    assert "pydantic" not in error.message and "Traceback" not in error.message


# -- permission -------------------------------------------------------------------------------------

PERMISSION = {
    "sessionId": SESSION,
    "toolCall": {"toolCallId": "call-1", "title": "rm -rf build"},
    "options": [
        {"optionId": "allow", "name": "Allow once", "kind": "allow_once"},
        {"optionId": "reject", "name": "Reject", "kind": "reject_once"},
    ],
}


class Chooses:
    def __init__(self, choice: str | None) -> None:
        self.choice = choice
        self.asked: list[PermissionRequest] = []

    async def ask(self, request: PermissionRequest) -> str | None:
        self.asked.append(request)
        return self.choice


async def test_the_default_asker_answers_cancelled() -> None:
    assert await ClientRole().request_permission(PERMISSION) == {"outcome": {"outcome": "cancelled"}}


async def test_a_custom_askers_choice_is_returned_as_selected() -> None:
    asker = Chooses("reject")
    result = await ClientRole(asker).request_permission(PERMISSION)
    assert result == {"outcome": {"outcome": "selected", "optionId": "reject"}}
    (request,) = asker.asked
    assert request.tool_call["title"] == "rm -rf build"
    assert [o.option_id for o in request.options] == ["allow", "reject"]


@pytest.mark.parametrize("choice", ["allow_always", "", None])
async def test_an_option_that_was_not_offered_becomes_cancelled(choice: str | None) -> None:
    result = await ClientRole(Chooses(choice)).request_permission(PERMISSION)
    assert result == {"outcome": {"outcome": "cancelled"}}


async def test_a_malformed_permission_request_is_invalid_params() -> None:
    error = await refused(ClientRole(Chooses("allow")).request_permission({"sessionId": SESSION}))
    assert error.code == INVALID_PARAMS


async def test_the_boundary_bounds_roots_the_agent_named(workspace: Path, tmp_path: Path) -> None:
    # The session's root is the folder above the workspace (what an agent listing it in / gets);
    # the boundary the user chose (the workspace) still holds.
    role = ClientRole(boundary=FolderBoundary([str(workspace)], name="the workspace folders"))
    role.set_roots(SESSION, [str(tmp_path)])
    assert await read(role, workspace / "src" / "main.py") == "line 1\nline 2\nline 3\nline 4\n"
    error = await refused(read(role, tmp_path / "secret.txt"))
    assert error.code == INVALID_PARAMS and "outside the workspace folders" in error.message
    await refused(write(role, tmp_path / "planted.txt", "x"))
    assert not (tmp_path / "planted.txt").exists()


async def test_an_empty_boundary_allows_nothing(workspace: Path) -> None:
    role = ClientRole(boundary=FolderBoundary())  # an editor window with no folder open
    role.set_roots(SESSION, [str(workspace)])
    await refused(read(role, workspace / "src" / "main.py"))


async def test_a_read_only_session_reads_but_never_writes(client: ClientRole, workspace: Path) -> None:
    client.set_read_only(SESSION, True)
    assert (await read(client, workspace / "src" / "main.py")).startswith("line 1")
    error = await refused(write(client, workspace / "new.txt", "x"))
    assert "the session is open read-only" in error.message and not (workspace / "new.txt").exists()
    client.set_read_only(SESSION, False)  # opened to work in, or prompted
    await write(client, workspace / "new.txt", "x")
    assert (workspace / "new.txt").read_text() == "x"
