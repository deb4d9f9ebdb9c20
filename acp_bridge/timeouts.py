"""Timeouts that can be tuned from the environment (tests use seconds, not minutes).

Each is read once, when the module that uses it is imported, from an environment variable holding a
positive number of seconds; a missing, empty or invalid value keeps the default (an invalid one is
logged). Documented in docs/architecture.md ("Timeouts").
"""

from __future__ import annotations

import logging
import math
import os

log = logging.getLogger(__name__)


def seconds(name: str, default: float) -> float:
    """The positive, finite number of seconds in the environment variable `name`, else `default`."""
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        log.warning("%s=%r is not a positive number of seconds; using %g", name, raw, default)
        return default
    return value
