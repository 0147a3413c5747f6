"""What travels with a captured graph (`Capture`), and the compile configuration a program asks for.

The graph Inductor's reinplacing pass receives is captured by `verifier.capture`
(`integration.capture`, which drives a live compile); it carries what the verifier needs in
`gm.meta["verifier"]` (a `Capture`): the Triton kernels and their constant arguments (Dynamo's side
table is replaced by `torch._dynamo.reset()`, so they are kept here), the fake-tensor mode and its
ShapeEnv (ranges and guards of symbolic sizes). `capture_info` gives the same for any graph.
"""

from __future__ import annotations

import contextlib
import dataclasses
from typing import Any, Callable, NamedTuple

import torch
import torch.fx


class CaptureError(RuntimeError):
    """The function could not be captured as one graph; the message says what to change."""


@dataclasses.dataclass
class Capture:
    """What travels with a captured graph."""

    name: str
    kernels: dict[int, Any]
    constant_args: dict[int, dict[str, Any]]
    fake_mode: Any
    example_inputs: tuple
    dynamic: bool
    input_sources: list[str | None] | None = None  # per placeholder: where Dynamo found it ("L['x']", "G['W']", ...)
    fn: Callable | None = None  # the captured function (its signature and globals bind the sources)
    # what the compiler that calls the graph does with its outputs and inputs (`caller_plan`)
    regenerated_outputs: frozenset[int] = frozenset()
    handed_over: frozenset[str] = frozenset()
    donated: frozenset[str] = frozenset()  # inputs whose contents nobody reads after the graph
    # a forward's saved tensors that AOT donates to the backward: output position -> the backward's
    # placeholder index (`CallerPlan.donated_outputs`)
    donated_outputs: dict[int, int] = dataclasses.field(default_factory=dict)

    @property
    def shape_env(self):
        return getattr(self.fake_mode, "shape_env", None)

    def kernel(self, node: torch.fx.Node) -> Any:
        return self.kernels[node.kwargs["kernel_idx"]]

    def kernel_name(self, node: torch.fx.Node) -> str:
        k = self.kernels.get(node.kwargs["kernel_idx"])
        if k is None:
            return f"kernel {node.kwargs['kernel_idx']} (not in the side table)"
        fn = getattr(k, "base_fn", None) or getattr(k, "fn", None)
        return getattr(fn, "__name__", type(k).__name__)


def compile_config(config: dict[str, Any] | None):
    """A context with the compile configuration a program asks for: keys "dynamo.NAME",
    "inductor.NAME", "functorch.NAME" (torch._dynamo.config, torch._inductor.config,
    torch._functorch.config), e.g. {"dynamo.capture_scalar_outputs": True,
    "inductor.enable_auto_functionalized_v2": False}."""
    import importlib

    modules = {"dynamo": "torch._dynamo.config", "inductor": "torch._inductor.config", "functorch": "torch._functorch.config"}
    stack = contextlib.ExitStack()
    for key, value in (config or {}).items():
        prefix, _, name = key.partition(".")
        if prefix not in modules or not name:
            raise ValueError(f"compile configuration key {key!r}: expected one of {sorted(modules)} then '.NAME'")
        module = importlib.import_module(modules[prefix])
        if not hasattr(module, name):
            raise ValueError(f"compile configuration key {key!r}: {modules[prefix]} has no {name!r}")
        stack.enter_context(module.patch(**{name: value}))
    return stack


def fake_mode_of(gm: torch.fx.GraphModule):
    from torch._subclasses.fake_tensor import FakeTensor

    for node in gm.graph.nodes:
        val = node.meta.get("val")
        if isinstance(val, FakeTensor):
            return val.fake_mode
    from torch._subclasses.fake_tensor import FakeTensorMode

    return FakeTensorMode()


class CallerPlan(NamedTuple):
    """What AOTAutograd, the graph's caller, does with the graph's outputs and inputs (`caller_plan`)."""

    regenerated: frozenset[int]  # outputs it regenerates as views of an input
    handed_over: frozenset[str]  # inputs it gives up to the graph
    donated: frozenset[str]  # of them, those whose contents nobody reads after the graph
    # a forward's saved tensors it donates to the backward and checks the version of (saved with
    # `save_for_backward`): output position -> the backward's placeholder index
    donated_outputs: dict[int, int]


def caller_plan(gm: torch.fx.GraphModule) -> CallerPlan:
    """What AOTAutograd, the graph's caller, does with the graph's outputs and inputs, read while
    its compile is live: the outputs it regenerates as views of an input (a user's output that
    aliases an input: the storage it has in the graph is no concern of the caller's), and the
    inputs it hands over to the graph: a backward's incoming gradients, which the autograd engine
    gives up (as eager kernels that write and return them in place assume), and the saved tensors
    AOT donates to it (`bw_donated_idxs`: no alias of the forward's inputs, of its user outputs or
    of the backward's outputs, freed once the backward ran; Inductor reuses their buffers too).
    Every other output is a fresh tensor to it, and every other input stays its own. Third, the
    donated inputs alone: nobody reads their contents after the graph (an incoming gradient's
    may still be read: the engine can hand one tensor to several nodes). Fourth, in a forward, the
    saved tensors it donates, by output (the donation a compile may give up: `give_up_donations`)."""
    from torch._functorch._aot_autograd.schemas import OutputType
    from torch._guards import TracingContext

    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    tangents = frozenset(n.name for n in placeholders if n.name.startswith("tangents_"))  # AOT's names
    context = TracingContext.try_get()
    meta = getattr(context, "fw_metadata", None) if context is not None else None
    if tangents:  # a backward: its outputs are gradients, which the caller takes as they come
        # Inductor's own reading of the donation (`get_donated_idxs`): positions among all the
        # backward's placeholders, saved symbolic sizes first
        donated = frozenset(placeholders[i].name for i in getattr(meta, "bw_donated_idxs", None) or ()
                            if 0 <= i < len(placeholders))
        return CallerPlan(frozenset(), tangents | donated, donated, {})
    if meta is None:
        return CallerPlan(frozenset(), frozenset(), frozenset(), {})
    try:
        first = meta.num_mutated_inp_runtime_indices  # the graph returns those mutated inputs first
        regenerated = frozenset(first + i for i, out in enumerate(meta.output_info)
                                if out.output_type in (OutputType.alias_of_input, OutputType.is_input))
    except AttributeError:  # another torch's metadata: no output is taken for an alias
        return CallerPlan(frozenset(), frozenset(), frozenset(), {})
    return CallerPlan(regenerated, frozenset(), frozenset(), _donated_outputs(gm, meta))


def _donated_outputs(gm: torch.fx.GraphModule, meta: Any) -> dict[int, int]:
    """A forward's saved tensors that AOT donates to the backward, by output position -> the
    backward's placeholder index (AOT's `collect_bw_donated_buffer_idxs`: saved symbolic sizes come
    first among the backward's placeholders, then the saved tensors in output order). Only those
    saved with a version-counter check (`save_for_backward`: a release without the distinction
    saves every one so); none where the metadata is not complete."""
    donated = set(getattr(meta, "bw_donated_idxs", None) or ())
    if not donated:
        return {}
    try:
        outputs = len(next(n for n in reversed(gm.graph.nodes) if n.op == "output").args[0])
        checked = getattr(type(meta), "tensors_saved_for_backwards_with_vc_check_slice", None)
        saved = meta.tensors_saved_for_backwards_with_vc_check_slice if checked is not None \
            else meta.tensors_saved_for_backwards_slice
        start, stop, _ = saved.indices(outputs)
        first, symints = meta.num_forward, meta.num_symints_saved_for_bw
    except (AssertionError, AttributeError, StopIteration, TypeError):
        return {}
    return {p: symints + p - first for p in range(start, stop) if symints + p - first in donated}


def give_up_donations(indices: Any) -> None:
    """Take the backward's placeholders at `indices` out of AOT's donation: the list the backward's
    compile reads (`get_donated_idxs`), edited in place (AOT's inner metadata shares it), so that the
    backward treats them as the forward inputs they now alias: read, never written or reused."""
    from torch._guards import TracingContext

    context = TracingContext.try_get()
    meta = getattr(context, "fw_metadata", None) if context is not None else None
    donated = getattr(meta, "bw_donated_idxs", None)
    if indices and donated:
        given_up = set(indices)
        donated[:] = [i for i in donated if i not in given_up]


def capture_info(gm: torch.fx.GraphModule) -> Capture:
    """The `Capture` of a graph from `capture`, or one rebuilt from the graph for other graphs."""
    info = gm.meta.get("verifier")
    if isinstance(info, Capture):
        return info
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table

    plan = caller_plan(gm)
    return Capture(
        name=type(gm).__name__,
        kernels=dict(kernel_side_table.id_to_kernel),
        constant_args=dict(kernel_side_table.constant_args),
        fake_mode=fake_mode_of(gm),
        example_inputs=(),
        dynamic=False,
        regenerated_outputs=plan.regenerated,
        handed_over=plan.handed_over,
        donated=plan.donated,
        donated_outputs=plan.donated_outputs,
    )
