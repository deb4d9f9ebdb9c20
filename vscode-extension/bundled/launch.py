"""Runs acp-bridge from the libraries bundled in the extension, on whichever Python the editor found.

    <python> launch.py serve       the language server (what the extension runs)
    <python> launch.py --probe     one JSON line: this interpreter, and whether it can run the sidecar
    <python> launch.py ARGS…       any `acp-bridge` command (list, show, doctor, demo-agent, …)

`libs/cp3XY/` holds the compiled libraries for CPython 3.X.Y (pydantic-core, orjson) and
`libs/common/` everything else, acp_bridge included (scripts/bundle-sidecar.py builds them). They go
first on `sys.path`, so the bundled sidecar is used even when the interpreter has another acp-bridge
or pydantic installed. An interpreter the bundle does not cover may still run the sidecar when it
has acp-bridge installed itself. This file runs before anything is imported from the bundle: it uses
the standard library only and keeps to syntax every Python 3 parses, so an old interpreter gets a
clear message rather than a SyntaxError.
"""

import json
import os
import sys
import sysconfig

MINIMUM = (3, 11)
#: Read by the sidecar: it starts its built-in demo agent on the same interpreter with these paths.
LIBS_VARIABLE = "ACP_BRIDGE_BUNDLED_LIBS"
#: The exit status of an interpreter that cannot run the sidecar (the extension shows the message).
UNSUITABLE = 3


def implementation():
    # sys.implementation is 3.3+; this file must explain itself to any Python 3.
    return getattr(getattr(sys, "implementation", None), "name", "python")


def free_threaded():
    return bool(sysconfig.get_config_var("Py_GIL_DISABLED"))


def bundled_libs():
    """The bundle's directories for this interpreter, or None when the bundle does not cover it."""
    libs = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libs")
    if implementation() != "cpython" or free_threaded():
        return None
    own = os.path.join(libs, "cp%d%d" % sys.version_info[:2])
    common = os.path.join(libs, "common")
    if os.path.isdir(own) and os.path.isdir(common):
        return [own, common]
    return None


def covered_versions():
    libs = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libs")
    try:
        names = [n for n in os.listdir(libs) if n.startswith("cp3")]
    except OSError:
        return []
    return ["3.%s" % n[3:] for n in sorted(names, key=lambda n: int(n[3:]))]


def describe():
    flavour = " (free-threaded)" if free_threaded() else ""
    return "%s %s%s at %s" % (
        implementation(), ".".join(map(str, sys.version_info[:3])), flavour, sys.executable
    )


def prepare():
    """Puts the bundle on sys.path. Returns (how, problem): problem is None when the sidecar can run."""
    if sys.version_info < MINIMUM:
        return None, "acp-bridge needs Python %d.%d or newer; this is %s." % (MINIMUM + (describe(),))
    dirs = bundled_libs()
    if dirs is not None:
        sys.path[0:0] = dirs
        try:
            # The compiled libraries are the part that can fail: a 32-bit or other-architecture
            # interpreter, or a bundle built for another platform.
            import orjson  # noqa: F401
            import pydantic_core  # noqa: F401
        except ImportError as exc:
            return None, "The extension's libraries do not load on %s (another architecture?): %s" % (
                describe(), exc,
            )
        os.environ[LIBS_VARIABLE] = os.pathsep.join(dirs)
        return "bundled", None
    try:
        import acp_bridge  # noqa: F401  (an interpreter with acp-bridge installed)
    except ImportError:
        covered = covered_versions()
        needs = "CPython %s" % ", ".join(covered) if covered else "(none: the bundle is missing)"
        if free_threaded():
            needs += ", in its standard (not free-threaded) build"
        return None, "The extension bundles acp-bridge for %s; this is %s." % (needs, describe())
    return "installed", None


def main():
    # The bundle is written once and started often: let its bytecode be kept even where the user's
    # environment says otherwise (PYTHONDONTWRITEBYTECODE), or every start compiles it all again.
    sys.dont_write_bytecode = False
    how, problem = prepare()
    if sys.argv[1:] == ["--probe"]:
        print(json.dumps({
            "ok": problem is None, "problem": problem, "sidecar": how, "python": sys.executable,
            "version": ".".join(map(str, sys.version_info[:3])),
        }))  # fmt: skip
        return 0 if problem is None else UNSUITABLE
    if problem is not None:
        sys.stderr.write("acp-bridge: %s\n" % problem)
        return UNSUITABLE
    from acp_bridge.cli import main as cli_main

    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
