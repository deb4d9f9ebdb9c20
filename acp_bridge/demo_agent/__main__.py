"""`python -m acp_bridge.demo_agent`."""

from . import main

raise SystemExit(main())
