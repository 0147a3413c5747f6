"""Functionalization's own reinplacing pass (`torch.fx.passes.reinplace`), for comparison: its
rewrite of a copy of the graph, and its decision on each candidate.

The pass turns an aten op with an in-place variant into that variant where its alias analysis
sees no later use of the old value (never on a graph input: it does not mutate the caller's
tensors), and scatters of reinplaced views into nothing or a copy into the view. It has no out=
forms and leaves Triton kernels and custom ops alone: on those candidates it has no decision
("not a candidate"). The graph it is given is the one Inductor's pass receives (as captured); the
pass propagates the example arguments through it to learn storages and views.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.fx

from .inductor import NOT_A_CANDIDATE, copy_graph
from .ops import inplace_variant, op_name


def fx_rewrite(gm: torch.fx.GraphModule, arguments: list[Any]) -> torch.fx.GraphModule:
    """A copy of `gm` after `torch.fx.passes.reinplace`, given the graph's placeholders' values
    (`gm` is not modified)."""
    from torch.fx.passes.reinplace import reinplace

    copy = copy_graph(gm)
    reinplace(copy, *arguments)
    copy.recompile()
    return copy


def fx_decisions(gm: torch.fx.GraphModule, rewritten: torch.fx.GraphModule) -> dict[tuple[str, str], str]:
    """(node, "self") -> "reinplace" or "clone" for each aten op of `gm` with an in-place variant,
    and (node, "base") for each scatter (reinplaced: the pass removed it, or replaced it by a copy
    into the view), as the pass decided in `rewritten`."""
    from .ops import encodings

    after = {n.name: n.target for n in rewritten.graph.nodes if n.op == "call_function"}
    scatters = set(encodings().get("scatter", {}))
    out = {}
    for n in gm.graph.nodes:
        if n.op != "call_function":
            continue
        variant = inplace_variant(n.target)
        if variant is not None:
            out[(n.name, "self")] = "reinplace" if op_name(after.get(n.name)) == variant["inplace"] else "clone"
        elif op_name(n.target) in scatters:
            out[(n.name, "base")] = "clone" if after.get(n.name) is n.target else "reinplace"
    return out


def annotate_fx(report: Any, decisions: dict[tuple[str, str], str]) -> None:
    """Record the fx pass's decision on each candidate of `report` (in `candidate.inductor`, the
    field of the heuristic the audit compares with): "not a candidate" where it has none (the
    decisions hold (op, "self") of in-place variants and (scatter, "base"))."""
    for c in report.candidates:
        c.inductor = decisions.get((c.node, c.arg), NOT_A_CANDIDATE)
    for link in report.links:
        link.inductor = decisions.get((link.node, "base"))
