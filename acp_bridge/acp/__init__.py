"""The ACP client: agent processes, the typed connection, capability gates and the client role.

The names below are imported when first asked for (PEP 562), not with the package: importing
`acp.process` alone must not import the connection layer, so that the command line can start an
agent first and import the rest while the agent starts (`cli.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy_exports import lazy_getattr

if TYPE_CHECKING:
    from .boundary import FolderBoundary
    from .capabilities import AgentFeatures
    from .client_role import CancelAllPermissions, ClientRole, PermissionAsker
    from .connection import AgentConnection, UpdateSink
    from .errors import AgentError, AgentErrorKind
    from .process import AgentProcess

#: Each name the package exports, and the module that defines it.
_EXPORTS = {
    "AgentConnection": ".connection",
    "AgentError": ".errors",
    "AgentErrorKind": ".errors",
    "AgentFeatures": ".capabilities",
    "AgentProcess": ".process",
    "CancelAllPermissions": ".client_role",
    "ClientRole": ".client_role",
    "FolderBoundary": ".boundary",
    "PermissionAsker": ".client_role",
    "UpdateSink": ".connection",
}

__all__ = [
    "AgentConnection",
    "AgentError",
    "AgentErrorKind",
    "AgentFeatures",
    "AgentProcess",
    "CancelAllPermissions",
    "ClientRole",
    "FolderBoundary",
    "PermissionAsker",
    "UpdateSink",
]

__getattr__ = lazy_getattr(__name__, _EXPORTS)
