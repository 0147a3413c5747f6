"""Tasks for the engines' own tests (tests/test_campaign.py): each answers its worker's pid, and
one retires its worker, as a task whose device has failed does."""

import os

from verifier.surfaces.engines import Retire

RETIRING = 2


def pid(task):
    return os.getpid()


def pid_or_retire(task):
    return Retire(os.getpid()) if task == RETIRING else os.getpid()
