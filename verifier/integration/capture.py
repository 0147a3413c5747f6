"""Capture: the exact graph that Inductor's reinplacing pass receives.

`capture(fn, *inputs)` compiles `fn` with Inductor and stops it at
`post_grad.reinplace_inplaceable_ops` (the hook "reinplacing" of `hooks`), after `remove_noop_ops`
and `reorder_for_locality` ran (both change the answer). The graph is returned untouched by
reinplacing, with what the verifier needs beside it in `gm.meta["verifier"]` (a
`compiler.capture.Capture`).

Works without a GPU: Triton's mutation analysis gets a CUDA target from a stand-in driver, and
Dynamo is told Triton is available for the duration of the compile only.
"""

from __future__ import annotations

import contextlib
import unittest.mock
import warnings
from typing import Any, Callable

import torch
import torch.fx

from ..compiler.capture import Capture, CaptureError, caller_plan, fake_mode_of, compile_config
from .hooks import installed


class _Stop(Exception):
    pass


def capture(fn: Callable, *example_inputs: Any, dynamic: bool = False, config: dict[str, Any] | None = None) -> torch.fx.GraphModule:
    """Return the post-grad graph of `fn` that Inductor's reinplacing pass would receive.

    `dynamic=True` marks every input dimension dynamic: sizes stay SymInts and the ShapeEnv
    (ranges, guards) is kept in `gm.meta["verifier"].fake_mode.shape_env`. `config` sets the
    compile configuration the program needs (see `compile_config`).
    """
    import torch._dynamo
    import torch._inductor.config as inductor_config
    from torch._higher_order_ops.triton_kernel_wrap import kernel_side_table

    from ..compiler.target import triton_without_gpu
    from ..compiler.ttir_source import sharing_torch_ttir

    seen: dict[str, Any] = {}

    def stop_at_reinplacing(*args):  # (fake_tensor_updater, graph) in current torch; (graph) in some
        gm = args[-1].owning_module
        seen["gm"] = gm
        seen["kernels"] = dict(kernel_side_table.id_to_kernel)
        seen["constant_args"] = dict(kernel_side_table.constant_args)
        seen["caller"] = caller_plan(gm)
        raise _Stop()

    def inductor_recording_inputs(dynamo_gm, inputs):
        # Dynamo orders graph inputs by first use, not by the function's signature
        from torch._inductor.compile_fx import compile_fx

        seen["sources"] = _input_sources(dynamo_gm)
        return compile_fx(dynamo_gm, inputs)

    torch._dynamo.reset()
    compiled = torch.compile(fn, backend=inductor_recording_inputs, fullgraph=True, dynamic=dynamic)
    error: BaseException | None = None
    with contextlib.ExitStack() as stack:
        stack.enter_context(_scratch_directory())
        stack.enter_context(warnings.catch_warnings())
        warnings.filterwarnings("ignore", message="dynamo_pgo force disabled")  # our choice, not the user's
        stack.enter_context(compile_config(config))
        stack.enter_context(triton_without_gpu())
        stack.enter_context(sharing_torch_ttir())  # the kernel analysis reads what torch generates here
        stack.enter_context(installed({"reinplacing": lambda inductors: stop_at_reinplacing}))
        stack.enter_context(inductor_config.patch(fx_graph_cache=False, force_disable_caches=True))
        stack.enter_context(torch.no_grad())
        try:
            compiled(*example_inputs)
        except Exception as e:  # Inductor wraps our stop in its own error types
            error = e
    torch._dynamo.reset()
    if "gm" not in seen:
        name = getattr(fn, "__name__", repr(fn))
        detail = f"{type(error).__name__}: {error}" if error is not None else "Inductor finished without running it"
        raise CaptureError(
            f"could not capture {name}: the compile did not reach Inductor's reinplacing pass ({detail}). "
            "The function must compile as one graph (fullgraph=True) with Inductor."
        ) from error
    gm: torch.fx.GraphModule = seen["gm"]
    gm.recompile()  # Inductor's passes edited the graph without regenerating gm.code
    fake_mode = fake_mode_of(gm)
    gm.meta["verifier"] = Capture(
        name=getattr(fn, "__name__", "fn"),
        kernels=seen["kernels"],
        constant_args=seen["constant_args"],
        fake_mode=fake_mode,
        example_inputs=tuple(example_inputs),
        dynamic=dynamic,
        input_sources=seen.get("sources"),
        fn=fn,
        regenerated_outputs=seen["caller"].regenerated,
        handed_over=seen["caller"].handed_over,
        donated=seen["caller"].donated,
        donated_outputs=seen["caller"].donated_outputs,
    )
    return gm


def capture_program(prog: Any, inputs: tuple | list | None = None) -> torch.fx.GraphModule:
    """The graph Inductor's reinplacing pass receives for a `verifier.Program` (at `inputs`, or its own)."""
    inputs = prog.inputs() if inputs is None else inputs
    return capture(prog.fn, *inputs, dynamic=prog.dynamic, config=prog.config)


@contextlib.contextmanager
def _scratch_directory():
    """Temporary files of the compile in a folder of the capture's own, removed after it. With
    caches disabled Inductor makes a fresh cache folder per compile and, since the capture stops
    the compile with an exception, keeps it ("on error, temporary cache dir kept"): one empty
    folder left behind per call, and a warning."""
    import logging
    import shutil
    import tempfile

    class _KeptDir(logging.Filter):
        def filter(self, record: logging.LogRecord) -> bool:
            return "temporary cache dir kept" not in record.getMessage()

    scratch = tempfile.mkdtemp(prefix="verifier-capture-")
    quiet = _KeptDir()
    logger = logging.getLogger("torch._inductor.utils")
    logger.addFilter(quiet)
    try:
        with unittest.mock.patch.object(tempfile, "tempdir", scratch):
            yield
    finally:
        logger.removeFilter(quiet)
        shutil.rmtree(scratch, ignore_errors=True)


def _input_sources(dynamo_gm: torch.fx.GraphModule) -> list[str | None]:
    """For each placeholder of Dynamo's graph, the name of where Dynamo found it (its source)."""
    out: list[str | None] = []
    for n in dynamo_gm.graph.nodes:
        if n.op != "placeholder":
            continue
        source = getattr(getattr(n.meta.get("grapharg"), "source", None), "name", None)
        source = source() if callable(source) else source
        out.append(source if isinstance(source, str) else None)
    return out


