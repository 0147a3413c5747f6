"""A pass that drops a copy, decided like a reinplacing candidate.

Inductor's FX passes replace a node by another that they claim holds the same value:
`remove_noop_ops` a clone, a copy, a full slice or slice_scatter, a conversion to the same dtype
by its source (in the joint-graph passes and again in the post-grad passes); a pattern
replacement a computation by an input, a view of one, or a new node. Which node replaces which is
read from the graph before the passes and the graph after them (a reader that read one node now
reads another), not from the passes' names. Where the replaced node made a storage of its own, its
readers now read the storage of what replaces it, from the node's place in the program on: the
same rewrite as a reinplacing (the fresh storage F merged into the storage S it copies: a
`state.Move` that writes nothing), decided by the same queries (`obligations.Checker`). The one
that can fail is the clobbered result: a write of S between the copy and a reader changes what
the reader sees (pytorch#198131: `dst[:] = src[:]; src.add_(1)`, the write-back of `dst` then
reads `src` after its own write-back). A replacement by a node the passes made reads what it
reads at its own place: it is refused where a write of what it reads comes between the replaced
node and its reader. Drops are decided in program order, each in the program with the earlier
proven drops applied (a chain of copies link by link). The graph before the passes is the
reference; an undecided question is never a proof.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import torch
import torch.fx

from ..compiler.ops import functionalization_wrappers
from ..memory.effects import MemoryModel, build
from ..memory.layout import Footprints
from ..memory.symbolic import Symbols, Unsupported
from .obligations import Checker
from .report import Conflict, Verdict
from .solver import DEFAULT_BUDGET_MS
from .state import Move, State


@dataclasses.dataclass
class Drop:
    """A reader of `dropped` (in the graph before the passes) that now reads `source` instead: the
    passes' claim that the two hold the same value where the reader reads them, decided."""

    reader: str
    dropped: str
    source: str
    position: int  # the reader's argument it concerns (in the order of `input_nodes`)
    verdict: Verdict = Verdict.UNKNOWN
    reason: str = ""
    conflict: Conflict | None = None
    made_by_pass: bool = False  # `source` is a node the passes made

    def line(self) -> str:
        return (f"{self.reader} reads {self.source} where it read {self.dropped}: {self.verdict.value}: "
                f"{self.reason}")


def input_nodes(node: torch.fx.Node) -> list[torch.fx.Node]:
    """The nodes a node reads, in the order of its arguments (keyword arguments by name)."""
    out: list[torch.fx.Node] = []
    torch.fx.node.map_arg(node.args, lambda n: out.append(n))
    torch.fx.node.map_arg({k: node.kwargs[k] for k in sorted(node.kwargs)}, lambda n: out.append(n))
    return out


def rerouted(before: torch.fx.GraphModule, after: torch.fx.GraphModule) -> list[Drop]:
    """Every read of a node that, in `after`, reads another node in its place (the reader the same
    node of both graphs, by name, target and number of arguments)."""
    now = {n.name: n for n in after.graph.nodes}
    out = []
    for u in before.graph.nodes:
        a = now.get(u.name)
        if a is None or a.op != u.op or a.target != u.target:
            continue
        old, new = input_nodes(u), input_nodes(a)
        if len(old) != len(new):
            continue
        for i, (x, y) in enumerate(zip(old, new)):
            if x.name != y.name:
                out.append(Drop(u.name, x.name, y.name, i))
    return out


def writes_anything(gm: torch.fx.GraphModule) -> bool:
    """Whether a node of the graph writes a tensor (a write-back, an in-place op, a mutating
    wrapper, an op without a schema that takes tensors): without one, no value a drop gives its
    readers can differ from the one they read."""
    import operator

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


class Drops:
    """The drops of one run of passes, decided in the graph before it (`before`)."""

    def __init__(self, before: torch.fx.GraphModule, after: torch.fx.GraphModule, fake_mode: Any = None,
                 shape_env: Any = None, budget_ms: int = DEFAULT_BUDGET_MS):
        self.before, self.after = before, after
        self.model: MemoryModel = build(before, fake_mode)
        self.symbols = Symbols(shape_env)
        self.fp = Footprints(self.symbols)
        self.state = State(self.model)
        self.checker = Checker(self.state, self.symbols, budget_ms)
        self.nodes = {n.name: n for n in before.graph.nodes}
        self.now = {n.name: n for n in after.graph.nodes}
        self._by_storage = {}
        from torch.multiprocessing.reductions import StorageWeakRef

        for n, st in self.model.storage.items():
            val = n.meta.get("val")
            if isinstance(val, torch.Tensor):
                self._by_storage.setdefault(StorageWeakRef(val.untyped_storage()), st)

    def decide(self) -> list[Drop]:
        drops = rerouted(self.before, self.after)
        drops.sort(key=lambda d: (self.model.time.get(self.nodes[d.dropped], 0), self.model.time.get(self.nodes[d.reader], 0)))
        for d in drops:
            try:
                self._decide(d)
            except Unsupported as e:
                d.verdict, d.reason = Verdict.UNKNOWN, f"unsupported: {e}"
            except Exception as e:  # a question that raises is no proof
                d.verdict, d.reason = Verdict.UNKNOWN, f"not decided: {type(e).__name__}: {e}"
        return drops

    def _start(self, dropped: torch.fx.Node) -> int:
        """Where the value the reader read was made: the earliest node the passes removed on the
        way from what replaces it to the dropped node (a chain of copies), or the dropped node."""
        times = [self.model.time[dropped]]
        todo, seen = [dropped], {dropped}
        while todo:
            n = todo.pop()
            for x in n.all_input_nodes:
                if x.name not in self.now and x not in seen:
                    seen.add(x)
                    times.append(self.model.time[x])
                    todo.append(x)
        return min(times)

    def _storage_of_new(self, node: torch.fx.Node) -> str | None:
        from torch.multiprocessing.reductions import StorageWeakRef

        val = node.meta.get("val")
        if not isinstance(val, torch.Tensor):
            return None
        return self._by_storage.get(StorageWeakRef(val.untyped_storage()))

    def _decide(self, d: Drop) -> None:
        from ..memory.layout import Layout

        dropped, reader = self.nodes[d.dropped], self.nodes[d.reader]
        if dropped not in self.model.storage:
            d.verdict, d.reason = Verdict.SAFE, "not a tensor: no storage to follow"
            return
        fresh = self.state.storage_of(self.model.storage[dropped])[0]
        source = self.nodes.get(d.source)
        if source is not None and source in self.model.storage:
            target, layout = self.state.place(source).storage, self.state.place(source).layout
        else:
            d.made_by_pass = True
            new = self.now.get(d.source)
            target = self._storage_of_new(new) if new is not None else None
            if target is None:  # a computation of the passes' own: what it reads, at its place
                self._decide_new(d, new, dropped, reader)
                return
            target = self.state.storage_of(target)[0]
            layout = Layout.of(new.meta["val"])
        if target == fresh:
            d.verdict, d.reason = Verdict.SAFE, "the same storage: nothing moves"
            return
        start = self._start(dropped)
        reaches = {fresh, target}
        for node, why in self.model.opaque.items():
            touched = {self.state.storage_of(a_st)[0] for a in self.model.accesses if a.node is node
                       and (a_st := self.model.storage.get(a.value)) is not None}
            if touched & reaches:
                d.verdict, d.reason = Verdict.UNKNOWN, f"opaque op {node.name} may touch the same storage: {why}"
                return
        if any(a[0] > start for a in self.checker.index.of(fresh, "write")):
            d.verdict, d.reason = Verdict.UNKNOWN, f"{d.dropped}'s storage is written after it is made; not modelled"
            return
        shift = self._distance(layout, self.state.place(dropped).layout)
        if shift is None:
            d.verdict, d.reason = Verdict.UNKNOWN, "the source's offset is not a constant distance from the copy's"
            return
        move = Move(dropped, start, target, [], f"{d.dropped} (dropped for {d.source})", fresh, shift, [], [])
        _, conflict, unknown = self.checker.run(move)
        if conflict is not None:
            d.verdict, d.conflict, d.reason = Verdict.UNSAFE, conflict, conflict.line()
            return
        if unknown is not None:
            d.verdict, d.reason = Verdict.UNKNOWN, unknown
            return
        d.verdict, d.reason = Verdict.SAFE, "proved: no write of the source comes between the copy and its readers"
        self.state.merge(fresh, target, shift)

    def _decide_new(self, d: Drop, new: Any, dropped: torch.fx.Node, reader: torch.fx.Node) -> None:
        """A node the passes made in place of `dropped`: each storage it reads (through other new
        nodes) must not be written between the first node it replaces and the reader."""
        if new is None:
            d.verdict, d.reason = Verdict.UNKNOWN, f"{d.source} is in neither graph"
            return
        start, end = self._start(dropped), self.model.time[reader]
        read: set[str] = set()
        todo, seen = [new], {new}
        while todo:
            n = todo.pop()
            for x in n.all_input_nodes:
                old = self.nodes.get(x.name)
                if old is not None and old in self.model.storage:
                    read.add(self.state.storage_of(self.model.storage[old])[0])
                elif old is None and x not in seen:
                    seen.add(x)
                    todo.append(x)
        for storage in sorted(read):
            for t, _, w in self.checker.index.of(storage, "write"):
                if start < t <= end:
                    d.verdict = Verdict.UNSAFE
                    d.reason = (f"{d.source}, made by the passes in place of {d.dropped}, reads {storage}, which "
                                f"{w.performer} writes between {d.dropped} and {d.reader}")
                    return
        d.verdict, d.reason = Verdict.SAFE, f"proved: nothing {d.source} reads is written between {d.dropped} and {d.reader}"

    def _distance(self, to: Any, frm: Any) -> Any:
        import z3

        if to.itemsize == frm.itemsize:
            a, b = self.symbols.sympy_of(to.offset), self.symbols.sympy_of(frm.offset)
            if a is not None and b is not None:
                diff = a - b
                return to.shift - frm.shift + to.itemsize * (int(diff) if diff.is_Integer else diff)
        try:
            diff = z3.simplify(self.fp.start(to) - self.fp.start(frm))
        except Unsupported:
            return None
        return diff.as_long() if z3.is_int_value(diff) else None
