"""acp-bridge: ACP coding agents' session history in the editor (an ACP client, a language server, a CLI)."""

__version__ = "0.1.0"
