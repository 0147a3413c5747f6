"""Each kernel's reads and writes as Inductor's scheduler computed them, after fusion.

Read from the scheduler's nodes, the same on the CPU and the GPU and across torch 2.11 to 2.15:
each SchedulerNode's loop body, whose loads and stores Inductor records as index expressions over
the node's own iteration variables (`dependencies.extract_read_writes(body, *sizes,
normalize=False)`: the scheduler's own MemoryDeps are normalized per access, each in a variable
space of its own, which cannot be compared with another access's). The generated code (C++ or
Triton) is not read: the index expressions are what it is generated from. A buffer is named by
its real name (a mutation's buffer by the buffer it mutates, `Scheduler.mutation_real_name`), so
that a load under the mutation's name and a store under the real one meet.

A fused kernel runs its parts one after another inside each iteration of one loop nest: its parts
share the iteration variables when their sizes are equal, and a reduction and its pointwise user
share the outer iteration; a foreach kernel runs its parts side by side, each its own iterations. Nodes whose iterations Inductor does not describe (extern
kernels, templates) are left out, with the reason.
"""

from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True)
class LoopAccess:
    """One load or store of a kernel part: `index` (a sympy expression over the part's iteration
    variables and the graph's sizes) in elements of `itemsize` bytes of buffer `buffer`."""

    buffer: str
    index: Any
    kind: str  # "read" or "write"
    part: int
    itemsize: int
    masked: bool = False  # a load only under a mask (`ops.masked`: a pad, a cat): made only where it holds


@dataclasses.dataclass
class Kernel:
    """One kernel of the lowered program: its parts (scheduler nodes), their accesses, and the
    iteration space: `ranges` (variable -> size) and what tells iterations apart (`iteration`: a
    reduction's own variables run inside one iteration)."""

    name: str
    parts: list[Any]
    accesses: list[LoopAccess]
    ranges: list[dict[Any, Any]]  # per part
    # per part: expressions of its variables that name the iteration an access belongs to (two
    # accesses are in one iteration when all are equal); None: not known, any two may be apart
    iteration: list[list[Any] | None]
    side_by_side: bool = False  # a foreach kernel: parts run concurrently, none shares an iteration
    why_not: str = ""  # a part whose accesses could not be read
    outer: list[list[Any]] = dataclasses.field(default_factory=list)  # per part: its variables that are not a reduction's

    def written(self) -> set[str]:
        return {a.buffer for a in self.accesses if a.kind == "write"}

    def iterations(self, a: int, b: int) -> tuple[list[Any], list[Any]] | None:
        """What names the iteration of parts `a` and `b` (`iteration`'s), or, where the kernel's
        fusion leaves it unknown, their outer variables when the two parts' loops have the same
        sizes: a fused kernel runs such parts over one loop nest, both in each iteration of it.
        None when not known."""
        first, second = self.iteration[a], self.iteration[b]
        if first is not None and second is not None:
            return first, second
        sizes = [getattr(self.parts[i], "_sizes", None) for i in (a, b)]
        if self.outer and not self.side_by_side and sizes[0] is not None and sizes[0] == sizes[1]:
            return self.outer[a], self.outer[b]
        return None


def indirect(index: Any) -> bool:
    """Whether an index depends on loaded values (`tmpN`, `indirectN`: a gather, an `index_put`)."""
    return any(s.name.startswith(("tmp", "indirect")) for s in getattr(index, "free_symbols", ()))


def real_name(scheduler: Any, name: str) -> str:
    """The buffer a name stands for: a mutation's buffer is the buffer it mutates, followed to the
    end (a mutation of a mutation)."""
    seen = set()
    names = getattr(scheduler, "mutation_real_name", {})
    while name in names and names[name] != name and name not in seen:
        seen.add(name)
        name = names[name]
    return name


def origins(parts: list[Any]) -> set[str]:
    """The FX nodes the scheduled parts were lowered from."""
    return {n.name for part in parts for n in getattr(getattr(part, "node", None), "origins", ()) or ()}


def shape_env() -> Any:
    """The ShapeEnv of the graph being lowered (None outside a lowering)."""
    from torch._inductor.virtualized import V

    try:
        return V.graph.sizevars.shape_env
    except Exception:
        return None


def _itemsize(name: str) -> int:
    from torch._inductor.virtualized import V

    try:
        return V.graph.get_dtype(name).itemsize
    except Exception:
        return 0


def _part_accesses(snode: Any, part: int, scheduler: Any) -> tuple[list[LoopAccess], dict, list]:
    from torch._inductor import dependencies
    from torch._inductor.dependencies import MemoryDep

    body, sizes = snode._body, snode._sizes
    rw = dependencies.extract_read_writes(body, *sizes, normalize=False)
    args, _ = dependencies.index_vars_squeeze(*sizes, prefix="d")
    ranges = dict(rw.var_ranges or {})
    pointwise = list(args[0])
    masked = _masked_loads(body, args)
    out = []
    for kind, deps in (("read", rw.reads), ("write", rw.writes)):
        for dep in deps:
            if not isinstance(dep, MemoryDep):
                raise ValueError(f"{type(dep).__name__} of {dep.name}: an access without an index")
            name = real_name(scheduler, dep.name)
            out.append(LoopAccess(name, dep.index, kind, part, _itemsize(name),
                                  masked=kind == "read" and (dep.name, dep.index) in masked))
    return out, ranges, pointwise


def _loads(block: Any) -> set[tuple[str, str]]:
    """The loads of a block of a loop body: (buffer, the name of its index expression), read from
    the block's graph (`ops.load(buffer, get_index(name))`)."""
    out = set()
    for n in block.graph.nodes:
        if n.op == "call_method" and n.target == "load" and len(n.args) > 2:
            index = n.args[2]
            if getattr(index, "op", None) == "call_module" and index.target == "get_index" and index.args:
                out.add((n.args[1], index.args[0]))
    return out


def _masked_loads(body: Any, args: list) -> set[tuple[str, Any]]:
    """The loads of a loop body made only inside a masked sub-block (`ops.masked`, a pad or a cat:
    its index may leave the buffer where the mask is false), as (buffer, index over `args`). A load
    the body's root block makes too is not among them."""
    subblocks = getattr(body, "subblocks", None) or {}
    if not subblocks:
        return set()
    inside = set().union(*(_loads(b) for b in subblocks.values())) - _loads(body.root_block)
    if not inside:
        return set()
    index = body.indexing_from_args(args)
    if getattr(body, "indirect_vars", None):  # named as `extract_read_writes` names them
        from torch.utils._sympy.symbol import SymT, make_symbol

        repl = {v: make_symbol(SymT.TMP, i) for i, v in enumerate(body.indirect_vars)}
        index = {k: v.xreplace(repl) for k, v in index.items()}
    return {(buffer, index[name]) for buffer, name in inside}


def scheduled_kernels(nodes: list[Any]) -> list[Kernel]:
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
        pointwise = []
        for i, part in enumerate(parts):
            if not isinstance(part, SchedulerNode) or getattr(part, "_body", None) is None:
                kernel.why_not = f"{part.get_name()} ({type(part).__name__}) has no loop body to read"
                break
            try:
                accesses, ranges, variables = _part_accesses(part, i, node.scheduler)
            except Exception as e:
                kernel.why_not = f"{part.get_name()}: {type(e).__name__}: {e}"
                break
            kernel.accesses += accesses
            kernel.ranges.append(ranges)
            pointwise.append(variables)
        if not kernel.why_not:
            kernel.iteration = _iterations(parts, kernel.ranges, pointwise, kernel.side_by_side)
            kernel.outer = pointwise
        out.append(kernel)
    return out


def _linear(variables: list[Any], ranges: dict[Any, Any]) -> Any:
    """The row-major position of an iteration over `variables` (the outer one first): a sympy
    expression, 0 when there is none (a reduction to one element)."""
    import sympy

    index, stride = sympy.Integer(0), 1
    for v in reversed(variables):
        index, stride = index + v * stride, stride * ranges[v]
    return index


def _iterations(parts: list[Any], ranges: list[dict], pointwise: list[list[Any]], side_by_side: bool) -> list:
    """What names an iteration in each part. Parts of equal sizes share their variables (a fused
    loop nest runs them one after another per iteration), and a reduction's own variables run
    inside one iteration. A reduction fused with a pointwise part (sizes (n,) x (m,) beside
    (n, m), or beside (n,)): Inductor runs both per outer iteration, the pointwise part's iteration
    then is its row-major position divided by m (or that position). Other fusions: not known."""
    import math

    from torch.utils._sympy.functions import FloorDiv

    if side_by_side or len(parts) == 1:
        return [list(p) for p in pointwise]
    sizes = [(tuple(p._sizes[0]), tuple(p._sizes[1])) for p in parts]
    if all(s == sizes[0] for s in sizes):
        return [list(p) for p in pointwise]
    reductions = {(math.prod(s[0]), math.prod(s[1])) for s in sizes if s[1]}
    if len(reductions) != 1:
        return [None] * len(parts)
    numel, rnumel = next(iter(reductions))
    out = []
    for (outer, inner), variables, r in zip(sizes, pointwise, ranges):
        if (inner and (math.prod(outer), math.prod(inner)) == (numel, rnumel)) or (not inner and math.prod(outer) == numel):
            out.append([_linear(variables, r)])  # the reduction, or a pointwise part over its rows
        elif not inner and math.prod(outer) == numel * rnumel:
            out.append([FloorDiv(_linear(variables, r), rnumel)])
        else:
            out.append(None)
    return out
