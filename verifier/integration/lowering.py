"""The checks of Inductor's lowering installed around a compile, and what is done about each finding.

The checks themselves are `verifier.lowering`'s (total functions from a scheduled program to typed
findings); here they are hooked in (`hooks`) and acted on in the compile's mode (`Mode.refuses`):
- after fusion (`config._post_fusion_custom_pass`, or `Scheduler.fuse_nodes` where a release has
  none): each kernel's races; a fused kernel whose parts race is replaced by its parts, which are
  checked again; parts that run before the part computing their buffer are findings;
- a later reordering of the scheduled nodes (`reorder_for_peak_memory`) that swaps two nodes
  touching one buffer: the order before it is kept;
- an in-place update Inductor decides while generating a kernel (`make_inplace`, inside
  `decide_inplace_update`) that races or overwrites a storage used later: not made (in verified
  mode, a buffer a kernel wrote in place is offered to its last reader as Inductor offers others,
  under the same checks: `reuse`);
- a buffer freed for reuse while a later node still touches its storage (`Scheduler.codegen`):
  never reused;
- an `as_strided` of a view placed on elements other than the graph's (`GraphLowering.run_node`,
  `lowering.placement`): a finding of the graph, recorded after fusion with the others.
In audit mode nothing is changed: each is a finding about Inductor's lowering. A finding left in
the program is recorded in the graph's `LoweringRecord`; the backend lowers a graph again without
the rewrites that feed one (`relower`), and runs what is left against the functional graph
(`reproduce`). None of this ever fails the compile: a check that fails is a finding of its own
kind (`UNCHECKED`), acted on as a conflict.
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import time
from typing import Any, Callable

from ..compiler.isolation import collection_paused
from ..lowering.accesses import origins, real_name, shape_env
from ..lowering.findings import Finding, Kind, unchecked
from .hooks import available, installed
from .modes import Mode
from .program import final_check, order_dependencies, settled

log = logging.getLogger("verifier.session")


LABELS = {Kind.BOUNDS: "out of bounds", Kind.MISPLACED: "misplaced view"}  # in a record's lines; others: "race"


@dataclasses.dataclass
class LoweringRecord:
    """What the checks of one graph's lowering found, and what was done about it."""

    kernels: int = 0
    left: list[Finding] = dataclasses.field(default_factory=list)  # conflicts left in the program
    split: list[Finding] = dataclasses.field(default_factory=list)  # fused kernels refused (their parts raced)
    reorders: list[Finding] = dataclasses.field(default_factory=list)  # later reorderings refused
    updates: int = 0  # in-place updates Inductor decided while generating code, checked
    inplace: list[Finding] = dataclasses.field(default_factory=list)  # of them, refused
    written_reused: list[str] = dataclasses.field(default_factory=list)  # buffers written in place, taken by their last reader (`reuse`)
    frees: list[Finding] = dataclasses.field(default_factory=list)  # buffers kept from reuse: used later
    seconds: float = 0.0
    # the compiled program run against the functional graph where conflicts are left
    # (`running.compiled.compare_compiled`, from `reproduce`): "" the same, "differs: ..." reproduced,
    # "not compared: why"; None when not run
    execution: str | None = None
    # the standalone script of the conflicts left (`running.lowering_script`), or why none
    script: str = ""
    no_script: str = ""

    @property
    def races(self) -> list[Finding]:
        """The conflicts left that make a read see another value (every kind but a live buffer reused)."""
        return [f for f in self.left if f.kind is not Kind.LIVE]

    @property
    def reuses(self) -> list[Finding]:
        """The conflicts left that overwrite or free a storage still used."""
        return [f for f in self.left if f.kind is Kind.LIVE]

    @property
    def origins(self) -> set[str]:
        """The FX nodes the conflicts left were lowered from."""
        return {o for f in self.left for o in f.origins}

    @property
    def buffers(self) -> set[str]:
        return {f.buffer for f in self.left if f.buffer}

    def lines(self) -> list[str]:
        out = [f"lowering: {self.kernels} kernels checked, {len(self.split)} fusions refused, "
               f"{len(self.races)} races left" + (f", {len(self.reuses)} live buffers reused" if self.reuses else "")
               + (f"; {self.updates} in-place updates checked, {len(self.inplace)} refused" if self.updates else "")]
        out += [f"  fusion refused: {f.kernel}: {f.text}" for f in self.split]
        out += [f"  reordering refused: {f.text}" for f in self.reorders]
        out += [f"  in-place update refused: {f.text}" for f in self.inplace]
        out += [f"  free refused (never reused): {f.text}" for f in self.frees]
        out += [f"  {LABELS.get(f.kind, 'race')}: {f.text}" for f in self.races]
        out += [f"  live buffer reused: {f.text}" for f in self.reuses]
        if self.execution is not None:
            out.append(f"  executed: {self.reproduction()}")
        return out

    def reproduction(self) -> str:
        """What running the compiled program against the functional graph showed, in a line."""
        if self.execution is None:
            return "not executed"
        if self.execution == "":
            return "not reproduced: the compiled program equals the functional graph on random inputs"
        if self.execution.startswith("differs"):
            return "reproduced: the compiled program " + self.execution
        return self.execution


# --- after fusion -----------------------------------------------------------------------------
def validate(nodes: list[Any], refuse: bool, record: LoweringRecord, keep: list | None = None) -> list[Any]:
    """The scheduled nodes, with every fused kernel whose parts race replaced by its parts when
    `refuse`; what was found goes into `record` (and the race queries asked into `keep`, when
    given). The scheduler itself is changed only once everything is decided (its map from node
    names to fused nodes)."""
    from ..lowering.order import used_before_made

    refused: list[Any] = []
    out = _checked(nodes, refuse, record, refused, keep)
    for part in refused:
        part.scheduler.name_to_fused_node[part.get_name()] = part
    record.left += used_before_made(out)  # an order no fusion refused can mend
    return out


def _checked(nodes: list[Any], refuse: bool, record: LoweringRecord, refused: list[Any], keep: list | None) -> list[Any]:
    from torch._inductor.scheduler import FusedSchedulerNode

    from ..lowering.schedule import between_parts, kernel_findings

    env = shape_env()
    out = []
    for node in nodes:
        kernel, found = kernel_findings(node, env, keep)
        if kernel is None and not found:
            out.append(node)
            continue
        record.kernels += 1
        between = between_parts(found, kernel)
        if refuse and between and isinstance(node, FusedSchedulerNode):
            record.split.append(dataclasses.replace(between[0], kernel=node.get_name()))
            parts = list(node.snodes)
            refused.extend(parts)
            record.kernels -= 1  # the parts are counted instead
            out.extend(_checked(parts, refuse, record, refused, keep))
            continue
        record.left += found
        out.append(node)
    return out


def post_fusion_pass(refuse: bool, record: Callable[[LoweringRecord], None], then: Any = None,
                     keep: list | None = None) -> Callable[[list], list]:
    """Inductor's `_post_fusion_custom_pass`: validate the scheduled graph (after `then`, a pass
    that was installed before) and give the result to `record` (the queries asked to `keep`). A
    validation that raises leaves the nodes as they are, and its failure is a conflict of the graph
    (`UNCHECKED`)."""

    def run(nodes: list[Any]) -> list[Any]:
        if then is not None:
            nodes = then(nodes)
        found = LoweringRecord()
        start = time.perf_counter()
        try:
            with collection_paused():
                found.left += placements_found()
                nodes = validate(nodes, refuse, found, keep)
                nodes = settled(nodes, refuse, found)
        except Exception as e:  # the validation must never break the user's compile
            found.left.append(unchecked("the scheduled program", e, frozenset(origins(nodes))))
        found.seconds = time.perf_counter() - start
        try:
            record(found)
        except Exception:
            log.warning("verified_inductor: the lowering's record could not be kept", exc_info=True)
        return nodes

    return run


# --- where each `as_strided` is placed, while the graph is lowered ------------------------------
PLACEMENT = "_verified_placement"  # on a GraphLowering: (the nodes read, their lowered values, findings)


def placement_checked(run_node: Callable) -> Callable:
    """`GraphLowering.run_node`, followed, for the nodes `placement.checked_nodes` names, by keeping
    their lowered values and checking each `as_strided` among them (`placement.misplaced`); the
    findings wait on the GraphLowering for the post-fusion pass (`placements_found`)."""
    from ..lowering.placement import AS_STRIDED, checked_nodes, misplaced

    def run(self: Any, n: Any) -> Any:
        result = run_node(self, n)
        state = vars(self).get(PLACEMENT)
        try:
            if state is None:
                state = vars(self)[PLACEMENT] = (checked_nodes(self.module.graph), {}, [])
            nodes, lowered, found = state
            if n in nodes:
                lowered[n] = result
                if n.target is AS_STRIDED and (finding := misplaced(n, lowered, self.sizevars)) is not None:
                    found.append(finding)
        except Exception as e:  # the check must never break the user's compile: a conflict of its own
            if state is not None:
                state[2].append(unchecked(f"the placement of {n.name}", e, frozenset({n.name})))
        return result

    return run


def placements_found() -> list[Finding]:
    """The findings of `placement_checked` on the graph being lowered (taken: asked twice, none)."""
    from torch._inductor.virtualized import V

    state = vars(V.graph).get(PLACEMENT)
    if state is None:
        return []
    found = list(state[2])
    state[2].clear()
    return found


# --- the hooks, in a mode, recording into a session --------------------------------------------
class _Refused(Exception):
    """An in-place update refused: Inductor's decision for the node stops there."""


_deciding: list[Any] = []  # the nodes whose decide_inplace_update is under way, innermost last


def _current(session: Any) -> LoweringRecord | None:
    graph = session.graphs[-1] if session.graphs else None
    return graph.lowering if graph is not None else None


def _note(session: Any, what: str, finding: Finding) -> None:
    if session.graphs:
        log.info("verified_inductor %s: %s: %s %s", session.mode, session.graphs[-1].name, what, finding.text)


def checks_installed(mode: Mode, session: Any):
    """Inductor's lowering checked for the scope, recorded in `session` (its last graph's
    `lowering`): the hooks of this module, and the post-fusion pass through Inductor's own
    configuration (`caching.scheduler_pass`, whose uuid keys the caches; outside a release with the
    hook, around `Scheduler.fuse_nodes`)."""
    import torch._inductor.config as inductor_config

    from .caching import scheduler_pass
    from .hooks import original

    refuse = mode.refuses

    def reorder_checked(reorder: Callable) -> Callable:
        from ..lowering.order import swapped

        def run(nodes: list[Any], *args: Any, **kwargs: Any) -> list[Any]:
            before = list(nodes)
            after = reorder(nodes, *args, **kwargs)
            what = getattr(reorder, "__name__", "a reordering")
            try:
                found = swapped(before, after, what)
                if found is None:  # the rule across kernels, by storage: an alias by another name too
                    known = {f.text for f in final_check(before)}
                    broken = [f for f in final_check(after) if f.text not in known]
                    found = dataclasses.replace(broken[0], text=f"{what}: {broken[0].text}") if broken else None
            except Exception as e:  # a check that raises is a conflict: the order before it is kept
                found = unchecked(what, e)
            if found is None:
                return after
            record = _current(session)
            if record is not None:
                (record.reorders if refuse else record.left).append(found)
            _note(session, "reordering refused:" if refuse else "race:", found)
            return before if refuse else after

        return run

    def conflict_of_update(node: Any, input_name: str, output_name: str) -> Finding | None:
        from ..lowering.inplace import still_used, would_race

        for check in (lambda: would_race(node, input_name, output_name, shape_env()),
                      lambda: still_used(node, input_name, output_name)):
            try:
                found = check()
            except Exception as e:  # not decided: never taken as dead
                found = unchecked(f"{node.get_name()} storing {output_name} into {input_name}", e,
                                  frozenset(origins([node])), real_name(node.scheduler, input_name))
            if found is not None:
                return found
        return None

    def decide_checked(decide: Callable) -> Callable:
        from torch._inductor.codegen.common import KernelArgs

        from .reuse import update_written_in_place

        def run(self: Any) -> None:
            _deciding.append(self)
            try:
                decide(self)
                if mode.reuses_written and (taken := update_written_in_place(
                        self, conflict_of_update, original(KernelArgs.make_inplace))) and (record := _current(session)):
                    record.written_reused.append(taken)
            except _Refused:
                return None
            except Exception:  # Inductor's own decision stands
                log.warning("verified_inductor: an in-place update of a written buffer failed", exc_info=True)
            finally:
                _deciding.pop()

        return run

    def make_inplace_checked(make: Callable) -> Callable:
        def run(args: Any, input_name: str, output_name: str) -> Any:
            if not _deciding:
                return make(args, input_name, output_name)
            node = _deciding[-1]
            start = time.perf_counter()
            try:
                found = conflict_of_update(node, input_name, output_name)
            finally:
                record = _current(session)
                if record is not None:
                    record.seconds += time.perf_counter() - start
                    record.updates += 1
            if found is not None:
                record = _current(session)
                if record is not None:
                    (record.inplace if refuse else record.left).append(found)
                _note(session, "in-place update refused:" if refuse else f"{found.kind.value}:", found)
                if refuse:
                    raise _Refused(found.text)
            return make(args, input_name, output_name)

        return run

    def codegen_checked(codegen: Callable) -> Callable:
        from ..lowering.inplace import freed_while_used

        def run(self: Any) -> Any:
            from torch._inductor.virtualized import V

            start = time.perf_counter()
            record = _current(session)
            with collection_paused():
                try:
                    conflicts = freed_while_used(self)
                except Exception as e:
                    conflicts = [unchecked("the buffers freed for reuse", e)]
                try:  # the order Inductor finally emits, after every pass that reorders the scheduled nodes
                    known = {f.text for f in record.left} if record is not None else set()
                    emitted = [f for f in final_check(self.nodes) if f.text not in known]
                except Exception as e:
                    emitted = [unchecked("the order Inductor emits", e)]
            if record is not None:
                record.left += emitted
            for found in emitted:
                _note(session, f"{found.kind.value}:", found)
            for found in conflicts:
                if record is not None:
                    (record.frees if refuse else record.left).append(found)
                _note(session, "free refused:" if refuse else f"{found.kind.value}:", found)
                if refuse and found.buffer:
                    V.graph.never_reuse_buffers.add(found.buffer)
            if record is not None:
                record.seconds += time.perf_counter() - start
            return codegen(self)

        return run

    def dependencies_completed(compute: Callable) -> Callable:
        def run(self: Any) -> None:
            compute(self)
            try:
                order_dependencies(self)
            except Exception:  # the program is checked after fusion all the same
                log.warning("verified_inductor: the graph's order could not be added to the scheduler's", exc_info=True)

        return run

    stack = contextlib.ExitStack()
    hooks = {"reorder_for_peak_memory": reorder_checked, "decide_inplace_update": decide_checked,
             "make_inplace": make_inplace_checked, "codegen": codegen_checked, "lowered_values": placement_checked}
    if refuse:
        hooks["compute_dependencies"] = dependencies_completed
    run = None
    if hasattr(inductor_config, "_post_fusion_custom_pass"):
        then = original(inductor_config._post_fusion_custom_pass)
        run = post_fusion_pass(refuse, session.on_lowering, then, session.queries)
        try:
            hook = scheduler_pass(run, mode, lambda: session.withhold, then)
        except ImportError:  # a release without CustomSchedulerPass: the caches stay off
            hook = run
        stack.enter_context(inductor_config.patch(_post_fusion_custom_pass=hook))
    elif available("fuse_nodes"):
        hooks["fuse_nodes"] = lambda fuse: lambda self, nodes: post_fusion_pass(refuse, session.on_lowering, None,
                                                                                session.queries)(fuse(self, nodes))
    stack.enter_context(installed(hooks))
    return stack
