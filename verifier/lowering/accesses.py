"""Each kernel's reads and writes as Inductor's scheduler computed them, after fusion.

Read from the scheduler's nodes, the same on the CPU and the GPU and across torch 2.11 to 2.15:
each SchedulerNode's loop body, whose loads and stores Inductor records as index expressions over
the node's own iteration variables (`dependencies.extract_read_writes(body, *sizes,
normalize=False)`: the scheduler's own MemoryDeps are normalized per access, each in a variable
space of its own, which cannot be compared with another access's). The generated code (C++ or
Triton) is not read: the index expressions are what it is generated from. A buffer is named by
its real name (a mutation's buffer by the buffer it mutates, `Scheduler.mutation_real_name`), so
that a load under the mutation's name and a store under the real one meet.

A fused kernel runs its parts one after another inside each iteration of one loop nest, and its
parts share the iteration variables when their sizes are equal; a foreach kernel runs its parts
side by side, each its own iterations. Nodes whose iterations Inductor does not describe (extern
kernels, templates) are left out, with the reason.
"""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True)
class Access:
    """One load or store of a kernel part: `index` (a sympy expression over the part's iteration
    variables and the graph's sizes) in elements of `itemsize` bytes of buffer `buffer`."""

    buffer: str
    index: Any
    kind: str  # "read" or "write"
    part: int
    itemsize: int


@dataclasses.dataclass
class Kernel:
    """One kernel of the lowered program: its parts (scheduler nodes), their accesses, and the
    iteration space: `ranges` (variable -> size) and the variables that tell iterations apart
    (`pointwise`: a reduction's own variables run inside one iteration)."""

    name: str
    parts: list[Any]
    accesses: list[Access]
    ranges: list[dict[Any, Any]]  # per part
    pointwise: list[list[Any]]  # per part
    side_by_side: bool = False  # a foreach kernel: parts run concurrently, none shares an iteration
    shared: bool = True  # the parts of a fused kernel iterate over one space (equal sizes)
    why_not: str = ""  # a part whose accesses could not be read

    def written(self) -> set[str]:
        return {a.buffer for a in self.accesses if a.kind == "write"}


def real_name(scheduler: Any, name: str) -> str:
    """The buffer a name stands for: a mutation's buffer is the buffer it mutates, followed to the
    end (a mutation of a mutation)."""
    seen = set()
    names = getattr(scheduler, "mutation_real_name", {})
    while name in names and names[name] != name and name not in seen:
        seen.add(name)
        name = names[name]
    return name


def _itemsize(name: str) -> int:
    from torch._inductor.virtualized import V

    try:
        return V.graph.get_dtype(name).itemsize
    except Exception:
        return 0


def _part_accesses(snode: Any, part: int, scheduler: Any) -> tuple[list[Access], dict, list]:
    from torch._inductor import dependencies
    from torch._inductor.dependencies import MemoryDep

    body, sizes = snode._body, snode._sizes
    rw = dependencies.extract_read_writes(body, *sizes, normalize=False)
    args, _ = dependencies.index_vars_squeeze(*sizes, prefix="d")
    ranges = dict(rw.var_ranges or {})
    pointwise = list(args[0])
    out = []
    for kind, deps in (("read", rw.reads), ("write", rw.writes)):
        for dep in deps:
            if not isinstance(dep, MemoryDep):
                raise ValueError(f"{type(dep).__name__} of {dep.name}: an access without an index")
            name = real_name(scheduler, dep.name)
            out.append(Access(name, dep.index, kind, part, _itemsize(name)))
    return out, ranges, pointwise


def kernels_of(nodes: list[Any]) -> list[Kernel]:
    """The kernels of a scheduled graph (the node list after fusion)."""
    from torch._inductor.scheduler import ForeachKernelSchedulerNode, FusedSchedulerNode, SchedulerNode

    out = []
    for node in nodes:
        if isinstance(node, FusedSchedulerNode):
            parts = list(node.snodes)
        elif isinstance(node, SchedulerNode):
            parts = [node]
        else:
            continue  # extern kernels and templates: no iterations described
        kernel = Kernel(node.get_name(), parts, [], [], [], side_by_side=isinstance(node, ForeachKernelSchedulerNode))
        for i, part in enumerate(parts):
            if not isinstance(part, SchedulerNode) or getattr(part, "_body", None) is None:
                kernel.why_not = f"{part.get_name()} ({type(part).__name__}) has no loop body to read"
                break
            try:
                accesses, ranges, pointwise = _part_accesses(part, i, node.scheduler)
            except Exception as e:
                kernel.why_not = f"{part.get_name()}: {type(e).__name__}: {e}"
                break
            kernel.accesses += accesses
            kernel.ranges.append(ranges)
            kernel.pointwise.append(pointwise)
        if not kernel.why_not and not kernel.side_by_side and len(parts) > 1:
            sizes = [tuple(p._sizes[0]) + tuple(p._sizes[1]) for p in parts]
            kernel.shared = all(s == sizes[0] for s in sizes)
        out.append(kernel)
    return out
