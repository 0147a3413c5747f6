"""What a check of the lowered program finds: one typed finding per conflict.

Every check of this stage is a total function from a scheduled program (and what Inductor decided
in it) to a list of `Finding`s, empty when the rule holds (CompCert's validators: OK, or a typed
error). A check that cannot decide, or that raises, gives a finding of its own kind, `UNCHECKED`:
it counts as a conflict, never as a pass. What to do about a finding (refuse a fusion, keep an
order, lower again without a rewrite, report it) is decided where the checks are installed
(`verifier.integration.lowering`), not here.
"""

from __future__ import annotations

import dataclasses
import enum


class Kind(enum.Enum):
    """The ways the lowered program can break the rule "every read sees, byte for byte, the value
    the graph Inductor was handed gives it"."""

    RACE = "reads what it writes in place"  # two iterations of one kernel meet on a byte one writes
    ORDER = "runs out of order"  # a part touches a buffer before the part that computes it, or a reordering swaps two
    STALE = "reads a value the graph gives another read"  # across kernels: a load sees a later write, or misses an earlier one
    BOUNDS = "reads or writes past its buffer"  # an access some iteration makes outside the buffer's storage
    MISPLACED = "places a strided view on other elements"  # an as_strided resolved against a buffer not its storage
    LIVE = "reuses a live buffer"  # an in-place update or a free of a storage still used later
    UNCHECKED = "could not be checked"  # the check did not decide or raised: a conflict


@dataclasses.dataclass(frozen=True)
class Finding:
    """One conflict of the lowered program: the `read` and the `write` that meet on `buffer` (the
    buffer's real name: a mutation's buffer is the buffer it mutates), the scheduled node they are
    in (`kernel`), the FX nodes it was lowered from (`origins`), and the solver's witness in words
    ("" when there is none). `text` is the line for people."""

    kind: Kind
    text: str
    kernel: str = ""
    buffer: str = ""
    read: str = ""
    write: str = ""
    origins: frozenset[str] = frozenset()
    witness: str = ""
    decided: bool = True
    parts: tuple[int, ...] = ()  # inside one kernel: the parts the read and the write are in

    def line(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text


def unchecked(what: str, error: BaseException | str, origins: frozenset[str] = frozenset(), buffer: str = "") -> Finding:
    """A check that raised or did not decide: a conflict, named after what it was checking."""
    why = error if isinstance(error, str) else f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
    return Finding(Kind.UNCHECKED, f"{what}: not checked ({why})", buffer=buffer, origins=origins, decided=False)
