"""Tasks for the engines' own tests (tests/test_campaign.py): each answers its worker's pid, one
retires its worker, as a task whose device has failed does, and one takes a Ctrl-C."""

import os
import signal
import time

from verifier.surfaces.engines import Retire

RETIRING = 2


def pid(task):
    return os.getpid()


def pid_or_retire(task):
    return Retire(os.getpid()) if task == RETIRING else os.getpid()


def pid_after_ctrl_c(task):
    """A Ctrl-C reaches the worker after something in it unblocked SIGINT, as a thread that a
    library starts may: the worker goes on."""
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    os.kill(os.getpid(), signal.SIGINT)
    time.sleep(0.1)
    return os.getpid()
