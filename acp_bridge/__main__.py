"""`python -m acp_bridge …` is the `acp-bridge` command (the editor's launcher runs `acp_bridge.cli` itself)."""

from .cli import main

raise SystemExit(main())
