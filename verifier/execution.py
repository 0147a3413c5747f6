"""Execution: run a captured graph on real tensors, on the CPU through Triton's interpreter.

`run(gm, inputs)` returns the graph's outputs and the final contents of its inputs.
`compare(original, rewritten, inputs)` runs both on copies of the same inputs and reports the
first difference, bit for bit. Symbolic-size placeholders get their values from the shapes of
the tensor inputs.
"""

from __future__ import annotations

import contextlib
import dataclasses
import unittest.mock
from typing import Any

import torch
import torch.fx

from .capture import capture_info


@contextlib.contextmanager
def interpreted_triton():
    """Route Triton launches to the interpreter, for this scope only."""
    from triton.runtime.interpreter import InterpretedFunction
    from triton.runtime.jit import JITFunction

    def run(self, *args, grid, warmup, **kwargs):
        return InterpretedFunction(self.fn).run(*args, grid=grid, warmup=warmup, **kwargs)

    with unittest.mock.patch.object(JITFunction, "run", run):
        yield


@contextlib.contextmanager
def kernels_of(gm: torch.fx.GraphModule):
    """Put the graph's kernels back into Dynamo's side table while it runs."""
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table

    info = capture_info(gm)
    saved = (dict(kernel_side_table.id_to_kernel), dict(kernel_side_table.constant_args))
    kernel_side_table.id_to_kernel.update(info.kernels)
    kernel_side_table.constant_args.update(info.constant_args)
    try:
        yield
    finally:
        kernel_side_table.id_to_kernel.clear()
        kernel_side_table.id_to_kernel.update(saved[0])
        kernel_side_table.constant_args.clear()
        kernel_side_table.constant_args.update(saved[1])


def graph_arguments(gm: torch.fx.GraphModule, tensors: list[torch.Tensor]) -> list[Any]:
    """Placeholder values: the tensors in order, symbolic sizes read off their shapes."""
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    fakes = [n.meta.get("val") for n in placeholders if isinstance(n.meta.get("val"), torch.Tensor)]
    if len(fakes) != len(tensors):
        raise ValueError(f"the graph takes {len(fakes)} tensors, {len(tensors)} given")
    symbols: dict[Any, int] = {}
    for fake, real in zip(fakes, tensors):
        for f, r in zip((*fake.shape, *fake.stride(), fake.storage_offset()), (*real.shape, *real.stride(), real.storage_offset())):
            expr = getattr(getattr(f, "node", None), "expr", None)
            if expr is not None and getattr(expr, "is_Symbol", False):
                symbols[expr] = int(r)
    args, it = [], iter(tensors)
    for n in placeholders:
        val = n.meta.get("val")
        if isinstance(val, torch.Tensor):
            args.append(next(it))
        else:
            expr = getattr(getattr(val, "node", None), "expr", None)
            if expr is None:
                raise ValueError(f"placeholder {n.name} is neither a tensor nor a size")
            args.append(int(expr.xreplace({s: v for s, v in symbols.items()})))
    return args


def run(gm: torch.fx.GraphModule, inputs: list[torch.Tensor]) -> tuple[list[Any], list[torch.Tensor]]:
    """Outputs, and the inputs' final contents, of one run on copies of `inputs`."""
    tensors = [t.clone() for t in inputs]
    with interpreted_triton(), kernels_of(gm), torch.no_grad():
        out = gm(*graph_arguments(gm, tensors))
    out = list(out) if isinstance(out, (list, tuple)) else [out]
    return out, tensors


@dataclasses.dataclass
class Difference:
    where: str  # "output 0", "input 1"
    index: tuple[int, ...]
    original: float
    rewritten: float

    def __str__(self) -> str:
        return f"{self.where}{list(self.index)}: original {self.original}, rewritten {self.rewritten}"


def first_difference(a: torch.Tensor, b: torch.Tensor, where: str) -> Difference | None:
    if a.shape != b.shape or a.dtype != b.dtype:
        return Difference(where, (), float("nan"), float("nan"))
    bits_a = a.detach().reshape(-1).contiguous().view(torch.uint8)
    bits_b = b.detach().reshape(-1).contiguous().view(torch.uint8)
    if torch.equal(bits_a, bits_b):
        return None
    diff = (a != b).nonzero()
    idx = tuple(int(i) for i in diff[0]) if len(diff) else ()
    return Difference(where, idx, a[idx].item(), b[idx].item())


def compare(original: torch.fx.GraphModule, rewritten: torch.fx.GraphModule, inputs: list[torch.Tensor]) -> Difference | None:
    """The first observable difference between the two graphs on these inputs, or None."""
    out_a, in_a = run(original, inputs)
    out_b, in_b = run(rewritten, inputs)
    for i, (a, b) in enumerate(zip(out_a, out_b)):
        if isinstance(a, torch.Tensor):
            d = first_difference(a, b, f"output {i}")
            if d:
                return d
    for i, (a, b) in enumerate(zip(in_a, in_b)):
        d = first_difference(a, b, f"input {i}")
        if d:
            return d
    return None
