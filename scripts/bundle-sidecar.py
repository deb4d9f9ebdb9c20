"""Puts the sidecar and everything it imports into the extension: vscode-extension/bundled/libs/.

    python scripts/bundle-sidecar.py --wheel dist/acp_bridge-0.1.0-py3-none-any.whl --target linux-x64

For each CPython the package supports, pip installs the wheel and its dependencies, as the
registries' wheels for the target platform (`--only-binary`: nothing is compiled), into
`libs/cp3XY/`. Whatever is the same for every version (the pure-Python libraries, acp_bridge
itself) is then moved once into `libs/common/`, so only the compiled ones (pydantic-core, orjson, msgspec)
are kept per version. `bundled/launch.py` puts `libs/cp3XY` and `libs/common` on `sys.path` for
the interpreter it runs on: the editor needs no network and no pip at run time.

A second run with the same wheel, target and versions does nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: The CPython versions a .vsix carries libraries for (pyproject's requires-python is ">=3.11").
#: A newer CPython needs a new entry here once its wheels are on PyPI.
PYTHON_VERSIONS = ("3.11", "3.12", "3.13", "3.14")


def _manylinux(arch: str) -> list[str]:
    # pip does not widen a manylinux tag to the older glibc versions it includes: name them all.
    return [f"manylinux_2_{minor}_{arch}" for minor in range(28, 16, -1)] + [f"manylinux2014_{arch}"]


#: VS Code's targets (`vsce package --target`) and the wheel platforms each one runs. VS Code itself
#: needs glibc 2.28 on Linux and macOS 11 or later, so those are the ceilings (pip widens a macOS tag
#: to the older versions itself).
PLATFORMS = {
    "linux-x64": _manylinux("x86_64"),
    "linux-arm64": _manylinux("aarch64"),
    "alpine-x64": ["musllinux_1_2_x86_64", "musllinux_1_1_x86_64"],
    "alpine-arm64": ["musllinux_1_2_aarch64", "musllinux_1_1_aarch64"],
    "darwin-x64": ["macosx_11_0_x86_64"],
    "darwin-arm64": ["macosx_11_0_arm64"],
    "win32-x64": ["win_amd64"],
    "win32-arm64": ["win_arm64"],
}

#: What environment markers see on each target (PEP 508): pip evaluates a dependency's markers
#: against the Python running pip, not the target, so `check_closure` evaluates them again here.
MARKER_ENVIRONMENTS = {
    "linux": {"sys_platform": "linux", "platform_system": "Linux", "os_name": "posix"},
    "alpine": {"sys_platform": "linux", "platform_system": "Linux", "os_name": "posix"},
    "darwin": {"sys_platform": "darwin", "platform_system": "Darwin", "os_name": "posix"},
    "win32": {"sys_platform": "win32", "platform_system": "Windows", "os_name": "nt"},
}
MACHINES = {
    ("win32", "x64"): "AMD64", ("win32", "arm64"): "ARM64",
    ("darwin", "x64"): "x86_64", ("darwin", "arm64"): "arm64",
    ("linux", "x64"): "x86_64", ("linux", "arm64"): "aarch64",
    ("alpine", "x64"): "x86_64", ("alpine", "arm64"): "aarch64",
}  # fmt: skip

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "vscode-extension" / "bundled" / "libs"


def tree_digest(path: Path) -> str:
    """A digest of a file or a directory tree: names and contents, in a stable order."""
    digest = hashlib.sha256()
    files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
    for file in files:
        digest.update(str(file.relative_to(path.parent)).encode())
        digest.update(b"\0")
        digest.update(file.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def marker_environment(target: str, version: str) -> dict[str, str]:
    system, arch = target.split("-")
    return {
        **MARKER_ENVIRONMENTS[system],
        "platform_machine": MACHINES[(system, arch)],
        "python_version": version,
        "python_full_version": f"{version}.0",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "extra": "",
    }


def missing_requirements(into: Path, environment: dict[str, str]) -> list[str]:
    """The requirements of the installed distributions that the target needs but are not there."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    installed = {canonicalize_name(d.stem.rsplit("-", 1)[0]) for d in into.glob("*.dist-info") if d.is_dir()}
    missing: dict[str, str] = {}
    for metadata in into.glob("*.dist-info/METADATA"):
        for line in metadata.read_text(encoding="utf-8").splitlines():
            if not line.startswith("Requires-Dist:"):
                continue
            requirement = Requirement(line.split(":", 1)[1].strip())
            if requirement.marker is not None and not requirement.marker.evaluate(environment):
                continue
            name = canonicalize_name(requirement.name)
            if name not in installed:
                missing[name] = f"{requirement.name}{requirement.specifier}"
    return sorted(missing.values())


def pip(version: str, platforms: list[str], into: Path, log: Path, what: list[str]) -> None:
    command = [
        sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "--no-input",
        "--no-compile", "--only-binary=:all:", "--implementation", "cp", "--python-version", version,
        *(arg for platform in platforms for arg in ("--platform", platform)),
        "--target", str(into), *what,
    ]  # fmt: skip
    with log.open("a") as out:
        out.write(f"$ {' '.join(command)}\n")
        out.flush()
        done = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, check=False)
    if done.returncode != 0:
        sys.exit(f"bundle-sidecar: pip could not install {' '.join(what)} for CPython {version}; see {log}")
    # Console scripts point at the build machine's interpreter: the launcher replaces them. Where
    # the wheel came from (direct_url.json) is a path on the build machine.
    shutil.rmtree(into / "bin", ignore_errors=True)
    for record in into.glob("*.dist-info/direct_url.json"):
        record.unlink()


def complete(version: str, target: str, into: Path, log: Path) -> None:
    """Installs what the target needs and pip left out (markers it judged for the build machine)."""
    environment = marker_environment(target, version)
    for _ in range(5):
        missing = missing_requirements(into, environment)
        if not missing:
            return
        pip(version, PLATFORMS[target], into, log, missing)
    sys.exit(f"bundle-sidecar: still missing for CPython {version} on {target}: {', '.join(missing)}")


def share_common(version_dirs: list[Path], common: Path) -> None:
    """Moves every entry that is identical in all version directories into `common`."""
    common.mkdir()
    first, *rest = version_dirs
    for entry in sorted(first.iterdir()):
        others = [d / entry.name for d in rest]
        if not all(o.exists() for o in others):
            continue
        digest = tree_digest(entry)
        if all(tree_digest(o) == digest for o in others):
            shutil.move(entry, common / entry.name)
            for other in others:
                shutil.rmtree(other) if other.is_dir() else other.unlink()


def bundle(wheel: Path, target: str, out: Path, log: Path) -> bool:
    """Builds `out` unless it already holds this wheel for this target. True when it built."""
    platforms = PLATFORMS[target]
    key = {
        "wheel": wheel.name,
        "wheelSha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "target": target,
        "platforms": platforms,
        "pythonVersions": list(PYTHON_VERSIONS),
        "script": hashlib.sha256(Path(__file__).read_bytes()).hexdigest(),
    }
    manifest = out / "manifest.json"
    try:
        if json.loads(manifest.read_text()) == key:
            return False
    except (OSError, ValueError):
        pass
    out.parent.mkdir(parents=True, exist_ok=True)
    # Built beside `out` and moved into place, so an interrupted build never leaves half a bundle.
    staging = Path(tempfile.mkdtemp(prefix=".libs-", dir=out.parent))
    try:
        version_dirs = []
        for version in PYTHON_VERSIONS:
            into = staging / f"cp{version.replace('.', '')}"
            pip(version, platforms, into, log, [str(wheel)])
            complete(version, target, into, log)
            version_dirs.append(into)
        share_common(version_dirs, staging / "common")
        (staging / "manifest.json").write_text(json.dumps(key, indent=2) + "\n")
        staging.chmod(0o755)  # mkdtemp's 0700 would hide the bundle from other users of a shared install
        if out.exists():
            shutil.rmtree(out)
        os.replace(staging, out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return True


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--wheel", type=Path, required=True, help="the acp_bridge wheel to bundle")
    parser.add_argument("--target", required=True, choices=sorted(PLATFORMS), help="a VS Code target")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"default {DEFAULT_OUT}")
    parser.add_argument("--log", type=Path, help="where pip's output goes (default: <out>.log)")
    args = parser.parse_args()
    out: Path = args.out.resolve()
    log: Path = args.log or out.with_suffix(".log")
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_text("")
    built = bundle(args.wheel.resolve(), args.target, out, log)
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    what = "bundled" if built else "already bundled"
    print(
        f"bundle-sidecar: {what} {args.wheel.name} for {args.target}, CPython "
        f"{', '.join(PYTHON_VERSIONS)}: {size / 2**20:.1f} MB in {out}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
