"""Fabricates an opencode session store for the E2E tests and prints it as JSON on stdout.

Reuses the interop tests' fabricator (tests/interop/agents.py: `opencode import` of export files
under a throwaway HOME/XDG). Usage: python fabricate_opencode.py TMPDIR
"""

import json
import sys
from pathlib import Path

repo = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(repo / "tests" / "interop"))

from agents import fabricate_opencode, missing_agents  # noqa: E402

KEEP = ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "NO_PROXY",
        "no_proxy", "OPENAI_API_BASE")

if "opencode" in missing_agents():
    print(json.dumps({"missing": True}))
    sys.exit(0)
fa = fabricate_opencode(Path(sys.argv[1]))
env = {k: v for k, v in fa.env.items() if k in KEEP or k.startswith("OPENCODE_") or k.endswith("_BASE_URL")}
print(json.dumps({
    "missing": False,
    "argv": fa.argv,
    "env": env,
    "cwd": fa.cwd,
    "sessions": [
        {"sessionId": s.session_id, "title": s.title, "cwd": s.cwd, "updatedAt": s.updated_at.isoformat(),
         "messages": s.messages}
        for s in fa.sessions
    ],
}))
