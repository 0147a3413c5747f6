"""The checks of Inductor's lowering installed around a compile, for a session or the backend.

After fusion, the scheduled kernels are validated (`verifier.lowering.gate`). Inductor's later
reordering is checked (`lowering.order`), and so are the in-place updates and frees it decides
while generating code (`lowering.inplace`). Where races are left, the compiled program is run
against its functional graph, and a standalone script is written (`running.lowering_script`).
Outside audit mode what would race is refused; in audit mode it is reported. None of these checks
ever fails the compile.
"""

from __future__ import annotations

import contextlib
import logging
import unittest.mock
import warnings
from typing import Any

import torch

from .caching import scheduler_pass

log = logging.getLogger("verifier.session")


def races_executed(session: Any):
    """Inductor's compile of one graph (`compile_fx._compile_fx_inner`, looked up by
    `compile_fx_inner` at each call on torch 2.11 to 2.15) followed by `execute_races` on the graphs
    it added to `session`."""
    import torch._inductor.compile_fx as compile_fx

    inner = getattr(compile_fx, "_compile_fx_inner", None)
    if inner is None:
        return contextlib.nullcontext()
    inner = getattr(inner, "verified_inner", inner)  # installed already: replaced

    def compile_inner(gm: torch.fx.GraphModule, *args: Any, **kwargs: Any) -> Any:
        from ..compiler.inductor import copy_graph

        known = len(session.graphs)
        try:
            original = copy_graph(gm)  # the passes edit the graph
        except Exception:
            original = None
        compiled = inner(gm, *args, **kwargs)
        if original is not None:
            execute_races(session.graphs[known:], compiled, original)
        return compiled

    compile_inner.verified_inner = inner
    return unittest.mock.patch.object(compile_fx, "_compile_fx_inner", compile_inner)


RACE_RUNS = 3  # runs of a racing compiled program, on other inputs each, before "not reproduced"


def execute_races(graphs: list, compiled: Any, original: torch.fx.GraphModule) -> None:
    """Where the lowering of the graph just compiled still races, the compiled program is run
    against the functional graph (`verifier.running.execution.compare_compiled`), up to `RACE_RUNS`
    times: a race is called a wrong result only when a run shows it; and its standalone script is made
    (`verifier.running.lowering_script`, on the inputs of the run that showed it).
    Never fails the compile."""
    last = graphs[-1] if graphs else None
    if last is None or last.lowering is None or not last.lowering.left():
        return
    from ..compiler.capture import capture_info
    from ..compiler.isolation import beside_the_compile
    from ..running.execution import compare_compiled

    seed = 0
    try:
        with beside_the_compile(capture_info(original).fake_mode):  # real tensors, the compile's state kept
            for seed in range(RACE_RUNS):  # a race shows in some runs only (which program instance goes first)
                last.lowering.execution = compare_compiled(compiled, original, seed)
                if last.lowering.execution != "":
                    break
    except Exception as e:
        last.lowering.execution = f"not compared: {type(e).__name__}: {e}"
    from ..running.lowering_script import script

    try:
        last.lowering.script, last.lowering.no_script = script(
            compiled, original, last.lowering.left(), last.lowering.buffers,
            f"Inductor's lowering of {last.name} "
            + " and ".join(what for what, found in (("reads what it writes in place", last.lowering.races),
                                                      ("reuses a live buffer", last.lowering.reuses)) if found) + ".",
            f"graph{last.index}.py", seed)
    except Exception as e:
        last.lowering.no_script = f"{type(e).__name__}: {e}"


def after_fusion(mode: str, session: Any):
    """The lowered program validated after fusion (`verifier.lowering.gate`), recorded in
    `session`; outside audit mode a fusion whose parts race is refused. Through Inductor's hook
    `_post_fusion_custom_pass` (after a pass the user installed there), as a pass whose uuid keys
    the caches (`caching.scheduler_pass`), or where a release has none, around
    `Scheduler.fuse_nodes`."""
    import torch._inductor.config as inductor_config

    try:
        from ..lowering.gate import post_fusion_pass
    except Exception as e:  # the compile goes on without the validation, never fails for it
        warnings.warn(f"verified_inductor: the lowering is not validated ({type(e).__name__}: {e})")
        return contextlib.nullcontext()
    record = session.on_lowering
    stack = contextlib.ExitStack()
    stack.enter_context(reorders_checked(mode, session))
    stack.enter_context(inplace_checked(mode, session))
    if hasattr(inductor_config, "_post_fusion_custom_pass"):
        then = inductor_config._post_fusion_custom_pass
        then = getattr(then, "verified_then", then)  # installed already (the backend's compile): replaced
        run = post_fusion_pass(refuse_fusions=mode != "audit", record=record, then=then)
        try:
            hook = scheduler_pass(run, mode, lambda: session.withhold, then)
        except ImportError:  # a release without CustomSchedulerPass: the caches stay off
            hook = run
        stack.enter_context(inductor_config.patch(_post_fusion_custom_pass=hook))
        return stack
    from torch._inductor.scheduler import Scheduler

    fuse = Scheduler.fuse_nodes

    def fuse_nodes(self, nodes):
        return post_fusion_pass(refuse_fusions=mode != "audit", record=record)(fuse(self, nodes))

    stack.enter_context(unittest.mock.patch.object(Scheduler, "fuse_nodes", fuse_nodes))
    return stack


def inplace_checked(mode: str, session: Any):
    """Inductor's in-place updates decided while generating code, and the buffers it frees for
    reuse (`verifier.lowering.inplace`): outside audit mode one that would race or overwrite a
    storage still used is refused, in audit mode it is a finding about Inductor's lowering."""
    try:
        from ..lowering.gate import origins
        from ..lowering.inplace import RACE, checked, frees_checked
    except Exception:
        return contextlib.nullcontext()

    def report(line: str, refused: bool, buffer: str, node: Any, kind: str) -> None:
        """A conflict of an in-place update (`node` given) or of a free (`node` None)."""
        found = session.graphs[-1].lowering if session.graphs else None
        if found is None:
            return
        if refused:
            (found.inplace if node is not None else found.frees).append(line)
        else:
            (found.races if kind == RACE else found.reuses).append(line)
            found.buffers.add(buffer)
            found.origins |= origins([node]) if node is not None else set()
        what = ("in-place update" if node is not None else "free") + " refused:" if refused else f"{kind}:"
        log.info("verified_inductor %s: %s: %s %s", session.mode, session.graphs[-1].name, what, line)

    def spent(seconds: float, update: bool) -> None:
        found = session.graphs[-1].lowering if session.graphs else None
        if found is not None:
            found.seconds += seconds
            found.updates += update

    stack = contextlib.ExitStack()
    stack.enter_context(checked(mode != "audit", report, spent))
    stack.enter_context(frees_checked(mode != "audit", report, spent))
    return stack


def reorders_checked(mode: str, session: Any):
    """Inductor's reordering of the validated nodes (`reorder_for_peak_memory`) checked to keep
    the order of every pair of nodes that touch one buffer (`verifier.lowering.order`): outside
    audit mode a swap is refused, in audit mode it is a race of Inductor's lowering."""
    try:
        import torch._inductor.memory as memory

        from ..lowering.order import checked
    except Exception:
        return contextlib.nullcontext()
    reorder = getattr(memory, "reorder_for_peak_memory", None)
    if reorder is None:
        return contextlib.nullcontext()
    reorder = getattr(reorder, "verified_reorder", reorder)  # installed already: replaced

    def report(line: str, refused: bool, buffer: str) -> None:
        found = session.graphs[-1].lowering if session.graphs else None
        if found is not None:
            (found.reorders if refused else found.races).append(line)
            if not refused:
                found.buffers.add(buffer)
            log.info("verified_inductor %s: %s: %s %s", session.mode, session.graphs[-1].name,
                     "reordering refused:" if refused else "race:", line)

    return unittest.mock.patch.object(memory, "reorder_for_peak_memory", checked(reorder, mode != "audit", report))
