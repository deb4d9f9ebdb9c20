"""`python -m acp_bridge …` is the `acp-bridge` command (the editor starts `-m acp_bridge serve`)."""

from .cli import main

raise SystemExit(main())
