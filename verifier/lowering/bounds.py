"""Every load and store of a lowered kernel stays inside the storage of the buffer it indexes.

A kernel Inductor generates computes each address from an index expression over its iteration
variables (`accesses`), and nothing in the generated code bounds it: a Triton `tl.load` without a
mask, a C++ loop's `loadu`. Where the lowering resolves an index against a buffer smaller than the
storage the graph's view lives in (pytorch#192226: `as_strided`'s storage offset taken against a
view realized into a buffer of its own size), the kernel reads past the buffer: other buffers'
bytes on the CPU, an illegal memory access or garbage on the GPU. The rule, proven with Z3 for
every access of a kernel: over all its iterations, 0 <= index < the buffer's storage size in
elements (`Layout.storage_size()`: what Inductor allocates for it, or the buffer it reuses holds
at least as much, whose excess bytes are another buffer's).

The domain: buffers Inductor allocates (a `ComputedBuffer` of a fixed or flexible layout). A graph
input's storage may extend past its view (the caller's), so reading past the view is not a fault
there; an extern kernel's output or a non-owning layout is storage Inductor does not size. Not
bounded: a load under a mask (`ops.masked`: a pad or a cat computes an index that leaves the buffer
where the mask is false, and loads nothing there), and an indirect index (an `index_put` or a gather
whose index is out of range is the original program's own error, which Inductor asserts).
"""

from __future__ import annotations

from typing import Any

from ..memory.symbolic import Symbols
from ..proof.solver import Answer, check
from .accesses import Kernel, LoopAccess, indirect, origins
from .findings import Finding, Kind

RLIMIT = 2_000_000  # z3's resource units per access (the same answer on every machine)


def storage_sizes(kernel: Kernel) -> dict[str, Any]:
    """Buffer -> the number of elements Inductor allocates for it (a sympy expression), for the
    buffers of `kernel` that are in the rule's domain (see the module's doc)."""
    from torch._inductor import ir
    from torch._inductor.virtualized import V

    out = {}
    for name in {a.buffer for a in kernel.accesses}:
        buffer = V.graph.name_to_buffer.get(name)
        if not isinstance(buffer, ir.ComputedBuffer) or name in V.graph.graph_inputs:
            continue
        layout = buffer.get_layout()
        if type(layout) not in (ir.FixedLayout, ir.FlexibleLayout):
            continue  # a non-owning layout, a communication buffer, a mutation's: not sized here
        out[name] = layout.storage_size()
    return out


def out_of_bounds(kernel: Kernel, shape_env: Any = None, sizes: dict[str, Any] | None = None,
                  rlimit: int = RLIMIT) -> list[Finding]:
    """The accesses of `kernel` that some iteration makes outside the storage of their buffer, as
    findings of kind `BOUNDS` with the iteration and the element (`UNCHECKED` where the solver
    could not decide or an index cannot be encoded). `sizes` (buffer -> elements) defaults to what
    Inductor allocates (`storage_sizes`)."""
    sizes = storage_sizes(kernel) if sizes is None else sizes
    symbols = Symbols(shape_env)
    where = frozenset(origins(kernel.parts))
    out, seen = [], set()
    for access in kernel.accesses:
        key = (access.buffer, access.index, access.part, access.kind)
        if access.buffer not in sizes or access.masked or indirect(access.index) or key in seen:
            continue
        seen.add(key)
        found = _outside(kernel, access, sizes[access.buffer], symbols, rlimit)
        if found is not None:
            out.append(Finding(found[0], found[1], kernel=kernel.name, buffer=access.buffer,
                               read=f"{access.kind} {access.buffer}[{access.index}] in part {access.part}",
                               origins=where, witness=found[2], decided=found[0] is Kind.BOUNDS,
                               parts=(access.part,)))
    return out


def _linear_extent(index: Any, ranges: dict[Any, Any]) -> tuple[int, int] | None:
    """The least and the greatest value of `index` over `ranges` where both are numbers and `index`
    is a sum of a constant and integer multiples of distinct loop variables (each one independent:
    the extremes are those of each term), else None."""
    import sympy

    if not all(isinstance(r, (int, sympy.Integer)) for r in ranges.values()):
        return None
    index = sympy.expand(index)
    lo = hi = 0
    for term, coefficient in index.as_coefficients_dict().items():
        if not isinstance(coefficient, (int, sympy.Integer)):
            return None
        if term == 1:
            lo, hi = lo + int(coefficient), hi + int(coefficient)
        elif term in ranges and int(ranges[term]) > 0:
            ends = (0, int(coefficient) * (int(ranges[term]) - 1))
            lo, hi = lo + min(ends), hi + max(ends)
        else:
            return None
    return lo, hi


def _outside(kernel: Kernel, access: LoopAccess, size: Any, symbols: Symbols, rlimit: int) -> tuple | None:
    """(kind, text, witness) when an iteration makes `access` outside [0, size), else None."""
    verb = "reads" if access.kind == "read" else "writes"
    what = f"kernel {kernel.name} {verb} {access.buffer}[{access.index}], a buffer of {size} elements"
    ranges = kernel.ranges[access.part]
    extent = _linear_extent(access.index, ranges) if getattr(size, "is_number", isinstance(size, int)) else None
    if extent is not None and 0 <= extent[0] and extent[1] < int(size):
        return None  # inside, by the extremes of each term (outside: the solver names an iteration)
    try:
        formulas = []
        for v, length in ranges.items():
            t = symbols.term(v)
            formulas += [t >= 0, t < symbols.term(length)]
        index, bound = symbols.term(access.index), symbols.term(size)
        formulas.append((index < 0) | (index >= bound))
        answer = check(formulas, symbols, rlimit=rlimit)
    except Exception as e:  # an index the encoder does not know: not decided, never in bounds
        return Kind.UNCHECKED, f"{what}: not checked ({type(e).__name__})", ""
    if answer.answer is Answer.UNSAT:
        return None
    if answer.answer is Answer.UNKNOWN:
        return Kind.UNCHECKED, f"{what}: the solver could not decide whether it stays inside", ""
    model = answer.model

    def value(term: Any) -> str:
        return str(model.eval(symbols.term(term), model_completion=True))

    at = ", ".join(f"{v}={value(v)}" for v in ranges)
    witness = f"iteration ({at}) of {kernel.parts[access.part].get_name()} {verb} element {value(access.index)}"
    return Kind.BOUNDS, f"{what}: {witness}, outside the buffer", witness
