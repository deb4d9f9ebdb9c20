"""The LSP contract's (`lsp/protocol`) model of what the bridge tells the editor about its settings."""

from __future__ import annotations

from .wire import Wire


class SettingsProblem(Wire):
    """A part of the `acpBridge` settings that is ignored, and why (`acpBridge/settingsProblem`)."""

    #: The setting the problem is in, as the editor names it (``acpBridge.agents``, or ``acpBridge``
    #: for the section as a whole): where the editor's settings open to fix it.
    setting: str
    #: One sentence that names the setting and says what is used instead.
    message: str
