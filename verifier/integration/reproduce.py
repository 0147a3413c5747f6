"""Conflicts left in a lowered program, run: the compiled program against its functional graph;
inputs AOTAutograd calls disjoint though they share bytes, run: the compiled graph against eager.

A conflict the checks leave in the program (in audit mode, or where nothing could remove it) is
called a wrong result only once the compiled program, run against the functional graph on inputs
made from the graph's fake tensors, differs by more than rounding ("reproduced"; up to
`RACE_RUNS` runs on other inputs each, since a race shows in some runs only). A standalone
script of it is made (`running.lowering_script`) on the inputs of the run that showed it. A pair of
overlapping inputs left separate (audit mode) is a wrong result once Dynamo's graph, run eagerly,
and its compiled program differ on copies of the call's own inputs, which share their storage as
the call's do (`execute_overlaps`): the functional graph cannot show it, since it is AOTAutograd's
graph that is wrong. None of them ever fails the compile.
"""

from __future__ import annotations

from typing import Any

import torch

from ..lowering.findings import Kind
from .hooks import installed

RACE_RUNS = 3  # runs of a racing compiled program, on other inputs each, before "not reproduced"


def races_executed(session: Any):
    """Inductor's compile of one graph (`compile_fx._compile_fx_inner`, looked up by
    `compile_fx_inner` at each call on torch 2.11 to 2.15) followed by `execute_races` on the graphs
    it added to `session`."""

    def compile_inner_executed(inner):
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

        return compile_inner

    return installed({"compile_inner": compile_inner_executed})


def execute_races(graphs: list, compiled: Any, original: torch.fx.GraphModule) -> None:
    """Where the lowering of the graph just compiled still has conflicts, the compiled program is
    run against the functional graph (`verifier.running.compiled.compare_compiled`), up to
    `RACE_RUNS` times, and its standalone script is made."""
    last = graphs[-1] if graphs else None
    if last is None or last.lowering is None or not last.lowering.left:
        return
    from ..compiler.capture import capture_info
    from ..compiler.isolation import beside_the_compile
    from ..running.compiled import compare_compiled

    record = last.lowering
    seed = 0
    if any(f.kind is Kind.BOUNDS for f in record.left):
        # proven without running it; run, a read past a buffer may end the process (a segmentation
        # fault on the CPU, an illegal memory access that ends the CUDA context on the GPU)
        record.execution = "not executed: a kernel reads or writes past its buffer (proven; run, it may end the process)"
    else:
        try:
            with beside_the_compile(capture_info(original).fake_mode):  # real tensors, the compile's state kept
                for seed in range(RACE_RUNS):  # a race shows in some runs only (which program instance goes first)
                    record.execution = compare_compiled(compiled, original, seed)
                    if record.execution != "":
                        break
        except Exception as e:
            record.execution = f"not compared: {type(e).__name__}: {e}"
    from ..running.lowering_script import script

    try:
        what = " and ".join(dict.fromkeys(f.kind.value for f in record.left))
        record.script, record.no_script = script(
            compiled, original, [f.text for f in record.left], record.buffers,
            f"Inductor's lowering of {last.name} {what}.", f"graph{last.index}.py", seed)
    except Exception as e:
        record.no_script = f"{type(e).__name__}: {e}"


def execute_overlaps(graphs: list, gm: torch.fx.GraphModule, compiled: Any, inputs: list[Any]) -> None:
    """Where the compile of Dynamo's graph `gm` left inputs that share bytes as separate inputs
    (`inputs.MissedOverlap`, audit mode), `compiled` run against `gm` in eager on copies of the
    call's `inputs` (`verifier.running.compiled.compare_whole`); told to each pair."""
    missed = [m for g in graphs for m in g.inputs if not m.corrected]
    if not missed:
        return
    from ..running.compiled import compare_whole

    try:
        execution = compare_whole(gm, compiled, inputs)
    except Exception as e:  # never fails the compile
        execution = f"not compared: {type(e).__name__}: {e}"
    for m in missed:
        m.execution = execution
