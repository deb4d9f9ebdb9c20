"""Compiles acp-bridge's hot modules with mypyc, in place (see acp_bridge/native.py).

    .venv/bin/python scripts/build-native.py [--if-stale]

Needs mypy (a dev dependency), setuptools and a C compiler with the Python headers. With --if-stale
it does nothing when the build matches the sources. Without a compiler the build fails and
acp-bridge runs on its sources, only slower.
"""

from __future__ import annotations

import fcntl
import os
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
BUILD_DIR = ".cache/native-build"


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    os.environ["ACP_BRIDGE_PURE_PYTHON"] = "1"  # this process must not load the build it replaces
    from acp_bridge import native

    if argv not in ([], ["--if-stale"]):
        print(__doc__, file=sys.stderr)
        return 2
    if argv and native.build_is_current():
        return 0
    # One build at a time (two setups started together): the second waits, then finds it current.
    (ROOT / BUILD_DIR).mkdir(parents=True, exist_ok=True)
    with open(ROOT / BUILD_DIR / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if argv and native.build_is_current():
            return 0
        return _build(native)


def _build(native: ModuleType) -> int:
    from mypyc.build import mypycify
    from setuptools import Distribution, Extension

    native.STAMP.unlink(missing_ok=True)  # a half-done build is never current
    for old in native.PACKAGE_DIR.rglob("*.so"):  # a module dropped from the list must not linger
        old.unlink()
    os.chdir(ROOT)  # mypyc names the modules after the paths it is given, relative to the project
    paths = [str(native.source_path(module).relative_to(ROOT)) for module in native.COMPILED]
    extensions = mypycify(paths, group_name=native.GROUP, target_dir=BUILD_DIR)
    for module, c_files in native.EXTENSIONS.items():
        paths = [str((native.PACKAGE_DIR / c_file).relative_to(ROOT)) for c_file in c_files]
        sources = [path for path in paths if path.endswith(".c")]
        headers = [path for path in paths if path.endswith(".h")]
        extensions.append(Extension(module, sources, depends=headers, extra_compile_args=["-O3", "-Wall"]))
    distribution = Distribution({"name": "acp-bridge-native", "ext_modules": extensions})
    command = distribution.get_command_obj("build_ext")
    command.inplace = True
    command.build_temp = f"{BUILD_DIR}/temp"
    distribution.run_command("build_ext")
    native.write_stamp()
    built = f"{len(native.COMPILED)} modules compiled, {len(native.EXTENSIONS)} C extension(s) built"
    print(f"build-native: {built}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
