"""Deterministic stand-ins for ACP agents: in-process (`fake_agent`) and as a subprocess
(`misbehaving_agent.py`, driven by command-line flags)."""
