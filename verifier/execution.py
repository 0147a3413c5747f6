"""Running a graph and its rewrite, bit for bit (public path; it lives in `running.execution`).

    verifier.execution.compare(original, rewritten, args)   # None, or the first Difference
"""

from .running.execution import Difference, compare, run

__all__ = ["Difference", "compare", "run"]
