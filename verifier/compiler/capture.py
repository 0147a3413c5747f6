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
from typing import Any, Callable

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


def capture_info(gm: torch.fx.GraphModule) -> Capture:
    """The `Capture` of a graph from `capture`, or one rebuilt from the graph for other graphs."""
    info = gm.meta.get("verifier")
    if isinstance(info, Capture):
        return info
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table

    return Capture(
        name=type(gm).__name__,
        kernels=dict(kernel_side_table.id_to_kernel),
        constant_args=dict(kernel_side_table.constant_args),
        fake_mode=fake_mode_of(gm),
        example_inputs=(),
        dynamic=False,
    )
