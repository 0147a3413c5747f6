"""One graph's reinplacing decided in a mode, at the point where Inductor's own pass would run.

The analysis (`running.passes.analyze`: the proof, and what Inductor would not lower as proven
held back) decides every candidate of the graph as it comes; the mode says which proven rewrites
are applied (`Mode.applies`); they are applied to the graph Inductor goes on with
(`running.rewrite`), after a trial on a copy, so that a rewrite that fails leaves Inductor's graph
as it came; a rewrite that places a forward's saved tensor in an input gives up AOT's donation of
it to the backward (`proof.caller`). In audit mode Inductor's own pass runs instead, and its decisions are recorded beside
the verdicts. A failure of the verifier never fails the compile: every clone is kept (in audit
mode, Inductor's decisions), with a warning.
"""

from __future__ import annotations

import dataclasses
import logging
import time
import warnings
from typing import Any, Callable

import torch

from .graphs import GraphReport
from .modes import Mode

log = logging.getLogger("verifier.session")


def decide_graph(mode: Mode | str, entry: GraphReport, gm: torch.fx.GraphModule, inductor_pass: Callable[[], None],
                 fake_tensor_updater: Any, execute: bool = False, withhold: set[str] = frozenset()) -> None:
    """Analyse `gm` and decide its reinplacing in `mode`, recording what happened in `entry`; the
    rewrites of nodes in `withhold` are not applied."""
    from ..compiler.capture import capture_info, give_up_donations
    from ..compiler.inductor import copy_graph, decision_on, inductor_decisions
    from ..compiler.isolation import beside_the_compile
    from ..running.dead_inputs import erase_buffers, place, restore, settle
    from ..running.fills import refill
    from ..running.passes import analyze
    from ..running.rewrite import apply, for_inductor, rewrites, unlowered

    mode = Mode.of(mode)
    start = time.perf_counter()
    info = None
    try:
        info = dataclasses.replace(capture_info(gm), name=f"graph_{entry.index}")
        with beside_the_compile(info.fake_mode):  # the compile's state is left as it was
            if mode.refills:
                entry.refilled = refill(gm, info.fake_mode)
            if mode.places_outputs:
                entry.placements = place(gm, withhold, info.donated)
            entry.gm = copy_graph(gm)  # the graph as it came, for the report's counterexample scripts
            entry.gm.meta["verifier"] = info
            # audit mode: every proven rewrite is assumed applied, each verdict then in the program
            # with the earlier ones applied (as in verified mode); Inductor's pass rewrites the graph
            chooser = Mode.VERIFIED if mode.inductor_decides else mode
            decisions = inductor_decisions(entry.gm) if chooser is Mode.GATE else {}
            entry.withheld = sorted(withhold)
            # a mode that applies rewrites decides only those it could apply; an audit decides all

            def analysed():
                return analyze(entry.gm, allowed=lambda node, arg: node not in withhold
                               and chooser.applies(True, decisions.get((node, arg))),
                               applicable_only=not mode.inductor_decides, undonate=not mode.inductor_decides)

            entry.report = settle(entry.placements, analysed, gm, entry.gm)
            erase_buffers(gm, entry.placements)
            entry.report.name = entry.name
    except Exception as e:  # the verifier must never break the user's compile
        if entry.placements:  # the outputs given their own buffers back, and every clone kept
            restore(gm, [p for p in entry.placements if not p.restored])
            entry.report = None
        entry.error = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
        log.warning("verified_inductor: the verifier failed on %s", entry.name, exc_info=True)
        warnings.warn(f"verified_inductor: the verifier failed ({entry.error}); "
                      + ("Inductor's own decisions are kept" if mode.inductor_decides else "every clone is kept for this graph"))
    entry.seconds = time.perf_counter() - start
    if mode.inductor_decides:
        inductor_pass()
        if execute and entry.gm is not None:
            entry.inductor_execution = _executed(entry.gm, gm, info)
        if entry.report is not None:
            try:
                with beside_the_compile(info.fake_mode):
                    entry.inductor = inductor_decisions(entry.gm, gm)
                for c in entry.report.candidates:
                    c.inductor = decision_on(entry.inductor, c)
                for link in entry.report.links:
                    link.inductor = entry.inductor.get((link.node, "base"))
                if entry.inductor_execution is None and entry.gm is not None and any(
                        link.inductor == "reinplace" and link.verdict.value == "unsafe" for link in entry.report.links):
                    entry.inductor_execution = _executed(entry.gm, gm, info)  # the links' counterexample
            except Exception as e:
                entry.error = f"Inductor's decisions could not be read: {type(e).__name__}: {e}"
        return
    if entry.report is None:
        return
    changes = rewrites(entry.report) or bool(unlowered(gm))
    try:
        if changes:
            with beside_the_compile(info.fake_mode):
                trial = copy_graph(gm)  # a rewrite that fails must leave Inductor's graph as it came
                apply(trial, entry.report)
                for_inductor(trial)
        apply(gm, entry.report)  # without changes, the custom ops' decisions only
        if changes:
            for_inductor(gm)
        entry.undonated = sorted({i for c in entry.report.candidates if c.applied for i in c.undonated})
        give_up_donations(entry.undonated)  # before the backward's compile reads them
    except Exception as e:
        entry.error = f"{type(e).__name__}: {e}"
        log.warning("verified_inductor: the rewrite failed on %s", entry.name, exc_info=True)
        warnings.warn(f"verified_inductor: the rewrite failed ({entry.error})")
        return
    if fake_tensor_updater is not None and changes:
        fake_tensor_updater.incremental_update()
    entry.seconds = time.perf_counter() - start  # the whole pass: analysis, rewrite, fake-tensor update


def _executed(graph: torch.fx.GraphModule, rewritten: torch.fx.GraphModule, info: Any) -> str:
    """Inductor's rewrite of the graph run against the graph ("" identical, "differs: ...")."""
    from ..compiler.isolation import beside_the_compile
    from ..running.execution import compare_graphs

    try:
        rewritten.recompile()
        with beside_the_compile(info.fake_mode):
            return compare_graphs(graph, rewritten)
    except Exception as e:
        return f"not compared: {type(e).__name__}: {e}"
