"""A compiled program run against its reference, on the same inputs: Inductor's program for one graph
against the functional graph it was compiled from, run by ATen (`compare_compiled`: a conflict the
lowering checks left, reproduced), and a compiled Dynamo graph against the graph run eagerly on
copies of the call's own inputs (`compare_whole`: inputs AOTAutograd calls disjoint though they
share bytes). Both compare up to rounding (`execution.ROUNDING`) and say where they first differ
(`run_difference`); neither ever raises.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.fx

from ..compiler.binding import copy_sharing
from .execution import _run_graph, difference_beyond_rounding, placeholder_values


def compare_compiled(compiled: Any, graph: torch.fx.GraphModule, seed: int = 0) -> str:
    """The compiled program (Inductor's callable, on a list of inputs) run against `graph`, the
    functional graph it was compiled from, run by ATen, on the same inputs made from the graph's
    fake tensors: "" when their outputs and final inputs agree, "differs: ..." with the first
    difference, "not compared: why" otherwise. They agree up to rounding (`ROUNDING`): Inductor's
    fused kernels round otherwise than ATen's (on a GPU a sigmoid or a fused multiply-add differs
    in its last bits), which is no wrong result; a race reads or writes whole other values."""
    values = placeholder_values(graph, seed)
    if values is None:
        return "not compared: a placeholder's value cannot be made (symbolic or opaque)"
    try:
        expected, expected_inputs = _run_graph(graph, values)
        again, again_inputs = _run_graph(graph, values)
        args = copy_sharing(values)  # each input's strides and offset kept: the compiled program asserts them
        with torch.no_grad():
            got = compiled(list(args))
    except Exception as e:
        return _not_compared(e)
    return run_difference((expected, expected_inputs), (again, again_inputs), (got, args))


def run_difference(expected: tuple, again: tuple, got: tuple, reference: str = "the functional graph") -> str:
    """Where a run differs from the reference (each an (outputs, inputs' final contents) pair; the
    reference run twice, `again`): "" where they agree up to rounding, "differs: ..." with the
    first difference, "not compared: ..." where the reference differs from itself."""
    listed = [[list(v) if isinstance(v, (list, tuple)) else [v] for v in run] for run in (expected, again, got)]
    (outs, ins), (outs2, ins2), (outs3, ins3) = listed
    pairs = [(f"output {i}", a, b, c) for i, (a, b, c) in enumerate(zip(outs, outs2, outs3))]
    pairs += [(f"input {i}", a, b, c) for i, (a, b, c) in enumerate(zip(ins, ins2, ins3))]
    for where, a, b, c in pairs:
        if isinstance(a, torch.Tensor) and isinstance(c, torch.Tensor):
            if difference_beyond_rounding(a, b, where):
                return f"not compared: {reference} gives different results run twice"
            d = difference_beyond_rounding(a, c, where) if a.shape == c.shape and a.dtype == c.dtype else None
            if d:
                return (f"differs: {d.where}{list(d.index)}: {reference} gives {d.original}, "
                        f"the compiled program {d.rewritten}")
    return ""


def compare_whole(graph: torch.fx.GraphModule, compiled: Any, inputs: list[Any]) -> str:
    """Dynamo's graph run eagerly against its compiled program, each on copies of the call's own
    inputs (storage sharing kept: inputs that are views of one tensor stay so): "" where they agree
    up to rounding, "differs: ..." with the first difference, "not compared: why" otherwise."""
    if any(n.op == "call_function" and torch.Tag.nondeterministic_seeded in getattr(n.target, "tags", ())
           for n in graph.graph.nodes):
        return "not compared: the graph draws random numbers, which a compiled program draws otherwise"
    runs = []
    try:
        with torch.no_grad():
            for fn in (graph, graph, compiled):
                args = copy_sharing(inputs)
                runs.append((fn(*args), args))
    except Exception as e:
        return _not_compared(e)
    return run_difference(*runs, reference="eager")


def _not_compared(e: Exception) -> str:
    return f"not compared: {type(e).__name__}: {str(e).splitlines()[0][:160] if str(e) else ''}"
