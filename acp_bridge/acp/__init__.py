"""The ACP client: agent processes, the typed connection, capability gates and the client role."""

from .boundary import FolderBoundary
from .capabilities import AgentFeatures
from .client_role import CancelAllPermissions, ClientRole, PermissionAsker
from .connection import AgentConnection, UpdateSink
from .errors import AgentError, AgentErrorKind
from .process import AgentProcess

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
