"""acp-bridge: ACP coding agents' session history in the editor (an ACP client, a language server, a CLI)."""

__version__ = "0.1.0"

# Before any compiled module is imported: a build older than its sources is never used (native.py).
from . import native

native.install()
