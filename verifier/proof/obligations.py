"""Obligations: the Z3 queries that decide one rewrite in the program as rewritten so far.

Every rewrite has the same shape: a write that the original makes into a fresh storage F
(a kernel's clone, a scatter's result) is made instead into the storage S of the tensor it
replaces, at time t0, and F's values are read from S from then on. The one rule: in the
rewritten program every read sees, byte for byte, the value it sees in the original. It fails
in exactly these ways, each one named query; satisfiable means a conflict:

- self-aliasing: at t0 the node also reads (or writes) bytes of S that it now writes, through
  an argument that is not cloned.
- stale read: a read of S after t0 sees the new bytes where the original saw old ones, because
  no write of S in between covers them. Reads at the end of the graph are the caller's view
  of the inputs ("input contents") and the outputs.
- clobbered result: a read of F after t0 now reads S, and some write of S in between changed
  those bytes, where the original's F was untouched.

Writes of the original are kept as they are, also write-backs that become self-copies. A copy
whose source and destination are, in the program with the move applied, the same bytes of one
storage element for element, with one dtype, stores into every byte exactly the value it holds:
it changes nothing that any later read can see, through whatever view, so the clobbered-result
query does not count it (its own read is checked like every other read). This is decided from
placements (values), never from node names. Writes of the original are the same in the
rewritten program by induction on program order, because every read is.
"""

from __future__ import annotations

from typing import Any

import torch
import z3

from ..memory.effects import Access
from ..memory.layout import Footprints, Layout, sorted_unique
from ..memory.symbolic import Symbols, Unsupported
from .kernel_races import KernelRaces
from .report import Conflict, Obligation
from .state import AccessIndex, Move, State, _Placements
from .solver import Answer, decide


class Checker(KernelRaces):
    """Runs a Move's obligations against a State."""

    def __init__(self, state: State, symbols: Symbols, budget_ms: int, keep_smt2: bool = False, exhaustive: bool = False):
        self.state = state
        # every later read checked, no read skipped for a covering write; so are the SMT-LIB files
        # kept (proofs/), which then hold every query of the design's obligations
        self.exhaustive = exhaustive or keep_smt2
        self.symbols = symbols
        self.fp = Footprints(symbols)
        self.budget_ms = budget_ms
        self.keep_smt2 = keep_smt2
        self.label = ""  # the candidate or link being checked, for the kept SMT-LIB2
        self.smt2: list[tuple[str, str, str, str, str]] = []  # (label, query, check, answer, smt2) when kept
        self.without_solver = 0  # checks decided exactly by enumeration (concrete, small layouts)
        self.with_solver = 0  # checks that asked Z3
        # questions answered by a cheap exact argument, never asked at all: by name
        self.shortcuts: dict[str, int] = {"disjoint intervals": 0, "outside the read": 0, "window cut by a covering write": 0}
        self.index = AccessIndex(state) if state is not None else None
        self._launches: dict = {}  # the enumerated points of concrete launches (`race_free`)

    def run(self, move: Move) -> tuple[list[Obligation], Conflict | None, str | None]:
        """Obligations with their answers, the first conflict, and why it is unknown (if so)."""
        st = self.state
        self._placed = _Placements(st)
        obligations: list[Obligation] = []
        unknown: str | None = None
        conditional: Conflict | None = None  # a conflict that a precondition removes (distinct slots, ...)
        for name, checks in (
            ("self-aliasing", self._self_aliasing(move)),
            ("stale read", self._stale_reads(move)),
            ("clobbered result", self._clobbered(move)),
        ):
            ob = Obligation(name)
            obligations.append(ob)
            for check in checks:
                ob.checks += 1
                try:
                    known, out, desc, witness = self._answer(check, name)
                except Unsupported as e:
                    ob.answer = "unknown"
                    unknown = unknown or f"{name}: {e}"
                    continue
                if known is not None:  # decided by enumerating bytes: no solver
                    if known is False:
                        continue
                    ob.answer = "sat"
                    return obligations, known, unknown
                if out.answer is Answer.SAT:
                    ob.answer = "sat"
                    conflict = witness(out.model, out.free)
                    if conflict.requires:  # the other obligations must still hold unconditionally
                        conditional = conditional or conflict
                        continue
                    return obligations, conflict, unknown
                if out.answer is Answer.UNKNOWN:
                    ob.answer = "unknown"
                    unknown = unknown or f"{name}: solver answered unknown ({out.why}) for {desc}"
        if unknown is not None:  # a precondition answers the race, not a question left undecided
            return obligations, None, unknown
        return obligations, conditional, None

    def _answer(self, check: tuple, name: str) -> tuple[Any, Any, str, Any]:
        """(known, outcome, description, witness) of one check: `known` where enumerating bytes
        decides it (False, or the conflict), else the solver's outcome. A check with a fallback (a
        race of the analysed TTIR, whose fallback is the contract's question for the same pair of
        arguments, which over-approximates it) is replaced by it where the solver cannot decide."""
        while True:
            desc, formulas, witness, exact, fallback, guesses = check + (None, list)[len(check) - 4:]
            known = None if self.keep_smt2 else exact()
            if known is not None:
                self.without_solver += 1
                return known, None, desc, witness
            self.with_solver += 1
            try:
                out = decide(formulas, self.symbols, self.budget_ms, self.keep_smt2, guesses)
            except Unsupported:
                if fallback is None:
                    raise
                check = fallback
                continue
            if self.keep_smt2:
                self.smt2.append((self.label, name, desc, out.answer.value, out.smt2))
            if out.answer is Answer.UNKNOWN and fallback is not None:
                check = fallback
                continue
            return None, out, desc, witness

    # --- the three queries ----------------------------------------------------------------
    def _self_aliasing(self, move: Move):
        for region in move.regions:
            yield from self._self_aliasing_of(move, region)

    def _self_aliasing_of(self, move: Move, region: Layout):
        view = move.kernel
        for what, value, place in move.own_reads + move.own_writes:
            if place.storage != move.target or self._apart(place.layout, region, count=True):
                continue
            if view is not None and view.analysed(what) and not any(v.of(what) for v in view.variants):
                continue  # an argument its TTIR never touches: no read through it, whatever the others keep
            contract = self._overlap_query(
                "self-aliasing", place.layout, None, region, [],
                reader=move.node.name, read_what=what, read_value=value,
                writer=move.node.name, write_what=move.region_what,
            )
            if view is not None and view.analysed(move.arg) and view.analysed(what):
                for race in self._races(move, region, what, value, place):
                    yield (*race, contract)  # the contract's question where the race's is not decided
                continue
            yield contract

    def _stale_reads(self, move: Move):
        for region in move.regions:
            yield from self._stale_reads_of(move, region)

    def _stale_reads_of(self, move: Move, region: Layout):
        """Reads of the target after the move and before a later write covers all of `region` (a
        read after that cannot see the moved write), each against the writes in between."""
        st = self.state
        between: list[tuple[int, Layout]] = []  # later writes that overlap the region, in order
        covered_at = None
        for w in self.index.after(move.target, "write", move.time):
            layout = self._placed[w.value].layout
            if not self.exhaustive and self._apart(layout, region, count=True):
                continue
            between.append((w.time, layout))
            if not self.exhaustive and self.fp.covers(layout, region):
                covered_at = w.time
                self.shortcuts["window cut by a covering write"] += 1
                break
        for acc in self.index.after(move.target, "read", move.time, covered_at):
            if acc.node is move.node:
                continue  # a collective written in place reads its own buffer until its wait
            place = self._placed[acc.value]
            outside = st.outside(acc)
            if self._apart(place.layout, region, count=True):
                continue
            if not self.exhaustive and outside is not None and self.fp.covers(outside, region):
                self.shortcuts["outside the read"] += 1
                continue  # no byte of the region is read
            covers = [layout for t, layout in between if t < acc.time]
            query = "input contents" if acc.what.startswith("final contents") else "stale read"
            names = dict(reader=acc.performer, read_what=acc.what, read_value=acc.value.name,
                         writer=move.node.name, write_what=move.region_what)
            carrier = self._carrier(acc) if query == "stale read" else None
            if carrier is not None:  # the stale bytes conflict only where a later read sees them
                yield from self._observed(acc, carrier, place.layout, outside, region, covers, names)
                continue
            yield self._overlap_query(query, place.layout, outside, region, covers, **names)

    def _carrier(self, acc: Access) -> tuple[Any, Layout] | None:
        """The value that holds, at element i of a layout, what `acc`'s reader read at element i of
        the value it read, and nothing else of it, with that layout (in the value's storage): a
        scatter's result for its base (outside the scattered region) and for its src (the region
        in the result), a clone's or an element-wise op's result of the same shape. None for any
        other reader."""

        node, program = acc.node, self.state.program
        if node is None or node not in program.layout:
            return None
        if node in program.scatters:
            sc = program.scatters[node]
            if sc.base is sc.src:
                return None
            if sc.base is acc.value:
                return node, program.layout[node]
            return (node, sc.placed) if sc.placed is not None and acc.outside is None else None
        target = node.target
        schema = getattr(target, "_schema", None)
        if acc.outside is not None or schema is None or any(a.alias_info is not None for a in schema.arguments):
            return None
        if target is not torch.ops.aten.clone.default and torch.Tag.pointwise not in getattr(target, "tags", ()):
            return None
        if len(schema.returns) != 1 or program.layout[node].sizes != program.layout[acc.value].sizes:
            return None  # a broadcast or reduced element: not one element for one
        return node, program.layout[node]

    # how many carriers a stale byte is followed through, and how many paths in all, before the
    # read that would carry it further is taken as the one that observes it (a conflict, if any)
    CARRIED_DEPTH, CARRIED_PATHS = 6, 64

    def _observed(self, acc: Access, carrier: tuple[Any, Layout], read: Layout, outside: Layout | None,
                  region: Layout, covers: list[Layout], names: dict):
        """The stale-read question for a reader whose result carries what it read element by element
        (`_carrier`): is a stale byte read, and its element of the result then read by someone,
        before a write of the result's storage covers it? A later reader that carries it in turn
        (a scatter rebuilding a view of a view, then the view's base) is followed, and only a
        reader that does not carry it observes it; a read of a stale byte whose element nobody
        observes is no conflict. Each path from the read to an observer is one query."""
        budget = [self.CARRIED_PATHS]
        for path in self._carried_paths(acc, carrier, 1, budget):
            yield self._carried_query(read, outside, region, covers, path, names)

    def _carried_paths(self, acc: Access, carrier: tuple[Any, Layout], depth: int, budget: list[int]):
        """Paths from `carrier` (written by `acc`'s reader) to a read that observes its elements: lists
        of hops (the layout holding the carried elements, then the layout read from it, the part
        of that read left out, and the writes of its storage before it), the last hop's reader not
        carrying them further."""
        node, layout = carrier
        st = self.state
        storage, shift = st.storage_of(st.program.storage[node])
        held = layout.shifted(shift)
        between: list[tuple[int, Layout]] = []
        for w in self.index.after(storage, "write", acc.time):
            between.append((w.time, self._placed[w.value].layout))
        for later in self.index.after(storage, "read", acc.time):
            seen = self._placed[later.value].layout
            if self._apart(seen, held, count=True):
                continue
            hop = (held, seen, st.outside(later), [layout for t, layout in between if t < later.time])
            further = self._carrier(later) if depth < self.CARRIED_DEPTH and budget[0] > 1 else None
            if further is None:
                budget[0] -= 1
                yield [hop]
                continue
            for rest in self._carried_paths(later, further, depth + 1, budget):
                yield [hop] + rest

    def _carried_query(self, read, read_outside, written, covers, path, names):
        """A stale byte of element i of `read` (in `written`, outside `read_outside`, in none of
        `covers`) carried along `path`: at each hop, element i of the held layout is read as element
        j of the layout read from it (outside the part left out, in none of the writes before), and
        carried on as element j; the last hop's read observes it."""
        holder: dict = {}

        def formulas():
            fs = self._stale_byte(read, read_outside, written, covers, holder)
            indices = holder["r"]
            for k, (held, seen, seen_outside, seen_covers) in enumerate(path):
                carried, inner = z3.Int(f"carried{k}"), z3.Int(f"held_byte{k}")
                fs += [0 <= inner, inner < held.itemsize, carried == self.fp.byte_of(held, indices, inner)]
                m = self.fp.member(carried, seen, "s")
                fs.append(m.formula)
                fs += [self.fp.not_member(carried, x) for x in ([seen_outside] if seen_outside is not None else []) + seen_covers]
                indices = m.indices
            return fs

        witness = self._witness("stale read", holder, names)

        def exact():
            """Stale bytes followed hop by hop over concrete layouts: False when none is observed,
            else the conflict, its byte one of the first read's whose staleness the last hop
            observes (each carried element remembers the element of the first read it came
            from); None (the solver decides) when a layout is symbolic or large."""
            import numpy as np

            def less(xs, layouts):
                for x in layouts:
                    b = self.fp.bytes(x)
                    if b is None:
                        return None
                    xs = np.setdiff1d(xs, b, assume_unique=True)
                return xs

            stale = self.fp.bytes(written)
            if stale is None:
                return None
            stale = first_stale = less(stale, ([read_outside] if read_outside is not None else []) + covers)
            reading, origin = read, None  # origin: per element of `reading`, the first read's element
            stale_origin = None  # per byte of `stale` after a hop, the first read's element it came from
            for held, seen, seen_outside, seen_covers in path:
                if stale is not None and stale.size == 0:
                    return False  # nothing stale is carried on: nothing is observed
                starts, kept, observed = self.fp.element_starts(reading), self.fp.element_starts(held), self.fp.bytes(seen)
                if stale is None or starts is None or kept is None or observed is None or len(starts) != len(kept):
                    return None
                spans = starts[:, None] + np.arange(reading.itemsize)
                at = np.minimum(np.searchsorted(stale, spans), len(stale) - 1)  # stale: sorted, not empty
                stale_byte = stale[at] == spans
                hit = stale_byte.any(axis=1)
                if origin is None:
                    origin = np.arange(len(starts))
                else:  # an element of `reading` comes from the first read's element of its first stale byte
                    origin = np.where(hit, stale_origin[at[np.arange(len(spans)), np.argmax(stale_byte, axis=1)]], -1)
                carried = (kept[hit][:, None] + np.arange(held.itemsize)).reshape(-1)
                carried_origin = np.repeat(origin[hit], held.itemsize)
                order = np.argsort(carried, kind="stable")
                carried, carried_origin = carried[order], carried_origin[order]
                stale = less(np.intersect1d(sorted_unique(carried), observed, assume_unique=True),
                             ([seen_outside] if seen_outside is not None else []) + seen_covers)
                if stale is None:
                    return None
                stale_origin = carried_origin[np.searchsorted(carried, stale)]
                reading = seen
            if stale.size == 0:
                return False
            element = int(stale_origin[0])
            read_bytes = self.fp.element_starts(read)[element] + np.arange(read.itemsize)
            byte = int(read_bytes[np.isin(read_bytes, first_stale)][0])
            return Conflict(query="stale read", byte=byte, read_index=self.fp.element_at(read, byte) or (),
                            write_index=self.fp.element_at(written, byte) or (), **names)

        via = " ".join(f"then {h[1].describe()}" for h in path[:-1])
        desc = f"{names['reader']} reads {names['read_value']} vs {names['writer']} {names['write_what']}, carried{' ' + via if via else ''}"
        return desc, formulas, witness, exact, None, lambda: holder["guesses"]

    def _clobbered(self, move: Move):
        if move.fresh is None:
            return
        st = self.state
        moved = None  # the state with the move applied, made when a write needs it (a copy of the state)
        noop: dict[object, bool] = {}
        for acc in self.index.after(move.fresh, "read", move.time):
            read_layout = self._placed[acc.value].layout.shifted(move.shift)
            outside = st.outside(acc)
            outside = outside.shifted(move.shift) if outside is not None else None
            for w in self.index.after(move.target, "write", move.time, acc.time - 1):
                wp = self._placed[w.value]
                if self._apart(read_layout, wp.layout, count=True):
                    continue
                if w.node not in noop:
                    moved = moved or st.after(move)
                    noop[w.node] = moved.self_copy(w.node, self.fp)
                if noop[w.node]:
                    continue  # stores the bytes already there: no read can tell
                yield self._overlap_query(
                    "clobbered result", read_layout, outside, wp.layout, [],
                    reader=acc.performer, read_what=acc.what, read_value=acc.value.name,
                    writer=w.performer, write_what=f"{w.what} {w.value.name}",
                )
            # the node's own other writes already in the target land at the move's own time: where
            # they meet what the fresh storage held (a snapshot of bytes the node never stores
            # through this argument), the reads of it see them
            for what, value, place in move.own_writes:
                if place.storage != move.target or self._apart(read_layout, place.layout, count=True):
                    continue
                yield self._overlap_query(
                    "clobbered result", read_layout, outside, place.layout, [],
                    reader=acc.performer, read_what=acc.what, read_value=acc.value.name,
                    writer=move.node.name, write_what=f"{what} ({value})",
                )

    # --- encoding -----------------------------------------------------------------------
    def _apart(self, a: Layout, b: Layout, count: bool = False) -> bool:
        ia, ib = self.fp.interval(a), self.fp.interval(b)
        if ia is None or ib is None:
            return False
        apart = ia[1] <= ib[0] or ib[1] <= ia[0] or ia[0] == ia[1] or ib[0] == ib[1]
        if apart and count:
            self.shortcuts["disjoint intervals"] += 1
        return apart

    def _stale_byte(self, read: Layout, read_outside: Layout | None, written: Layout, covers: list[Layout],
                    holder: dict) -> list:
        """Formulas of a byte read (outside `read_outside`) that is in `written` and in none of
        `covers`; `holder` gets the byte and the indices of its elements, for the witness."""
        byte = z3.Int("byte")
        r = self.fp.member(byte, read, "r")
        w = self.fp.member(byte, written, "w")
        fs = [r.formula, w.formula]
        fs += [self.fp.not_member(byte, x) for x in ([read_outside] if read_outside is not None else []) + covers]
        holder.update(byte=byte, r=r.indices, w=w.indices, guesses=[])
        ir, iw = self.fp.interval(read), self.fp.interval(written)
        if ir is not None and iw is not None and max(ir[0], iw[0]) < min(ir[1], iw[1]):
            # the ends of where the two meet: the stale byte of a scatter's region read back
            holder["guesses"] = [byte == max(ir[0], iw[0]), byte == min(ir[1], iw[1]) - 1]
        return fs

    def _witness(self, query: str, holder: dict, names: dict):
        """The conflict a model of `_stale_byte`'s formulas describes."""

        def witness(model: z3.ModelRef, free: set[str]) -> Conflict:
            def ev(x):
                v = model.eval(x, model_completion=True)
                return v.as_long() if z3.is_int_value(v) else None

            return Conflict(query=query, byte=ev(holder["byte"]), read_index=tuple(ev(i) for i in holder["r"]),
                            write_index=tuple(ev(i) for i in holder["w"]), sizes=self.symbols.describe(model, free),
                            symbols=free, assignment=self.symbols.describe(model), **names)

        return witness

    def _overlap_query(self, query, read: Layout, read_outside: Layout | None, written: Layout, covers: list[Layout], **names):
        """A byte read (outside `read_outside`) that is in `written` and in none of `covers`."""
        holder: dict = {}

        def formulas():
            return self._stale_byte(read, read_outside, written, covers, holder)

        witness = self._witness(query, holder, names)

        def exact():
            """The same question by enumerating the bytes of concrete layouts: False (no such byte),
            a Conflict (the lowest such byte), or None when a layout is symbolic or large."""
            import numpy as np

            sets = [self.fp.bytes(x) for x in [read, written] + ([read_outside] if read_outside is not None else []) + covers]
            if any(x is None for x in sets):
                return None
            hit = np.intersect1d(sets[0], sets[1], assume_unique=True)
            for excluded in sets[2:]:
                hit = np.setdiff1d(hit, excluded, assume_unique=True)
            if hit.size == 0:
                return False
            byte = int(hit[0])
            return Conflict(
                query=query, byte=byte,
                read_index=self.fp.element_at(read, byte) or (), write_index=self.fp.element_at(written, byte) or (),
                **names,
            )

        desc = f"{names['reader']} reads {names['read_value']} vs {names['writer']} {names['write_what']}"
        return desc, formulas, witness, exact, None, lambda: holder["guesses"]
