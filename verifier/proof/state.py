"""The program as the rewrites proven so far leave it: storages merged into others (`State`), the
reads and writes of each storage in program order (`AccessIndex`), and one rewrite (`Move`).

Every rewrite has the same shape: a write that the original makes into a fresh storage F (a
kernel's clone, a scatter's result) is made instead into the storage S of the tensor it replaces,
at time t0, and F's values are read from S from then on: F merges into S with a byte shift.
"""

from __future__ import annotations

import bisect
import dataclasses
from typing import Any

from ..memory.effects import Access, MemoryModel
from ..memory.layout import Footprints, Layout


@dataclasses.dataclass
class Placement:
    storage: str
    layout: Layout


class State:
    """The program with the rewrites proven so far: storages merged into others, with a shift."""

    def __init__(self, program: MemoryModel):
        self.program = program
        self.merged: dict[str, tuple[str, Any]] = {}  # storage -> (the storage it merged into, shift)
        self.reinplaced: set[tuple[str, str]] = set()  # (kernel node, argument)
        self.members: dict[str, list[str]] = {}  # storage -> the storages merged into it (itself first)

    def storage_of(self, storage: str) -> tuple[str, int]:
        shift = 0
        while storage in self.merged:
            storage, d = self.merged[storage]
            shift += d
        return storage, shift

    def place(self, value) -> Placement:
        st, shift = self.storage_of(self.program.storage[value])
        return Placement(st, self.program.layout[value].shifted(shift))

    def outside(self, access: Access) -> Layout | None:
        if access.outside is None:
            return None
        _, shift = self.storage_of(self.program.storage[access.value])
        return access.outside.shifted(shift)

    def merge(self, fresh: str, into: str, shift: int) -> None:
        fresh_root, into_root = self.storage_of(fresh)[0], self.storage_of(into)[0]
        self.merged[fresh] = (into, shift)
        if fresh_root != into_root:
            self.members.setdefault(into_root, [into_root]).extend(self.members.pop(fresh_root, [fresh_root]))

    def storages_in(self, root: str) -> list[str]:
        """The storages of the program whose bytes now live in `root` (itself included)."""
        return self.members.get(root, [root])

    def after(self, move: "Move") -> "State":
        """This state with `move` applied too (the state is not changed)."""
        out = State(self.program)
        out.merged = dict(self.merged)
        out.reinplaced = set(self.reinplaced)
        out.members = {k: list(v) for k, v in self.members.items()}
        if move.fresh is not None:
            out.merge(move.fresh, move.target, move.shift)
        return out

    def self_copy(self, node, fp: Footprints) -> bool:
        """`node` (a copy of the program) stores into every byte of its destination the value that
        byte already holds: source and destination are the same bytes of one storage, element for
        element, with one dtype and no conjugate or negative bit to resolve."""
        if node not in self.program.copies:
            return False
        dst, src = node.args[0], node.args[1]
        dv, sv = dst.meta.get("val"), src.meta.get("val")
        if dv is None or sv is None or dv.dtype != sv.dtype:
            return False
        if dv.is_conj() != sv.is_conj() or dv.is_neg() != sv.is_neg():
            return False
        d, s = self.place(dst), self.place(src)
        return d.storage == s.storage and fp.equal(d.layout, s.layout)


class _Placements(dict):
    """Placements of values in one state, computed when first asked for."""

    def __init__(self, state: State):
        super().__init__()
        self.state = state

    def __missing__(self, value) -> Placement:
        p = self[value] = self.state.place(value)
        return p


class AccessIndex:
    """The program's reads and writes by storage as the rewrites so far merged them, each list in
    program order: a query looks only at the accesses of the storage it is about, in the window
    of time it is about. Kept up to date with the state's merges as they happen."""

    def __init__(self, state: State):
        self.state = state
        self.by_storage: dict[tuple[str, str], list[tuple[int, int, Access]]] = {}
        for seq, a in enumerate(state.program.accesses):
            storage = state.program.storage.get(a.value)
            if storage is not None:  # a value without a storage (no fake tensor) is no candidate's
                self.by_storage.setdefault((storage, a.kind), []).append((a.time, seq, a))
        self._merged: dict[tuple[str, str], tuple[int, list[tuple[int, int, Access]]]] = {}

    def of(self, root: str, kind: str) -> list[tuple[int, int, Access]]:
        """Every `kind` access ("read" or "write") of storage `root`, in program order."""
        members = self.state.storages_in(root)
        seen, entries = self._merged.get((root, kind), (0, None))
        if entries is None:
            entries, seen = list(self.by_storage.get((members[0], kind), [])), 1
        if seen < len(members):
            for m in members[seen:]:
                for e in self.by_storage.get((m, kind), []):
                    bisect.insort(entries, e, key=lambda x: (x[0], x[1]))
        self._merged[(root, kind)] = (len(members), entries)
        return entries

    def after(self, root: str, kind: str, time: int, until: int | None = None):
        """The `kind` accesses of `root` with time in (time, until] (or after `time`), in order."""
        entries = self.of(root, kind)
        i = bisect.bisect_right(entries, time, key=lambda x: x[0])
        for t, _, a in entries[i:]:
            if until is not None and t > until:
                return
            yield a


@dataclasses.dataclass
class Move:
    """One rewrite: the write of `region` happens in `target` at `time`; `fresh` merges into it."""

    node: object  # the fx node whose write moves
    time: int
    target: str
    regions: list[Layout]  # bytes newly written in target; none when the write is a self-copy
    region_what: str  # for people: "out_ptr (arg0_1)"
    fresh: str | None  # the storage whose reads now read target
    shift: Any  # byte shift of fresh inside target: an int, or a sympy expression of the sizes
    own_reads: list[tuple[str, str, Placement]]  # (argument, value, where): reads at `time` that are not snapshots
    own_writes: list[tuple[str, str, Placement]]  # the node's other writes already in target
    # a kernel call's analysed accesses (kernel_access.KernelView) and the argument written in
    # place: reads through analysed arguments are then checked access by access (races)
    kernel: Any = None
    arg: str | None = None
