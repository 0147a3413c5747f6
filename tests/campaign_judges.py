"""A campaign's judge whose worker dies on one seed (tests/test_campaign.py): the process is
killed by SIGKILL in the middle of the program, as the kernel's out-of-memory killer would."""

import os
import signal

from verifier.surfaces.campaign import _judge

DOOMED = 1001


def judge_or_die(task):
    if task[0] == DOOMED:
        os.kill(os.getpid(), signal.SIGKILL)
    return _judge(task)
