"""`python -m acp_bridge …` is the `acp-bridge` command (the editor's launcher calls `acp_bridge.cli`)."""

from .cli import main

raise SystemExit(main())
