"""A writer's fresh output placed in an input that dies there (verified mode).

A kernel or custom op that writes its result into a buffer made for it (`torch.empty_like(x)`,
as most hand-written Triton kernels and Liger's do) needs that buffer beside its inputs while it
runs, even where one of them, `x`, is read by nothing after it. When `x` has the output's dtype,
shape and strides, the output is given `x` instead: the functional wrapper
(`triton_kernel_wrapper_functional`, `auto_functionalized`) then writes a clone of `x`, and the
rest of the call is untouched (it reads `x` where it read it).

That change alone keeps the program's meaning. An uninitialized buffer's (`empty`) bytes were
unspecified, so any bytes, `x`'s among them, are a value the original could hold. A fill's
(`zeros_like`) are placed only where they are never seen: the writer is a Triton kernel that, in
every launch configuration, stores every element of the output and loads none of it (shown over
the concrete launch, `kernel_effects.overwritten`; Liger's RMSNorm backward into `dX`). The
output's bytes the call stores are what they were. A backward's donated saved tensors (nobody
reads them after the graph) are inputs that may die too.

What it buys is a candidate: whether the wrapper may write `x` itself is decided by the proof
like any other, with the same obligations: nothing reads `x`, or what
shares its storage, afterwards (stale read), `x` is none of the caller's (the caller's view), and
each byte the call stores through the output and reads through `x` is read first by the program
instance that stores it (self-aliasing: the kernel's TTIR, or the op's traced body). Where the
rewrite is not applied, `restore` gives the output its own buffer back and the graph is analysed
again, so nothing is cloned that was not cloned before.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Callable

import torch
import torch.fx

from .fills import FILLS, set_written, written_inputs, written_slots

aten = torch.ops.aten
PLACED = "placed:"  # a withheld name: the writer's output is not placed again (`integration.relower`)
EMPTIES = frozenset(getattr(aten, name).default if name != "empty" else aten.empty.memory_format
                    for name in ("empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided",
                                 "empty_permuted"))


@dataclasses.dataclass
class Placement:
    """The output `empty` of `writer` (the input it writes at `slot`, `fills.written_slots`) given
    `source` instead."""

    writer: str
    slot: tuple
    empty: str
    source: str
    applied: bool = False
    restored: bool = False  # given its own buffer back
    reason: str = ""  # why it was not applied (the candidate's verdict or why it was held)

    def line(self) -> str:
        where = f"the output {self.empty} of {self.writer} placed in {self.source}, dead there"
        return f"{where}: applied" if self.applied else f"{where}: given back its own buffer ({self.reason})"


def place(gm: torch.fx.GraphModule, withheld: frozenset[str] = frozenset(),
          dead: frozenset[str] = frozenset()) -> list[Placement]:
    """Give each fresh output whose writer has a dead input of its layout that input instead (see the
    module's doc); the placements made, in program order. A writer in `withheld` (its name, or it
    prefixed with `PLACED`: a placement that fed a conflict of the lowering) is left as it is.
    `dead`: the placeholders whose contents nobody reads after the graph (a backward's donated
    saved tensors), which may be given too."""
    order = {n: i for i, n in enumerate(gm.graph.nodes)}
    last = _last_reads(gm, order, dead)
    made = []
    for writer in list(gm.graph.nodes):
        if writer.name in withheld or PLACED + writer.name in withheld:
            continue
        written = written_inputs(writer)
        # A Triton kernel's other written arguments may be given too: torch's mutation analysis
        # lists every argument of a kernel it cannot read, and whether the two may share a buffer
        # is the proof's question (its self-aliasing query compares the kernel's loads and stores
        # through both). Inputs it does not list are tried first.
        triton = writer.target is getattr(torch.ops.higher_order, "triton_kernel_wrapper_functional", None)
        taken = {e for e in written if not triton or _fresh(e, writer, written)}
        inputs = sorted(writer.all_input_nodes, key=lambda x: x in written)
        for slot, empty in zip(written_slots(writer), written):
            if not _fresh(empty, writer, written):
                continue
            source = next((x for x in inputs if x not in taken and _same_layout(x, empty)
                           and _dies_at(x, writer, order, last)), None)
            if source is None or (empty.target in FILLS and not _overwritten(gm, writer, slot, empty)):
                continue
            set_written(writer, slot, source)
            taken.add(source)
            made.append(Placement(writer.name, slot, empty.name, source.name))
    if made:
        gm.graph.lint()
        gm.recompile()
    return made


def settle(placements: list[Placement], analysed: Callable[[], Any], *graphs: torch.fx.GraphModule) -> Any:
    """The report of `analysed()` once every placement is applied or given its own buffer back (in
    each of `graphs`: the graph and the copy the analysis reads). A placement not applied is
    restored and the graph analysed again, the output's own buffer then a candidate of its own; a
    second round that still refuses one restores them all, so there are at most three analyses."""
    report = analysed()
    rounds = 0
    while refused := _refused(placements, report):
        rounds += 1
        if rounds > 1:
            refused = [p for p in placements if not p.restored]
        for gm in graphs:
            restore(gm, refused)
        report = analysed()
    return report


def _refused(placements: list[Placement], report: Any) -> list[Placement]:
    """Each placement still in the graph read from the analysis of it (`report`): applied when its
    candidate is; the others, with why, returned."""
    refused = []
    for p in placements:
        if p.restored:
            continue
        cand = next((c for c in report.candidates if c.node == p.writer and c.mutated == p.source
                     and (p.slot[0] != "kwargs" or c.arg == p.slot[1])), None)
        p.applied = cand is not None and cand.applied
        if not p.applied:
            p.reason = ("not decided" if cand is None else cand.held or f"{cand.verdict}: {cand.reason}")
            refused.append(p)
    return refused


def restore(gm: torch.fx.GraphModule, placements: list[Placement]) -> None:
    """Give each of `placements` its own buffer back in `gm` (the graph or the analysed copy of it)."""
    nodes = {n.name: n for n in gm.graph.nodes}
    for p in placements:
        p.applied, p.restored = False, True
        if p.empty in nodes:  # else erased: the writer keeps the input, which its clone then copies
            set_written(nodes[p.writer], p.slot, nodes[p.empty])
    if placements:
        gm.recompile()


def erase_buffers(gm: torch.fx.GraphModule, placements: list[Placement]) -> None:
    """Erase the buffers the applied placements no longer need."""
    nodes = {n.name: n for n in gm.graph.nodes}
    erased = [p.empty for p in placements if p.applied and p.empty in nodes and not nodes[p.empty].users]
    for name in erased:
        gm.graph.erase_node(nodes[name])
    if erased:
        gm.recompile()


def _fresh(empty: torch.fx.Node, writer: torch.fx.Node, written: list[torch.fx.Node]) -> bool:
    """A buffer made for `writer` alone (uninitialized, or a fill), which it reads and writes only as
    this one written input."""
    if empty.op != "call_function" or empty.target not in EMPTIES | FILLS or list(empty.users) != [writer]:
        return False
    if written.count(empty) != 1 or not isinstance(empty.meta.get("val"), torch.Tensor):
        return False
    seen = []
    torch.fx.node.map_arg((writer.args, writer.kwargs), lambda n: seen.append(n) if n is empty else None)
    return len(seen) == 1


def _dies_at(x: torch.fx.Node, writer: torch.fx.Node, order: dict, last: dict) -> bool:
    """No node after `writer` reads `x`'s storage (through `x` or any view of it, the graph's output
    included), and it is no input that lives on after the graph (`_last_reads`). Only a cheap
    filter: the proof decides whether nothing reads those bytes afterwards."""
    storage = _storage(x)
    return storage is not None and last.get(storage, len(order)) <= order[writer]


def _last_reads(gm: torch.fx.GraphModule, order: dict, dead: frozenset[str]) -> dict:
    """Each storage the graph's values hold -> the place of the last node that reads a value held
    in it; past every node for an input or constant whose contents are read after the graph (a
    placeholder not in `dead`, a `get_attr`)."""
    last: dict = {}
    for node in gm.graph.nodes:
        if node.op == "get_attr" or (node.op == "placeholder" and node.name not in dead):
            for s in _storages(node):
                last[s] = len(order) + 1
        for a in node.all_input_nodes:
            for s in _storages(a):
                last[s] = max(last.get(s, 0), order[node])
    return last


def _storages(node: torch.fx.Node) -> list:
    from torch.multiprocessing.reductions import StorageWeakRef

    val = node.meta.get("val")
    vals = val if isinstance(val, (list, tuple)) else [val]
    return [StorageWeakRef(v.untyped_storage()) for v in vals if isinstance(v, torch.Tensor)]


def _storage(node: torch.fx.Node) -> Any:
    """The storage `node`'s value holds (None for a value that is no tensor)."""
    return _storages(node)[0] if isinstance(node.meta.get("val"), torch.Tensor) else None


def _overwritten(gm: torch.fx.GraphModule, writer: torch.fx.Node, slot: tuple, fill: torch.fx.Node) -> bool:
    """A fill's values are never seen: `writer` is a Triton kernel whose every launch configuration
    stores each of its elements and loads none (`kernel_effects.overwritten`, over a concrete
    launch). Then the fill may be any bytes, `x`'s among them. Remembered per kernel, launch and
    arguments (`COVERED`): a model's layers launch one kernel alike."""
    from ..callees.kernel_effects import kernel_key
    from ..compiler.capture import capture_info

    if writer.target is not getattr(torch.ops.higher_order, "triton_kernel_wrapper_functional", None):
        return False  # a custom op's body is not read for it
    val = fill.meta["val"]
    if not all(isinstance(d, int) for d in (*val.shape, *val.stride(), val.storage_offset())):
        return False
    info = capture_info(gm)
    kernel = info.kernels.get(writer.kwargs["kernel_idx"])
    if kernel is None:
        return False
    kwargs, arg = writer.kwargs["kwargs"], slot[1]
    described = {k: (v.meta["val"].dtype, tuple(v.meta["val"].shape), v.meta["val"].stride())
                 if isinstance(v, torch.fx.Node) and isinstance(v.meta.get("val"), torch.Tensor) else repr(v)
                 for k, v in kwargs.items()}
    key = (kernel_key(kernel), repr(writer.kwargs["grid"]), repr(sorted(described.items(), key=str)),
           repr(sorted(info.constant_args.get(writer.kwargs["constant_args_idx"], {}).items(), key=str)), arg)
    if key not in COVERED:
        if len(COVERED) > 256:
            COVERED.clear()
        COVERED[key] = _covers(info, writer, arg, val)
    return COVERED[key]


COVERED: dict = {}


def _covers(info, writer: torch.fx.Node, arg: str, val: torch.Tensor) -> bool:
    """`kernel_effects.overwritten` of every launch configuration of the writer's analysed TTIR."""
    import numpy as np

    from ..callees.kernel_access import analyse_call
    from ..callees.kernel_effects import overwritten
    from ..memory.calls import KernelCall
    from ..memory.layout import Footprints
    from ..memory.symbolic import Symbols

    symbols = Symbols(info.shape_env)
    kwargs = writer.kwargs["kwargs"]
    view = analyse_call(KernelCall(writer, dict(kwargs), list(writer.kwargs["tensors_to_clone"]), {}),
                        info, symbols, Footprints(symbols))
    if not view.analysed(arg):
        return False
    elements = np.zeros((), dtype=np.int64)
    for n, s in zip(val.shape, val.stride()):
        elements = np.add.outer(elements, np.arange(n, dtype=np.int64) * s)
    elements = elements.ravel() * val.element_size()
    return all(overwritten(v, arg, elements, val.element_size()) for v in view.variants)


def _same_layout(x: torch.fx.Node, empty: torch.fx.Node) -> bool:
    """One dtype, device, shape, strides and offset; sizes compared as expressions, so that no
    guard is added to the compile's shape environment."""
    a, b = x.meta.get("val"), empty.meta.get("val")
    if not isinstance(a, torch.Tensor) or not isinstance(b, torch.Tensor) or (a.dtype, a.device) != (b.dtype, b.device):
        return False
    pairs = [*zip(a.shape, b.shape), *zip(a.stride(), b.stride()), (a.storage_offset(), b.storage_offset())]
    return a.dim() == b.dim() and all(_same_size(p, q) for p, q in pairs)


def _same_size(p, q) -> bool:
    if isinstance(p, int) and isinstance(q, int):
        return p == q
    if isinstance(p, torch.SymInt) and isinstance(q, torch.SymInt):
        return p.node.expr == q.node.expr  # sympy's structural equality: no guard
    return False
