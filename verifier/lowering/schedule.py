"""The scheduled program after fusion: the race rule in each kernel, and the order of its parts.

Inductor's scheduler, after fusion, holds the list of scheduled nodes it will generate code for.
Each kernel of it is read (`accesses`) and the race rule proven over its loads and stores
(`races`): a byte one iteration writes may not be touched by another iteration. A race between
two parts of a fused kernel is the fusion's doing (the parts, generated one after another as they
were before fusion, would each finish before the next starts, which is the functional graph's
order); a race inside one part is the lowering's (a node that reads a buffer at one index and
writes it at another: a foreach op lowered in place over a flipped read of its own input). Parts
that touch a buffer before the part that computes it (`order.used_before_made`) break the order.
"""

from __future__ import annotations

from typing import Any

from .accesses import Kernel, origins, scheduled_kernels
from .bounds import out_of_bounds
from .findings import Finding, Kind, unchecked
from .races import Query, races


def kernel_findings(node: Any, shape_env: Any, keep: list[Query] | None = None) -> tuple[Kernel | None, list[Finding]]:
    """The kernel of one scheduled node (None for a node Inductor does not describe as loops: an
    extern kernel, a template), the races in it and its accesses outside their buffers. A kernel whose loops cannot be read gives an
    `UNCHECKED` finding."""
    try:
        found = scheduled_kernels([node])
    except Exception as e:
        return None, [unchecked(f"kernel {node.get_name()}", e, frozenset(origins([node])))]
    if not found:
        return None, []
    kernel = found[0]
    if kernel.why_not:
        if "has no loop body to read" in kernel.why_not:
            return kernel, []  # a template or extern part: no iterations described, nothing to race
        return kernel, [unchecked(f"kernel {kernel.name}", kernel.why_not, frozenset(origins(kernel.parts)))]
    try:
        return kernel, races(kernel, shape_env, keep=keep) + out_of_bounds(kernel, shape_env)
    except Exception as e:  # a check that raises is a conflict
        return kernel, [unchecked(f"kernel {kernel.name}", e, frozenset(origins(kernel.parts)))]


def between_parts(findings: list[Finding], kernel: Kernel | None) -> list[Finding]:
    """The races of `findings` between two parts of a fused kernel (the fusion's doing)."""
    if kernel is None or len(kernel.parts) < 2:
        return []
    return [f for f in findings if f.kind is Kind.RACE and len(f.parts) == 2 and f.parts[0] != f.parts[1]]
