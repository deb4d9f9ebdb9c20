"""When a load's replay has ended (rule 2 of the architecture): the updates before the agent's answer
are the whole replay, unless the agent answered first and replays after it.

Most agents replay before they answer: by the time the answer is read every update of the replay
has been applied (messages are handled in receive order), so the replay ends at once. Some answer
first; for them the replay is waited for, followed until it goes quiet, and cut after a limit.
"""

from __future__ import annotations

import anyio

from . import timeouts
from .sessions.transcript import Transcript

#: A load answered before any of its replay came (some agents answer first, then replay) waits this
#: long for the replay to start. Only such a load waits at all: the replay of one answered after it
#: has been applied by the time the answer is read (messages are handled in receive order).
LATE_REPLAY_WAIT = 2.0
#: A late replay has ended after this long without an update of its session ...
REPLAY_QUIET_PERIOD = 0.3
#: ... and is cut off, the transcript saying so, when it still flows this long after the answer.
LATE_REPLAY_LIMIT = timeouts.seconds("ACP_BRIDGE_LATE_REPLAY_LIMIT", 30.0)
#: How often a late replay's progress is looked at (its counter: nothing is done per update).
LATE_REPLAY_POLL = 0.05


async def follow_late_replay(transcript: Transcript, pass_: int, at_start: int) -> bool:
    """After an answer that came before any of the replay (`transcript.received == at_start` then):
    waits `LATE_REPLAY_WAIT` for the replay to start (an empty session costs this wait), then until it
    goes quiet. True when it was still flowing `LATE_REPLAY_LIMIT` after the answer (cut off). Ends
    early when a newer pass began or the pass ended."""

    def current() -> bool:
        return transcript.replaying and transcript.replay_pass == pass_

    with anyio.move_on_after(LATE_REPLAY_WAIT):
        while transcript.received == at_start and current():
            await anyio.sleep(LATE_REPLAY_POLL)
    if transcript.received == at_start:
        return False  # an empty session (or an agent that never replays it)
    deadline = anyio.current_time() + LATE_REPLAY_LIMIT
    seen = -1
    while transcript.received != seen and current():
        if anyio.current_time() >= deadline:
            return True
        seen = transcript.received
        await anyio.sleep(REPLAY_QUIET_PERIOD)
    return False


async def replay_ended(transcript: Transcript) -> None:
    """Returns once the transcript's current replay pass has ended (a load that joined another one,
    which ends its pass in the background, waits for it), within the limits above."""
    pass_ = transcript.replay_pass
    with anyio.move_on_after(LATE_REPLAY_WAIT + LATE_REPLAY_LIMIT + 1):
        while transcript.replaying and transcript.replay_pass == pass_:
            await anyio.sleep(LATE_REPLAY_POLL)
