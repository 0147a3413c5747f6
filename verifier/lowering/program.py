"""The program that runs, by one rule: every load reads the bytes the graph says it reads.

The graph Inductor lowers (the post-grad graph, whose own passes are checked against the graph
before them: `integration.passes`) fixes, for every storage that something writes after it is made
(a graph input updated by a write-back `copy_`, a buffer an in-place op or a kernel writes), the
order of each read of it and each write of it whose bytes may overlap (the memory model's
footprints: `memory.effects`, `memory.layout`). The scheduled program computes each FX node inside
the parts whose buffers it was lowered into (its `origins`: an inlined producer, a `flip` or a dtype
view's reader, is computed again in every part that inlines it), and runs its parts in the order
Inductor finally emits them. The rule across kernels: for every such read r and write w,

- when the graph reads before it writes, every part that performs r runs before every part that
  performs w (a later write landed first: the read is stale);
- when the graph writes before it reads, every part that performs w runs before every part that
  performs r (the read would miss the write);
- two writes keep their order (the node that makes a storage written later counts as its first
  write: Inductor may compute it into a buffer another write's lowering redirects).

Two parts of one fused kernel run one after another per iteration, so their order is the order of
the parts (what crosses iterations is the race rule's, `races`); two parts of a foreach or combo
kernel run side by side, so two of them that meet on a storage one of them writes break the rule
whatever their order. Inside one part, a node's own read and write are the race rule's.

This follows buffers to storages by the graph's own values (the fake tensors' storages), so an
alias Inductor makes by another name (a fallback kernel whose output is a view of its input, such
as `view.dtype` or `as_strided`; a mutation's renamed buffer) is the storage it aliases. A write of
the graph that no part performs, or an overlap the solver cannot decide, is a conflict
(`UNCHECKED` / taken as overlapping): unknown is never a pass. A part that touches a buffer whose
storage is not known is taken to touch every storage, except where that buffer is scratch: made
with no FX node behind it (a value realized inside another node's lowering), never written after
it is made and aliased by no other name, it holds none of the storages the rule orders.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..compiler.ops import functionalization_wrappers
from ..memory.effects import Access, MemoryModel, build
from ..memory.layout import Footprints, Layout
from ..memory.symbolic import Symbols
from .accesses import origins
from .findings import Finding, Kind

RLIMIT = 2_000_000  # z3's resource units per overlap question (the same answer on every machine)
MAKES = "makes it"  # the `what` of the write by which the node that makes a storage fills it


@dataclasses.dataclass(frozen=True)
class Pair:
    """A read (or an earlier write) and a write of one storage whose bytes may overlap, in the
    graph's order: `first` runs before `second` in the graph."""

    storage: str
    first: Access
    second: Access

    def words(self, access: Access) -> str:
        verb = "reads" if access.kind == "read" else "writes"
        return f"{access.performer} {verb} {access.value.name}"


class GraphOrder:
    """The graph's reads and writes of every storage written after it is made, and the pairs of
    them whose order the program must keep (computed when first asked)."""

    def __init__(self, gm: Any, fake_mode: Any = None, shape_env: Any = None):
        self.gm = gm
        self.fake_mode = fake_mode
        self.symbols = Symbols(shape_env)
        self.fp = Footprints(self.symbols)
        self._pairs: list[Pair] | None = None
        self.model: MemoryModel | None = None
        self._placeholders: dict[str, str] | None = None
        self._writes: dict[str, list[Access]] = {}
        self.copy_sources: dict[str, str] = {}  # a copy's name -> its source's
        self._by_name = {n.name: n for n in gm.graph.nodes}
        self._rewritten: tuple[Any, set[str]] | None = None  # (scheduler, buffers some buffer mutates or aliases)
        # (scheduler, FX nodes some buffer has as its origin node, FX node -> buffers realized from it alone)
        self._origin_buffers: tuple[Any, set[str], dict[str, list[str]]] | None = None

    @property
    def pairs(self) -> list[Pair]:
        if self._pairs is None:
            self._pairs = self._find_pairs()
        return self._pairs

    def _find_pairs(self) -> list[Pair]:
        if not _writes_anything(self.gm):
            return []
        model = self.model = build(self.gm, self.fake_mode)
        writes: dict[str, list[Access]] = {}
        reads: dict[str, list[Access]] = {}
        # a copy of a value onto itself (the write-back of an input a custom op now writes in place)
        # changes no element: the program need not perform it (Inductor drops it)
        onto_itself = {n for n in model.copies if len(n.args) > 1 and n.args[0] is n.args[1]}
        for a in model.accesses:
            if a.node is None or a.value not in model.storage or a.node in onto_itself:
                continue  # the end of the graph reads after every part has run
            (writes if a.kind == "write" else reads).setdefault(model.storage[a.value], []).append(a)
        by_name = {n.name: n for n in model.storage}
        for storage, ws in writes.items():  # the node that makes a storage written later writes all of it first
            maker = by_name.get(storage)
            if maker is not None and maker.op == "call_function" and all(w.node is not maker for w in ws):
                ws.insert(0, Access(model.time[maker], maker, maker, "write", MAKES))
        self._writes = {st: [w for w in ws if w.what != MAKES] for st, ws in writes.items()}
        self.copy_sources = {n.name: n.args[1].name for n in model.copies if isinstance(n.args[1], type(n))}
        out = []
        for storage, ws in writes.items():
            for w in ws:
                for other in reads.get(storage, []) + ws:
                    if other.node is w.node or (other.kind == "write" and other.time >= w.time):
                        continue  # its own access; two writes counted once, the earlier first
                    if not self._may_overlap(model.layout[other.value], model.layout[w.value]):
                        continue
                    first, second = (other, w) if other.time < w.time else (w, other)
                    out.append(Pair(storage, first, second))
        return out

    def storages_accessed(self) -> dict[str, set[tuple[str, str, int]]]:
        """FX node name -> the accesses of it the pairs are about: (storage, "read", "write" or
        "make", and for a read the version it reads: how many writes of the storage come before it)."""
        if getattr(self, "_accessed", None) is None:
            self._accessed: dict[str, set[tuple[str, str, int]]] = {}
            for pair in self.pairs:
                for a in (pair.first, pair.second):
                    version = self.version_at(pair.storage, a.time) if a.kind == "read" else -1
                    self._accessed.setdefault(a.node.name, set()).add((pair.storage, _kind(a), version))
        return self._accessed

    def version_at(self, storage: str, time: int) -> int:
        """How many writes of `storage` the graph makes before `time` (not counting its making)."""
        return sum(1 for w in self._writes.get(storage, ()) if w.time < time)

    def touched(self, part: Any) -> dict[str, Any] | None:
        """The graph's storages a scheduled part reads, writes and makes ({"read": ..., "write": ...,
        "make": ...}), under any of Inductor's names of them (a mutation's name, an alias a fallback
        kernel makes), and by which versions it reads each ("versions": storage -> the versions of
        Inductor's names it loads, None for a name whose version is not known: an alias); None where
        a buffer's storage is not known."""
        from .accesses import real_name

        out: dict[str, Any] = {"read": set(), "write": set(), "make": set(), "versions": {}}
        scheduler = getattr(part, "scheduler", None)
        for buf in part.get_outputs():  # the buffers it makes (a mutation's output is a write of another's;
            layout = getattr(buf.node, "layout", None)  # a kernel's own output without a layout holds nothing)
            if not buf.get_mutations() and type(layout).__name__ != "NoneLayout":
                storage = self.storage_of_buffer(scheduler, buf.get_name())
                if storage is not None:
                    out["make"].add(storage)
        for kind, deps in (("read", part.read_writes.reads), ("write", part.read_writes.writes)):
            for dep in deps:
                if type(dep).__name__ == "WeakDep":
                    continue
                name = real_name(scheduler, dep.name)
                storage = self.storage_of_buffer(scheduler, name)
                if storage is None and self._scratch(scheduler, name):
                    continue
                if storage is None:
                    return None
                out[kind].add(storage)
                if kind == "read":
                    out["versions"].setdefault(storage, set()).add(self._version_of(scheduler, dep.name, storage))
        return out

    def _scratch(self, scheduler: Any, name: str) -> bool:
        """Whether Inductor's buffer `name` is scratch: made by a part with no FX node behind it (a
        value realized inside another node's lowering, such as the source a `copy_` computes), and
        never written after it is made nor aliased under another name. The rule orders the accesses
        of storages written after they are made, whose every later write names the buffer it writes
        (a mutation) and whose every other name is an alias: a scratch buffer holds none of them."""
        buf = getattr(scheduler, "name_to_buf", {}).get(name)
        if buf is None or (self._placeholders and name in self._placeholders) or buf.get_mutations() or [
                a for a in (buf.get_aliases() or ()) if a != name]:
            return False
        if getattr(buf.node, "get_origin_node", lambda: None)() is not None:
            return False
        return name not in self._rewritten_names(scheduler)

    def _rewritten_names(self, scheduler: Any) -> set[str]:
        """The buffers some buffer of `scheduler` mutates or aliases."""
        if self._rewritten is None or self._rewritten[0] is not scheduler:
            names = set()
            for other in scheduler.name_to_buf.values():
                names |= set(other.get_mutations() or ()) | set(other.get_aliases() or ())
            self._rewritten = (scheduler, names)
        return self._rewritten[1]

    def _version_of(self, scheduler: Any, name: str, storage: str) -> int | None:
        """The version of `storage` Inductor's buffer name `name` stands for: 0 for a graph input's
        or the buffer that makes it, k for the output of the mutation that performs the graph's k-th
        write of it; None for an alias or a mutation that is not one write of the graph."""
        if self._placeholders and name in self._placeholders:
            return 0
        buf = getattr(scheduler, "name_to_buf", {}).get(name)
        if buf is None or [a for a in (buf.get_aliases() or ()) if a != name]:
            return None
        if not buf.get_mutations():
            return 0
        names = origins([buf.defining_op]) if getattr(buf, "defining_op", None) is not None else set()
        writes = [i for i, w in enumerate(self._writes.get(storage, ())) if w.node.name in names]
        return writes[0] + 1 if len(writes) == 1 else None

    def storage_of_buffer(self, scheduler: Any, name: str, depth: int = 0) -> str | None:
        """The graph's storage an Inductor buffer holds: a graph input's own, an alias's (a view a
        fallback kernel returns), else the storage of the FX node the buffer was made for."""
        model = self.model
        if model is None or depth > 8:
            return None
        if self._placeholders is None:
            self._placeholders = {n.name: model.storage[n] for n in model.storage if n.op in ("placeholder", "get_attr")}
        if name in self._placeholders:
            return self._placeholders[name]
        buf = getattr(scheduler, "name_to_buf", {}).get(name)
        if buf is None:
            return None
        aliases = [a for a in (buf.get_aliases() or ()) if a != name]
        if aliases:
            return self.storage_of_buffer(scheduler, aliases[0], depth + 1)
        node = buf.node.get_origin_node() if hasattr(buf.node, "get_origin_node") else None
        if node is None:
            return self._realized(scheduler, buf)
        fx = self._by_name.get(node.name)
        return model.storage.get(fx) if fx is not None else None

    def _realized(self, scheduler: Any, buf: Any) -> str | None:
        """The storage of a buffer Inductor made without an origin node: a value realized where a
        node that needs it in memory is lowered (a `full` handed to a fallback kernel that writes it
        carries the origins of both). It is the storage of its one origin whose value is a tensor of
        the buffer's size and dtype, where no buffer has that node as its origin node, and it is the
        only buffer so realized from it or the only one of those a kernel writes afterwards: a value
        handed to a fallback kernel as an argument it reads and as one it writes is realized twice,
        and the one read is a copy (scratch). None otherwise."""
        fx = self._realized_from(buf)
        if fx is None:
            return None
        if self._origin_buffers is None or self._origin_buffers[0] is not scheduler:
            origins_of: set[str] = set()
            copies: dict[str, list[str]] = {}
            for other in scheduler.name_to_buf.values():
                origin = other.node.get_origin_node() if hasattr(other.node, "get_origin_node") else None
                if origin is not None:
                    origins_of.add(origin.name)
                elif (held := self._realized_from(other)) is not None:
                    copies.setdefault(held.name, []).append(other.get_name())
            self._origin_buffers = (scheduler, origins_of, copies)
        _, origins_of, copies = self._origin_buffers
        if fx.name in origins_of:
            return None
        realized = copies.get(fx.name, [])
        if len(realized) > 1:
            realized = [name for name in realized if name in self._rewritten_names(scheduler)]
        return self.model.storage[fx] if realized == [buf.get_name()] else None

    def _realized_from(self, buf: Any) -> Any:
        """The one FX origin of an origin-less buffer whose value is a tensor of its size and dtype."""
        import torch

        names = getattr(getattr(buf, "node", None), "origins", None) or ()
        held = [self._by_name.get(n.name) for n in names]
        held = [fx for fx in held if fx is not None and isinstance(fx.meta.get("val"), torch.Tensor)
                and fx in self.model.storage]
        if len(held) != 1:
            return None
        fx, layout = held[0], getattr(buf.node, "layout", None)
        val = fx.meta["val"]
        if layout is None or getattr(layout, "dtype", None) != val.dtype or list(layout.size) != list(val.shape):
            return None
        return fx

    def _may_overlap(self, a: Layout, b: Layout) -> bool:
        """Whether the bytes of two layouts of one storage may meet (True where it cannot be decided)."""
        return self.fp.may_meet(a, b, RLIMIT)


def _writes_anything(gm: Any) -> bool:
    """Whether some node of the graph writes a tensor it did not make (an in-place or out= op, a
    write-back, a mutating wrapper; a node without a schema that takes tensors, which the memory
    model takes as writing them): without one, every storage is written once, when it is made, and
    Inductor's data dependencies order every read after it."""
    import operator

    import torch

    functional = functionalization_wrappers()
    for n in gm.graph.nodes:
        if n.op != "call_function" or n.target is operator.getitem or n.target in functional:
            continue
        schema = getattr(n.target, "_schema", None)
        if schema is None:
            if any(isinstance(x.meta.get("val"), torch.Tensor) for x in n.all_input_nodes):
                return True
            continue
        if any(a.alias_info is not None and a.alias_info.is_write for a in schema.arguments):
            return True
    return False


@dataclasses.dataclass(frozen=True)
class Slot:
    """Where the program computes an FX node: the scheduled node (its position in the emitted
    order), the part of it, and whether its parts run side by side (a foreach or combo kernel)."""

    position: int
    part: int
    node: Any
    side_by_side: bool

    @property
    def name(self) -> str:
        parts = getattr(self.node, "snodes", None)
        return parts[self.part].get_name() if parts else self.node.get_name()


def slots(nodes: list[Any], order: "GraphOrder") -> dict[tuple[str, str, str], list[Slot]]:
    """(FX node name, storage, "read" or "write") -> every place the scheduled program makes that
    access of that node, in the emitted order. A part's origins may name FX nodes it does not
    compute (every element of a foreach op carries the whole op's origins; a part that only reads a
    buffer may carry the origins of its maker), so a part is a place of an access only where it
    reads (or writes) the access's storage under some name (or a buffer whose storage is not known),
    and for a read of a storage's first value by a part that also computes the node that makes it
    (a `full` inlined), loads that version or a name whose version is not known: a part that loads
    only later versions computes that read again from its producer, not from memory. (A storage the
    graph does not make, an input, has no producer to compute it again: every read of it is a load.)"""
    from torch._inductor.scheduler import ForeachKernelSchedulerNode

    accessed = order.storages_accessed()
    out: dict[tuple[str, str], list[Slot]] = {}
    infos = []
    for position, node in enumerate(nodes):
        parts = list(getattr(node, "snodes", None) or [node])
        side = isinstance(node, ForeachKernelSchedulerNode) or type(node).__name__ == "ComboKernelSchedulerNode"
        for i, part in enumerate(parts):
            touched = order.touched(part)
            names = origins([part])
            infos.append((Slot(position, i, node, side), names, touched))
            for name in names:
                for storage, kind, version in accessed.get(name, ()):
                    if touched is not None and storage not in touched[kind]:
                        continue
                    if touched is not None and kind == "read" and version == 0 and storage in names:
                        loaded = touched["versions"].get(storage, set())
                        if None not in loaded and 0 not in loaded:
                            continue  # it makes the storage's first value itself and loads later versions only
                    out.setdefault((name, storage, kind), []).append(Slot(position, i, node, side))
    # a write-back `copy_(dst, src)` that no part names: Inductor computes src straight into dst's
    # buffer (a MutationLayout), in the parts that compute src and write that storage
    for name, accesses in accessed.items():
        source = order.copy_sources.get(name)
        for storage, kind, _ in accesses:
            if kind == "write" and source is not None and (name, storage, kind) not in out:
                found = [slot for slot, names, touched in infos
                         if source in names and (touched is None or storage in touched["write"])]
                if found:
                    out[(name, storage, kind)] = found
    return out


def _kind(access: Access) -> str:
    """How a part performs an access: "read", "write", or "make" (the node that makes the storage:
    the part whose own buffer it is)."""
    return "make" if access.what == MAKES else access.kind


def _before(a: Slot, b: Slot) -> bool | None:
    """Whether `a` runs before `b` (True), after it (False), or both at once or side by side (None)."""
    if a.position != b.position:
        return a.position < b.position
    if a.part == b.part:
        return None  # one part: its own iterations, the race rule's
    if a.side_by_side:
        return None
    return a.part < b.part


def out_of_order(nodes: list[Any], order: GraphOrder) -> list[Finding]:
    """Every pair of the graph whose parts the scheduled program `nodes` runs in another order (kind
    `STALE`), and every write of the graph that no part performs while a part reads what it writes
    (`UNCHECKED`)."""
    if not order.pairs:
        return []
    where = slots(nodes, order)
    out: list[Finding] = []
    seen: set[tuple[str, str]] = set()
    for pair in order.pairs:
        firsts = where.get((pair.first.node.name, pair.storage, _kind(pair.first)), [])
        seconds = where.get((pair.second.node.name, pair.storage, _kind(pair.second)), [])
        for access, found in ((pair.first, firsts), (pair.second, seconds)):
            if access.kind == "write" and not found and (firsts or seconds) and access.node.name not in seen:
                seen.add(access.node.name)
                out.append(Finding(Kind.UNCHECKED, f"{access.node.name} writes {access.value.name} ({pair.storage}), "
                                   "and no part of the program performs it", buffer=pair.storage,
                                   write=access.node.name, origins=frozenset({access.node.name}), decided=False))
        for a in firsts:
            for b in seconds:
                if a.position == b.position and a.part == b.part:
                    continue
                ahead = _before(a, b)
                if ahead is True:
                    continue
                key = (a.name, b.name)
                if key in seen:
                    continue
                seen.add(key)
                how = "side by side with" if ahead is None else "after"
                out.append(Finding(
                    Kind.STALE,
                    f"{a.name} ({pair.words(pair.first)}) runs {how} {b.name} ({pair.words(pair.second)}), "
                    f"which the graph runs after it: they meet on {pair.storage}",
                    kernel=a.node.get_name(), buffer=pair.storage, read=f"{a.name}: {pair.words(pair.first)}",
                    write=f"{b.name}: {pair.words(pair.second)}",
                    origins=frozenset({pair.first.node.name, pair.second.node.name})))
    return out


def ordering(nodes: list[Any], order: GraphOrder) -> list[tuple[Any, Any, Pair]]:
    """For scheduled nodes before fusion (one part each): (earlier, later, pair) for every pair of
    the graph whose nodes must keep the graph's order, the earlier one computing the pair's first
    access and the later one its second."""
    if not order.pairs:
        return []
    where = slots(nodes, order)
    out = []
    seen = set()
    for pair in order.pairs:
        for a in where.get((pair.first.node.name, pair.storage, _kind(pair.first)), []):
            for b in where.get((pair.second.node.name, pair.storage, _kind(pair.second)), []):
                if a.node is b.node or (id(a.node), id(b.node)) in seen:
                    continue
                seen.add((id(a.node), id(b.node)))
                out.append((a.node, b.node, pair))
    return out
