"""Interop tests against real third-party ACP agents (installed by scripts/setup-agents.sh)."""
