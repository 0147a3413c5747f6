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


from .interpret import ORDERS, interpreted_triton  # noqa: F401 (public here too)


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


def _positions(gm: torch.fx.GraphModule, n_tensors: int) -> list[int] | None:
    """Which argument of the function each tensor placeholder is, when capture recorded it."""
    positions = capture_info(gm).input_positions
    if positions is not None and len(positions) == n_tensors and None not in positions:
        return positions
    return None


def graph_arguments(gm: torch.fx.GraphModule, tensors: list[torch.Tensor]) -> list[Any]:
    """Placeholder values from the function's tensor arguments (in the function's order; Dynamo
    orders the graph's by first use), symbolic sizes read off their shapes."""
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    fakes = [n.meta.get("val") for n in placeholders if isinstance(n.meta.get("val"), torch.Tensor)]
    positions = _positions(gm, len(fakes))
    if positions is not None:
        tensors = [tensors[i] for i in positions]
    elif len(fakes) != len(tensors):
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


def _decomposed(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """auto_functionalized nodes decomposed as Inductor does, so that which bases are cloned
    (node.meta["only_clone_these_tensors"]) takes effect; running the node itself clones all."""
    auto = (torch.ops.higher_order.auto_functionalized, getattr(torch.ops.higher_order, "auto_functionalized_v2", None))
    if not any(n.target in auto for n in gm.graph.nodes):
        return gm
    from torch._inductor.fx_passes.post_grad import decompose_auto_functionalized
    from torch._inductor.virtualized import V

    from .inductor import copy_graph

    new = copy_graph(gm)
    for n in new.graph.nodes:
        if n.target in auto and "only_clone_these_tensors" not in n.meta:
            from .rewrite import _reinplace_custom_op, _reinplace_custom_op_v1

            # no decision is "clone everything" (the functional semantics), whatever the torch version
            (_reinplace_custom_op if n.target is auto[1] else _reinplace_custom_op_v1)(n, [])
    with V.set_fake_mode(capture_info(gm).fake_mode):
        decompose_auto_functionalized(new.graph)
    new.recompile()
    return new


def run(gm: torch.fx.GraphModule, inputs: list[torch.Tensor], order: str = "sequential", seed: int = 0) -> tuple[list[Any], list[torch.Tensor]]:
    """Outputs, and the inputs' final contents, of one run on copies of `inputs`.

    On CUDA tensors the kernels run for real; on the CPU through the interpreter in `order`.
    """
    tensors = [t.clone() for t in inputs]
    on_gpu = any(t.is_cuda for t in tensors)
    ctx = contextlib.nullcontext() if on_gpu else interpreted_triton(order, seed)
    gm = _decomposed(gm)
    with ctx, kernels_of(gm), torch.no_grad():
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


def compare(
    original: torch.fx.GraphModule, rewritten: torch.fx.GraphModule, inputs: list[torch.Tensor], order: str = "sequential", seed: int = 0
) -> Difference | None:
    """The first observable difference between the two graphs on these inputs, or None.

    The original runs in program-instance order; the rewritten one in `order`.
    """
    out_a, in_a = run(original, inputs)
    out_b, in_b = run(rewritten, inputs, order, seed)
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


def inputs_at_other_sizes(gm: torch.fx.GraphModule, inputs: list[torch.Tensor], count: int = 2) -> list[list[torch.Tensor]]:
    """Inputs at sizes the ShapeEnv allows other than the example's, chosen by Z3.

    Each symbol gets a value within its range and the guards, different from the example's
    and at most twice it plus 8 (small enough for the interpreter). Empty for static graphs,
    and when some guard could not be encoded (the graph might not be valid elsewhere).
    """
    import z3

    from .symbolic import Symbols

    info = capture_info(gm)
    fakes = [n.meta["val"] for n in gm.graph.nodes if n.op == "placeholder" and isinstance(n.meta.get("val"), torch.Tensor)]
    symbols = Symbols(info.shape_env)
    example: dict[str, int] = {}
    positions = _positions(gm, len(fakes)) or list(range(len(fakes)))
    for fake, real in zip(fakes, [inputs[i] for i in positions]):
        for f, r in zip((*fake.shape, *fake.stride()), (*real.shape, *real.stride())):
            expr = getattr(getattr(f, "node", None), "expr", None)
            if expr is not None and getattr(expr, "is_Symbol", False):
                example[expr.name] = int(r)
                symbols.symbol(expr.name)
    if not example:
        return []
    s = z3.Solver()
    s.add(*symbols.assumptions())
    if symbols.skipped_guards:
        return []
    for name, value in example.items():
        s.add(symbols.symbol(name) <= 2 * value + 8)
    s.add(z3.Or(*[symbols.symbol(n) != v for n, v in example.items()]))
    out = []
    while len(out) < count and s.check() == z3.sat:
        model = s.model()
        values = {n: model.eval(symbols.symbol(n), model_completion=True).as_long() for n in example}
        made = [_tensor_like(fake, values, symbols) for fake in fakes]
        in_user_order = list(inputs)
        for k, i in enumerate(positions):
            in_user_order[i] = made[k]
        out.append(in_user_order)
        s.add(z3.Or(*[symbols.symbol(n) != v for n, v in values.items()]))
    return out


def _tensor_like(fake: torch.Tensor, values: dict[str, int], symbols) -> torch.Tensor:
    import z3

    def ev(v):
        term = z3.substitute(symbols.term(v), *[(symbols.symbol(n), z3.IntVal(x)) for n, x in values.items()])
        return z3.simplify(term).as_long()

    shape = [ev(n) for n in fake.shape]
    numel = 1
    for n in shape:
        numel *= n
    values_ = torch.arange(float(numel)) * 7 % 13 - 6
    return values_.to(fake.dtype).reshape(shape)
