"""The Python package as a person installs it: the wheel, into a fresh venv, with nothing from this
checkout on the import path; and the extension's launcher on an interpreter that has nothing at all."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = ROOT / "vscode-extension" / "bundled" / "launch.py"

pytestmark = pytest.mark.slow


def clean_env(tmp: Path) -> dict[str, str]:
    """No PYTHONPATH, and a home and data folder of the test's own."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(tmp / "home"), XDG_DATA_HOME=str(tmp / "data"), XDG_STATE_HOME=str(tmp / "state"))
    return env


@pytest.fixture(scope="module")
def wheel() -> Path:
    built = subprocess.run(
        ["bash", str(ROOT / "scripts" / "build-wheel.sh")], capture_output=True, text=True, check=True
    )
    return Path(built.stdout.strip().splitlines()[-1])


def test_the_wheel_is_pure_python_and_holds_only_the_package(wheel: Path) -> None:
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    names = zipfile.ZipFile(wheel).namelist()
    assert "acp_bridge/cli.py" in names and "acp_bridge/demo_agent/__main__.py" in names
    top = {n.split("/", 1)[0] for n in names}
    assert {t for t in top if not t.endswith(".dist-info")} == {"acp_bridge"}, top
    compiled = [n for n in names if n.endswith((".so", ".pyd", ".c", ".h", ".pyx"))]
    assert compiled == []


def test_the_wheel_in_a_fresh_venv_runs_doctor_against_the_demo_agent(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python, cli = venv / "bin" / "python", venv / "bin" / "acp-bridge"
    env = clean_env(tmp_path)
    pip = [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "--only-binary=:all:"]
    subprocess.run([*pip, str(wheel)], check=True, cwd=tmp_path, env=env)
    where = subprocess.run(
        [str(python), "-c", "import acp_bridge; print(acp_bridge.__file__)"],
        capture_output=True, text=True, check=True, cwd=tmp_path, env=env,
    ).stdout.strip()  # fmt: skip
    assert where.startswith(str(venv)), f"acp_bridge imported from {where}, not the venv"

    store = tmp_path / "store"
    agent = f"{cli} demo-agent --store {store} --seed 12 --cwd {tmp_path}"
    doctor = subprocess.run(
        [str(cli), "doctor", "--agent", agent],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
    assert "demo" in doctor.stdout.lower(), doctor.stdout
    listed = subprocess.run(
        [str(cli), "list", "--agent", agent, "--cwd", str(tmp_path), "--json"],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120, check=True,
    )  # fmt: skip
    sessions = json.loads(listed.stdout)
    assert sessions, "the seeded demo agent lists sessions of this folder"
    shown = subprocess.run(
        [str(cli), "show", "--agent", agent, "--cwd", str(tmp_path), sessions[0]["sessionId"]],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120, check=True,
    )  # fmt: skip
    assert "## User" in shown.stdout


def test_the_launcher_explains_an_interpreter_it_cannot_use(tmp_path: Path) -> None:
    """A launcher whose bundle is missing, on a Python without acp-bridge: a clear line, exit 3."""
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    shutil.copy(LAUNCHER, bundled / "launch.py")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    env = clean_env(tmp_path)
    probe = subprocess.run(
        [str(venv / "bin" / "python"), str(bundled / "launch.py"), "--probe"],
        capture_output=True, text=True, cwd=tmp_path, env=env,
    )  # fmt: skip
    assert probe.returncode == 3
    answer = json.loads(probe.stdout)
    assert answer["ok"] is False and "bundle is missing" in answer["problem"], answer
    serve = subprocess.run(
        [str(venv / "bin" / "python"), str(bundled / "launch.py"), "serve"],
        capture_output=True, text=True, cwd=tmp_path, env=env,
    )  # fmt: skip
    assert serve.returncode == 3
    missing = "acp-bridge: The extension bundles acp-bridge for (none: the bundle is missing)"
    assert serve.stderr.startswith(missing), serve.stderr


def test_the_probe_refuses_an_interpreter_the_compiled_libraries_do_not_load_on(tmp_path: Path) -> None:
    """A bundle built for another architecture: the probe says so, so the next interpreter is tried."""
    libs = tmp_path / "bundled" / "libs"
    own = libs / f"cp{sys.version_info[0]}{sys.version_info[1]}"
    own.mkdir(parents=True)
    (libs / "common").mkdir()
    shutil.copy(LAUNCHER, tmp_path / "bundled" / "launch.py")
    (own / "orjson.py").write_text("raise ImportError('wrong ELF class: ELFCLASS32')\n")
    probe = subprocess.run(
        [sys.executable, str(tmp_path / "bundled" / "launch.py"), "--probe"],
        capture_output=True, text=True, cwd=tmp_path, env=clean_env(tmp_path),
    )  # fmt: skip
    assert probe.returncode == 3
    problem = json.loads(probe.stdout)["problem"]
    assert "do not load" in problem and "ELFCLASS32" in problem, problem
