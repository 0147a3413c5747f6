"""Analysis: candidates in program order, each proved in the program with the earlier proven
rewrites applied (a chain of rewrites is proved link by link).

Candidates are the (triton_kernel_wrapper_functional node, argument in `tensors_to_clone`)
pairs and the (auto_functionalized_v2 node, base index) pairs of mutating custom ops.
Scatters that write a result back into their base are links: rewriting one into its base lets
later kernels on views of the scatter's result write the base itself. Links are proved by the
same obligations and reported beside the candidates.
"""

from __future__ import annotations

import gc
import time
from typing import Any, Callable

import torch.fx
import z3

from ..callees.custom_op import trace_body
from ..callees.kernel_access import KernelView, RenamedView, analyse_call
from ..compiler.capture import capture_info
from ..compiler.inductor import generates_own_kernel
from ..compiler.ops import op_name, out_variant, tensor_nodes
from ..memory.effects import CustomOpCall, InplaceableCall, KernelCall, Program, Scatter, build, launch_waited
from ..memory.layout import Footprints, Layout, prove
from ..memory.symbolic import Symbols, Unsupported, solver
from .copy_back import copy_back_times, stale_copy_backs
from .lowerable import Lowerable, lowered_by_swinging
from .obligations import Checker, Move, State
from .report import Candidate, Conflict, KernelAccess, Link, Report, Verdict
from .solver import DEFAULT_BUDGET_MS


def analyze(
    gm: torch.fx.GraphModule,
    *,
    budget_ms: int = DEFAULT_BUDGET_MS,
    keep_smt2: bool = False,
    allowed: Callable[[str, str], bool] | None = None,
    with_inductor: bool = False,
    exhaustive: bool = False,
) -> Report:
    """Decide every candidate of `gm` (which is not modified).

    `allowed(node, arg)` (default: all) says which proven candidates, and which proven scatter
    links (arg "base"), may be applied; later candidates are then proved in the program with only
    those applied. `with_inductor=True`
    also runs Inductor's own reinplacing pass on a copy and records its decision beside each
    candidate and link (`candidate.inductor`: "reinplace" or "clone"). `exhaustive=True` checks
    every later read of a written storage, without the shortcuts that skip reads no write can
    reach (the tests compare both).
    """
    # The objects alive before the analysis (the graph, its fake tensors, the compiler's) are
    # left out of the cyclic garbage collector's scans while it runs: each full scan of a large
    # heap would make the analysis superlinear in the graph
    freeze = gc.isenabled() and gc.get_freeze_count() == 0
    if freeze:
        gc.freeze()
    try:
        report = Analysis(gm, budget_ms=budget_ms, keep_smt2=keep_smt2, allowed=allowed, exhaustive=exhaustive).run()
    finally:
        if freeze:
            gc.unfreeze()
    if with_inductor:
        from ..compiler.inductor import annotate

        annotate(report, gm)
    return report


class Analysis:
    def __init__(
        self,
        gm: torch.fx.GraphModule,
        *,
        budget_ms: int = DEFAULT_BUDGET_MS,
        keep_smt2: bool = False,
        allowed: Callable[[str, str], bool] | None = None,
        exhaustive: bool = False,
    ):
        started = time.perf_counter()
        self.gm = gm
        self.allowed = allowed or (lambda node, arg: True)
        self.info = capture_info(gm)
        self.program: Program = build(gm, self.info.fake_mode)
        self.symbols = Symbols(self.info.shape_env)
        self.fp = Footprints(self.symbols)
        self.state = State(self.program)
        self.checker = Checker(self.state, self.symbols, budget_ms, keep_smt2, exhaustive=exhaustive)
        self.views: dict[torch.fx.Node, KernelView] = {}
        self._node_storages: dict | None = None  # node -> storages it touches, made when first asked
        self.lowerable = Lowerable(self.program, self.state)  # what Inductor's lowering can carry out
        # an aten op with an in-place form -> the one tensor that form writes
        self._inplace_targets = {c.node: c.mutated[0] for c in self.program.inplaceables if len(c.mutated) == 1}
        self.phases = {"program": time.perf_counter() - started}

    def _analyse_kernels(self) -> list[str]:
        """Each kernel call's loads and stores from its TTIR. A store the mutation analysis does not
        list makes the call opaque: the graph says that tensor is unchanged, and it is not."""
        findings = []
        interpreted: dict = {}  # calls that differ only in their tensors' layouts share one TTIR reading
        copy_back = None  # when each value is stored back, worked out once, where a call clones two
        for call in self.program.kernels:
            view = self.views[call.node] = analyse_call(call, self.info, self.symbols, self.fp, interpreted)
            findings += view.findings
            if len(call.tensors_to_clone) > 1:
                copy_back = copy_back if copy_back is not None else copy_back_times(self.program)
                findings += stale_copy_backs(self.program, call, view, self.fp, self.info.kernel_name(call.node), copy_back)
            if view.missed_writes:
                arg, where = next(iter(view.missed_writes.items()))
                self.program.opaque[call.node] = (
                    f"the kernel stores to {arg} ({where}), which the graph treats as unchanged "
                    "(Inductor's mutation analysis does not list it)")
        return findings

    def run(self) -> Report:
        prog = self.program
        candidates: list[Candidate] = []
        links: list[Link] = []
        by_node = {k.node: k for k in prog.kernels}
        custom = {c.node: c for c in prog.custom_ops}
        inplaceable = {c.node: c for c in prog.inplaceables}
        copies = set(prog.copies)
        started = time.perf_counter()
        findings = self._analyse_kernels()
        self.phases["kernels"] = time.perf_counter() - started
        started = time.perf_counter()
        for node in prog.gm.graph.nodes:
            if node in by_node:
                call = by_node[node]
                for arg in call.tensors_to_clone:
                    candidates.append(self._kernel_candidate(call, arg))
            elif node in custom:
                candidates.extend(self._custom_candidates(custom[node]))
            elif node in inplaceable:
                candidates.extend(self._inplaceable_candidates(inplaceable[node]))
            elif node in prog.scatters:
                sc = prog.scatters[node]
                out = self._out_candidate(node, sc.base, sc.src, sc.region)
                candidates.extend([out] if out is not None else [])
                links.append(self._link(sc))
            elif node in copies:
                out = self._out_candidate(node, node.args[0], node.args[1], None)
                candidates.extend([out] if out is not None else [])
        notes = [f"custom op {c.name} ({c.node.name}): " + c.body_note() for c in prog.custom_ops]
        not_analysed = self._not_analysed({c.node for c in candidates} | {link.node for link in links})
        if self.symbols.skipped_guards:
            notes.append(f"guards not encoded (inputs considered more widely): {self.symbols.skipped_guards}")
        report = Report(
            name=self.info.name,
            candidates=candidates,
            links=links,
            erased_copies=self._self_copies(),
            kernel_accesses=[
                KernelAccess(
                    node=k.node.name,
                    kernel=self.info.kernel_name(k.node),
                    writes=list(k.tensors_to_clone),
                    reads=[a for a, v in k.args.items() if isinstance(v, torch.fx.Node) and v in prog.storage],
                    analysis=self.views[k.node].status(
                        [a for a, v in k.args.items() if isinstance(v, torch.fx.Node) and v in prog.storage]),
                )
                for k in prog.kernels
            ],
            notes=notes,
            smt2=self.checker.smt2,
            not_analysed=not_analysed,
            checks_without_solver=self.checker.without_solver,
            solver_checks=self.checker.with_solver,
            shortcuts=dict(self.checker.shortcuts),
            findings=findings,
            phases=self.phases,
        )
        self.phases["candidates"] = time.perf_counter() - started
        return report

    def _not_analysed(self, decided: set[str]) -> list[tuple[str, str]]:
        """Nodes Inductor's reinplacing pass can decide on that are no candidate here, and why."""
        from ..compiler.inductor import decidable_nodes

        nodes = {n.name: n for n in self.program.gm.graph.nodes}
        out = []
        for name, kind in decidable_nodes(self.program.gm).items():
            if name in decided:
                continue
            node = nodes[name]
            if node in self.program.opaque:
                why = self.program.opaque[node]
            elif kind == "triton kernel" and not node.kwargs.get("tensors_to_clone"):
                why = "the kernel mutates no argument (tensors_to_clone is empty)"
            elif kind == "custom op":
                why = "nothing is cloned: the op has no mutable tensor argument that is read (write-only or none)"
            else:
                why = f"{kind} {op_name(node.target)}: not modelled as a candidate"
            out.append((name, why))
        return out

    # --- kernels ------------------------------------------------------------------------------
    def _kernel_candidate(self, call: KernelCall, arg: str) -> Candidate:
        node = call.node
        mutated = call.args.get(arg)
        own_reads, own_writes = [], []
        for a, v in call.args.items():
            if a == arg or not isinstance(v, torch.fx.Node) or v not in self.program.storage:
                continue
            cloned = a in call.tensors_to_clone and (node.name, a) not in self.state.reinplaced
            if not cloned:
                own_reads.append((a, v.name, self.state.place(v)))
        view = self.views[node]
        for a, r in call.results.items():
            if a != arg and r is not None and (node.name, a) in self.state.reinplaced and not view.never_writes(a):
                own_writes.append((f"writes {a}", call.args[a].name, self.state.place(r)))
        # the clone is only ever read: nothing is written in place (while no other argument of the
        # call already writes that storage in place, which the kernel's reads of it would then see)
        target = self.state.place(mutated).storage if isinstance(mutated, torch.fx.Node) and mutated in self.program.storage else None
        never = view.never_writes(arg) and not any(p.storage == target for _, _, p in own_writes)
        cand = self._candidate(node, arg, self.info.kernel_name(node), mutated, call.results.get(arg),
                               [] if never else None, own_reads, own_writes, kernel_view=view)
        if never:
            cand.never_written = True
            if cand.verdict is Verdict.SAFE:
                cand.reason += "; the kernel never stores to it (analysed TTIR)"
        return cand

    def _custom_candidates(self, call: CustomOpCall) -> list[Candidate]:
        """One candidate per base; in v1 the elements of a Tensor[] argument are cloned (or not) as
        one, so they are proved jointly, each with the others written in place at the same time."""
        groups = list(call.groups.values()) if call.version == 1 else [[i] for i in range(len(call.bases))]
        out = []
        for members in groups:
            if len(members) == 1:
                out.append(self._custom_candidate(call, members[0]))
                continue
            own_reads = [(a, v.name, self.state.place(v)) for a, v in call.others]
            jobs = []
            for i in members:
                extra = [j for j in members if j != i]
                jobs.append((call.names[i], call.bases[i], call.results.get(i),
                             own_reads + [(call.names[j], call.bases[j].name, self.state.place(call.bases[j])) for j in extra],
                             [(f"writes {call.names[j]}", call.bases[j].name, self.state.place(call.bases[j])) for j in extra]))
            out.extend(self._joint(call.node, call.name, jobs))
        return out

    def _contract_reads(self, call: CustomOpCall, index: int) -> list[tuple[str, torch.fx.Node]]:
        """The op's other tensor arguments that may be read after it writes base `index`: all of
        them under the contract; from the traced body, only those read at or after the first
        write of an argument on that base."""
        written = call.writers.get(index, [])
        if not call.others or not written:
            return list(call.others)
        body = call.body(trace_body)
        if isinstance(body, str):
            return list(call.others)
        return [(a, v) for a, v in call.others if not all(body.read_before_written(a, w) for w in written)]

    def _body_kernel_view(self, call: CustomOpCall, index: int, readers: list[str]):
        """When base `index` is written by one argument, first inside one Triton launch of the body
        that also holds every late read of `readers`: that launch's accesses, with the op's names
        (the base's candidate name for the written argument), for the race queries."""
        written = call.writers.get(index, [])
        if len(written) != 1 or not readers:
            return None
        body = call.body(trace_body)
        if isinstance(body, str):
            return None
        launches = [body.kernel_race(r, written[0]) for r in readers]
        if any(k is None for k in launches) or len({id(k) for k in launches}) != 1:
            return None
        k = launches[0]
        names = {call.names[index]: k.passed[written[0]], **{r: k.passed[r] for r in readers}}
        return RenamedView(k.view, names)

    def _custom_candidate(self, call: CustomOpCall, index: int) -> Candidate:
        """One base of a mutating custom op. In v2 the op's views of one base alias as in eager; in
        v1 every mutable argument is cloned on its own, so another one still cloned is a snapshot."""
        node, base, name = call.node, call.bases[index], call.names[index]
        own_reads = [(a, v.name, self.state.place(v)) for a, v in self._contract_reads(call, index)]
        own_writes = []
        for i, other in enumerate(call.bases):
            if i == index or (node.name, call.names[i]) not in self.state.reinplaced:
                continue
            own_reads.append((call.names[i], other.name, self.state.place(other)))
            if call.results.get(i) is not None:
                own_writes.append((f"writes {call.names[i]}", other.name, self.state.place(call.results[i])))
        regions = call.regions.get(index) if call.version == 2 else None
        view = self._body_kernel_view(call, index, [a for a, _, _ in own_reads]) if not own_writes else None
        return self._candidate(node, name, call.name, base, call.results.get(index), regions, own_reads, own_writes,
                               traced=lambda: not isinstance(call.body(trace_body), str), kernel_view=view)

    def _inplaceable_candidates(self, call: InplaceableCall) -> list[Candidate]:
        """A functional aten op becomes its in-place variant only whole: every mutated tensor (each
        element of a list) is proved with all the others written in place at the same time, and
        the rewrite is applied when all are proved."""
        node, op = call.node, call.op
        if call.form != "Inductor's table":
            refused = self._unfit_in_place_form(call)
            if refused is not None:
                return [] if refused == "" else [refused]
        single = len(call.mutated) == 1 and (call.results[0] is node or call.wrapped)
        names = ["self"] if single else [f"self[{i}]" for i in range(len(call.mutated))]
        jobs = []
        for i, (m, r) in enumerate(zip(call.mutated, call.results)):
            own_reads = [(a, v.name, self.state.place(v)) for a, v in call.others]
            own_reads += [(names[j], o.name, self.state.place(o)) for j, o in enumerate(call.mutated) if j != i]
            own_writes = [(f"writes {names[j]}", o.name, self.state.place(o)) for j, o in enumerate(call.mutated) if j != i]
            jobs.append((names[i], m, r, own_reads, own_writes))
        form = "" if call.form == "Inductor's table" else call.form
        held = _not_worth_it(op) if form else ""
        own = generates_own_kernel(op)
        swings = own and lowered_by_swinging(op)
        if not held and own:
            held = next(filter(None, (self.lowerable.store_converts(m) or (self.lowerable.swings(m) if swings else "")
                                      for m in call.mutated)), "")
        out = self._joint(node, op_name(op), jobs, form=form, held=held)
        window = _collective_window(call)
        for c in out:
            if window and c.verdict is Verdict.UNSAFE:
                c.reason += f" ({window})"
        if own and not swings and all(c.applied for c in out):
            for m in call.mutated:  # an index_put_, a scatter: stores through a layout resolved later
                self.lowerable.stored(m, node.name)
        return out

    def _unfit_in_place_form(self, call: InplaceableCall) -> Candidate | str | None:
        """An op whose in-place form cannot stand for it: a refusal when that form would retype or
        resize `self` (its result has another dtype or shape: type promotion, a broadcast), which
        fails at run time; "" (no candidate) when it would only give the result another layout
        (strides), which no in-place form can; None when the form fits."""
        node, self_ = call.node, call.mutated[0]
        result = call.results[0] if call.wrapped else node
        rv, sv = getattr(result, "meta", {}).get("val"), self_.meta.get("val")
        if not isinstance(rv, torch.Tensor) or not isinstance(sv, torch.Tensor):
            return ""
        why = None
        if rv.dtype != sv.dtype:
            why = (f"{node.name} is {rv.dtype}, self={self_.name} is {sv.dtype}: the in-place form would have to "
                   f"retype self (type promotion)")
        elif [str(d) for d in rv.shape] != [str(d) for d in sv.shape]:
            why = (f"{node.name} has shape {[str(d) for d in rv.shape]}, self={self_.name} "
                   f"{[str(d) for d in sv.shape]}: the in-place form would have to resize self (a broadcast)")
        if why is None:
            return None if self.fp.same_shape(self.program.layout[result], self.program.layout[self_]) else ""
        conflict = Conflict(query="in-place form", reader=node.name, read_what="self", read_value=self_.name,
                            writer=node.name, write_what=why)
        return Candidate(node=node.name, arg="self", kernel=op_name(call.op), mutated=self_.name,
                         verdict=Verdict.UNSAFE, reason=conflict.line(), conflict=conflict, form=call.form)

    def _joint(self, node, kernel, jobs, form: str = "", held: str = "") -> list[Candidate]:
        """Tensors that one rewrite writes in place together: each proved with the others written
        at the same time, applied only when all are proved (and allowed, and not `held`: why a
        proven rewrite is not worth applying)."""
        out = [self._prove(node, name, kernel, m, r, None, own_reads, own_writes) for name, m, r, own_reads, own_writes in jobs]
        for c, _ in out:
            c.form = form
        if all(c.verdict is Verdict.SAFE for c, _ in out) and held:
            for c, _ in out:
                c.held = held
        elif all(c.verdict is Verdict.SAFE and self.allowed(node.name, c.arg) for c, _ in out):
            for c, move in out:
                self._apply(c, move)
        return [c for c, _ in out]

    def _candidate(self, node, arg, kernel, mutated, result, regions, own_reads, own_writes, traced=False,
                   kernel_view=None) -> Candidate:
        """Decide reinplacing `mutated` and, when proven (and allowed), make it part of the program.
        `traced`: the callee's own order of reads and writes chose `own_reads` (else the contract);
        a function that says so, asked only when a self-aliasing conflict needs to know.
        `kernel_view`: a kernel call's analysed accesses (reads through analysed arguments are
        checked access by access)."""
        cand, move = self._prove(node, arg, kernel, mutated, result, regions, own_reads, own_writes, kernel_view)
        if cand.conflict is not None and cand.conflict.query == "self-aliasing":
            # a race found in the analysed TTIR does not rest on the contract
            traced = traced() if callable(traced) else traced
            cand.conflict.contract = not traced and cand.conflict.race is None
            cand.conflict.traced = traced
            cand.reason = cand.conflict.line() if cand.verdict is Verdict.UNSAFE else cand.reason
        if (cand.verdict is Verdict.SAFE or cand.guard) and self.allowed(node.name, arg):
            self._apply(cand, move)  # a guarded one leaves the program the same either way
        return cand

    def _prove(self, node, arg, kernel, mutated, result, regions, own_reads, own_writes,
               kernel_view=None) -> tuple[Candidate, Move | None]:
        """Decide reinplacing `mutated` (argument `arg` of `node`), whose written `regions` default to
        all of it (None); [] when nothing is written."""
        cand = Candidate(
            node=node.name, arg=arg, kernel=kernel, mutated=getattr(mutated, "name", str(mutated)),
            verdict=Verdict.UNKNOWN, reason="",
        )
        started = time.perf_counter()
        try:
            return self._check_candidate(cand, node, arg, mutated, result, regions, own_reads, own_writes, kernel_view)
        finally:
            cand.seconds = time.perf_counter() - started

    def _check_candidate(self, cand, node, arg, mutated, result, regions, own_reads, own_writes, kernel_view):
        if isinstance(mutated, torch.fx.Node) and "val" not in mutated.meta:
            cand.reason = f"argument {arg} ({mutated.name}) has no fake tensor (meta['val']): its storage and layout are unknown"
            return cand, None
        if not isinstance(mutated, torch.fx.Node) or mutated not in self.program.storage:
            cand.reason = f"argument {arg} is not a tensor of the graph"
            return cand, None
        target = self.state.place(mutated)
        _, base_shift = self.state.storage_of(self.program.storage[mutated])
        written = [r.shifted(base_shift) for r in regions] if regions is not None else [target.layout]
        fresh, shift = None, 0
        if result is not None:
            rv, mv = result.meta.get("val"), mutated.meta.get("val")
            if getattr(rv, "dtype", None) != getattr(mv, "dtype", None):
                cand.reason = (f"the result {result.name} is {getattr(rv, 'dtype', None)}, {mutated.name} is "
                               f"{getattr(mv, 'dtype', None)}: written in place its values would be converted")
                return cand, None
            if not self.fp.same_shape(self.program.layout[result], self.program.layout[mutated]):
                rs, ms = [str(d) for d in getattr(rv, "shape", ())], [str(d) for d in getattr(mv, "shape", ())]
                cand.reason = (f"the result {result.name} has shape {rs}, {mutated.name} {ms}: written in place, "
                               f"{mutated.name} would have to be resized (a broadcast)" if rs != ms else
                               f"the result {result.name} does not have the layout of {mutated.name}")
                return cand, None
            fresh = self.state.storage_of(self.program.storage[result])[0]
            shift = self._distance(target.layout, self.state.place(result).layout)
            if shift is None:
                cand.reason = "the result's offset is not a constant distance from the argument's"
                return cand, None
        region_what = f"base {arg}={mutated.name}" if regions else f"{arg}={mutated.name}"
        move = Move(node, self.program.time[node], target.storage, written, region_what, fresh, shift or 0, own_reads, own_writes,
                    kernel=kernel_view, arg=arg)
        self._decide(cand, move, reaches=[target.storage] + ([fresh] if fresh else []))
        return cand, move

    def _apply(self, cand: Candidate, move: Move) -> None:
        """Make a proven candidate part of the program the next ones are proved in."""
        self._merge(move)
        self.state.reinplaced.add((cand.node, cand.arg))
        cand.applied = True

    def _merge(self, move: Move) -> None:
        """From now on the storage the rewritten node used to write fresh is `move.target` itself."""
        if move.fresh is not None:
            self.state.merge(move.fresh, move.target, move.shift)

    # --- scatters -----------------------------------------------------------------------------
    def _link(self, sc: Scatter) -> Link:
        base = self.state.place(sc.base)
        _, base_shift = self.state.storage_of(self.program.storage[sc.base])
        region = sc.region.shifted(base_shift)
        src = self.state.place(sc.src)
        out = self.state.place(sc.node)
        link = Link(node=sc.node.name, verdict=Verdict.UNKNOWN, reason="")
        if not self.fp.same_shape(out.layout, base.layout):
            link.reason = f"the result of {sc.node.name} does not have the layout of its base"
            return link
        shift = self._distance(base.layout, out.layout)
        if shift is None:
            link.reason = "the result's offset is not a constant distance from the base's"
            return link
        identity = src.storage == base.storage and self.fp.equal(src.layout, region)
        move = Move(
            sc.node, self.program.time[sc.node], base.storage, [] if identity else [region],
            f"src={sc.src.name} into {sc.base.name}", out.storage, shift,
            [] if identity else [("src", sc.src.name, src)], [],
        )
        probe = Candidate(sc.node.name, "base", "scatter", sc.base.name, Verdict.UNKNOWN, "")
        self._decide(probe, move, reaches=[base.storage, out.storage])
        link.verdict, link.reason, link.identity = probe.verdict, probe.reason, identity
        if identity and probe.verdict is Verdict.SAFE:
            link.reason = "self-copy: src already holds the region; " + link.reason
        if probe.verdict is Verdict.SAFE:
            link.held = self.lowerable.store_converts(sc.base)
        if probe.verdict is Verdict.SAFE and not link.held and self.allowed(sc.node.name, "base"):
            self._merge(move)  # later candidates are decided in the program with this link applied
            self.lowerable.rewritten_into(sc.node, sc.base)
            link.applied = True
        return link

    def _out_candidate(self, sink: torch.fx.Node, base: torch.fx.Node, src: Any, region: Layout | None) -> Candidate | None:
        """The op whose result `sink` stores into `base` (a scatter into its `region`, a copy into
        all of it: region None), written by its out= form straight there: a candidate "out" of
        the op's node, decided before the sink, which then stores nothing (src already holds those
        bytes: a self-copy). The op's other readers read the region from then on (the
        clobbered-result query asks that nothing writes it before). None when there is no such
        op: no out= form in the schemas, a base made after the op, an op whose own rewrite already
        placed its result, or a region whose strides are not the result's (the form writes the
        layout it is given)."""
        if isinstance(src, torch.fx.Node):  # a collective's waited result: the collective writes it
            src = launch_waited(src) or src
        if not (isinstance(src, torch.fx.Node) and src.op == "call_function" and out_variant(src.target) is not None
                and src in self.program.storage and base in self.program.storage
                and self.program.time.get(base, -1) < self.program.time[src]):
            return None
        sv, bv = src.meta.get("val"), base.meta.get("val")
        if getattr(sv, "dtype", None) != getattr(bv, "dtype", None):
            return None
        if self.state.storage_of(self.program.storage[src])[0] != self.program.storage[src]:
            return None  # the op already writes in place (its own candidate was applied)
        _, base_shift = self.state.storage_of(self.program.storage[base])
        region = region.shifted(base_shift) if region is not None else self.state.place(base).layout
        fresh = self.state.place(src)
        if not self.fp.same_shape(region, fresh.layout):
            return None
        target = self.state.place(base).storage
        mutated = self._inplace_targets.get(src)
        if mutated is not None and self.state.place(mutated).storage == target \
                and self.fp.equal(self.state.place(mutated).layout, region):
            return None  # the op's own in-place form writes these bytes: that candidate decided it
        kernel = op_name(src.target)
        where = f"{sink.name}'s region" if sink.name != base.name else "all of it"
        cand = Candidate(node=src.name, arg="out", kernel=kernel, mutated=f"{base.name} ({where})",
                         verdict=Verdict.UNKNOWN, reason="", form="out= form", sink=sink.name)
        started = time.perf_counter()
        shift = self._distance(region, fresh.layout)
        if shift is None:
            cand.reason = f"the region's offset in {base.name} is not a constant distance from {src.name}'s"
            cand.seconds = time.perf_counter() - started
            return cand
        own_reads = [(a, v.name, self.state.place(v)) for a, v in _tensor_arguments(src) if v in self.program.storage]
        move = Move(src, self.program.time[src], target, [region], f"out={base.name} (the bytes {sink.name} stores)",
                    fresh.storage, shift, own_reads, [], arg="out")
        self._decide(cand, move, reaches=[target, fresh.storage])
        cand.seconds = time.perf_counter() - started
        if cand.verdict is Verdict.SAFE:
            cand.held = _not_worth_it(src.target)
            if not cand.held and self.allowed(src.name, "out"):
                self._apply(cand, move)
        return cand

    # --- shared -------------------------------------------------------------------------------
    def _decide(self, cand: Candidate, move: Move, reaches: list[str]) -> None:
        self.checker.label = f"{cand.node}.{cand.arg}"
        for node, why in self.program.opaque.items():
            touched = {self.state.storage_of(s)[0] for s in self._storages_of(node)}
            if touched & set(reaches):
                cand.reason = f"opaque op {node.name} may touch the same storage: {why}"
                return
        later_writes = [] if move.fresh is None else [
            a for a in self.checker.index.of(move.fresh, "write") if a[0] != move.time]
        if later_writes:
            cand.reason = f"{later_writes[0][2].performer} writes the result's storage; not modelled"
            return
        try:
            obligations, conflict, unknown = self.checker.run(move)
        except Unsupported as e:
            cand.reason = f"unsupported: {e}"
            return
        cand.obligations = obligations
        if conflict is not None:
            cand.conflict = conflict
            if conflict.requires and _guardable(move.node, move.kernel, conflict.requires, move.arg, self.state.reinplaced):
                cand.guard = conflict.requires  # proven under a precondition, checked at run time
            entangled = self.symbols.entangled(conflict.symbols)
            if entangled and not self.symbols.hold_at(entangled, conflict.assignment):
                cand.verdict = Verdict.UNKNOWN
                cand.reason = conflict.line() + f" (at sizes that a guard not encoded may exclude: {entangled[0]})"
            else:
                cand.verdict = Verdict.UNSAFE
                cand.reason = conflict.line()
            return
        if unknown is not None:
            cand.reason = unknown
            return
        cand.verdict = Verdict.SAFE
        # the checks asked are in `obligations`; how many depends on the shortcuts that answered
        # the others, so the reason does not count them
        cand.reason = "proved: no read or write can observe it"

    def _storages_of(self, node) -> set[str]:
        """The storages of the program that `node` reads or writes (computed once per node)."""
        if self._node_storages is None:
            self._node_storages = {}
            for a in self.program.accesses:
                if a.value in self.program.storage:
                    self._node_storages.setdefault(a.node, set()).add(self.program.storage[a.value])
        return self._node_storages.get(node, set())

    def _distance(self, to, frm) -> Any:
        """Bytes from the start of layout `frm` to the start of `to`: an int when provably
        constant, else, for layouts of one element size, a sympy expression of the sizes (a view
        at a symbolic offset and its dense clone at offset 0: under each value of the sizes the
        merged storage sits at one distance); None otherwise."""
        if to.itemsize == frm.itemsize:
            a, b = self.symbols.sympy_of(to.offset), self.symbols.sympy_of(frm.offset)
            if a is not None and b is not None:
                d = a - b
                return to.shift - frm.shift + to.itemsize * (int(d) if d.is_Integer else d)
        try:
            diff = z3.simplify(self.fp.start(to) - self.fp.start(frm))
        except Unsupported:
            return None
        if z3.is_int_value(diff):
            return diff.as_long()
        s = solver(2000)
        s.add(*self.symbols.assumptions())
        if s.check() != z3.sat:
            return None
        value = s.model().eval(diff, model_completion=True)
        if z3.is_int_value(value) and prove(lambda: self.fp.start(to) - self.fp.start(frm) == value, self.symbols):
            return value.as_long()
        return None

    def _self_copies(self) -> list[str]:
        return [n.name for n in self.program.copies if self.state.self_copy(n, self.fp)]


def _tensor_arguments(node: torch.fx.Node) -> list[tuple[str, torch.fx.Node]]:
    """An op's tensor arguments, named by the schema where it has one."""
    schema = getattr(node.target, "_schema", None)
    names = [a.name for a in schema.arguments] if schema is not None else []
    out = []
    for i, a in enumerate(node.args):
        out += [(names[i] if i < len(names) else f"argument {i}", v) for v in tensor_nodes([a])]
    for k, a in node.kwargs.items():
        out += [(k, v) for v in tensor_nodes([a])]
    return out


def _collective_window(call: InplaceableCall) -> str:
    """For a collective, its window in words: in place, it reads and writes its buffer at any time
    from its launch to the `wait_tensor` of its result, so an access in between is a conflict;
    "" for other ops."""
    if not op_name(call.op).startswith("_c10d_functional."):
        return ""
    results = [r for r in call.results if r is not None] or [call.node]
    waits = [u.name for r in results for u in r.users if op_name(u.target).startswith("_c10d_functional.wait_tensor")]
    if not waits:
        return f"the buffer is in flight from {call.node.name} to the end of the graph: its wait is outside it"
    return f"the buffer is in flight from {call.node.name} until {', '.join(waits)}"


def _not_worth_it(target: Any) -> str:
    """Why an aten op's own in-place or out= form, proven, is not applied ("" when it pays): an op
    that Inductor lowers to a kernel of its own writes wherever its buffer is, fused."""
    if not generates_own_kernel(target):
        return ""
    return (f"Inductor generates its own kernel for {op_name(target)} (fusable, into a buffer it may reuse): "
            "its in-place or out= form saves no copy and could cost a fusion")


def _guardable(node: torch.fx.Node, view: Any, requires: tuple[tuple[str, str], ...], arg: str, reinplaced: set) -> bool:
    """A kernel call that can run behind a run-time check of the preconditions `requires` ((kind,
    argument) pairs, `running.guarded`): a functional Triton wrapper whose arguments are tensors,
    ints and floats (no TMA descriptor, no symbolic float), each argument of `requires` a tensor of
    integers that the kernel loads element by element (a property of its elements is then one of
    the loaded values; a load of part of an element, or of two, is not), one-dimensional with
    unit stride where the property orders its elements (their offsets then order them as their
    indices do), and each other argument it clones already written in place, or dense with a
    static layout (its clone is then a buffer of the same layout that `empty_like` makes)."""
    if node.target is not torch.ops.higher_order.triton_kernel_wrapper_functional or node.kwargs.get("tma_descriptor_metadata"):
        return False
    values = {}
    for name, v in node.kwargs["kwargs"].items():
        values[name] = val = v.meta.get("val") if isinstance(v, torch.fx.Node) else v
        if not isinstance(val, (torch.Tensor, bool, int, float, torch.SymInt)):
            return False
    for other in node.kwargs["tensors_to_clone"]:
        val = values.get(other)
        if other == arg or (node.name, other) in reinplaced:
            continue
        if not isinstance(val, torch.Tensor) or not _dense(tuple(val.shape), tuple(val.stride())):
            return False
    for kind, name in requires:
        t = values.get(name)
        if not isinstance(t, torch.Tensor) or t.dtype.is_floating_point or t.dtype.is_complex or t.dtype == torch.bool:
            return False
        loads = [a for v in (view.variants or []) for a in v.of(name) if a.reads]
        if not loads or any(a.size != t.element_size() for a in loads):
            return False
        # static answers only: comparing a symbolic size or stride would guard on its example value
        if kind != "distinct" and (t.dim() != 1 or not (_is_int(t.stride(0), 1) or _is_int(t.shape[0], 1))):
            return False
    return True


def _is_int(value: Any, expected: int) -> bool:
    """`value` is the plain int `expected` (not a SymInt, whose comparison would add a guard)."""
    return type(value) is int and value == expected


def _dense(sizes: tuple, strides: tuple) -> bool:
    """Static sizes and strides whose elements fill an interval once each (a permutation of a
    contiguous layout: `empty_like` gives them back)."""
    if not all(type(x) is int for x in (*sizes, *strides)):
        return False
    expected = 1
    for size, stride in sorted((p for p in zip(sizes, strides) if p[0] != 1), key=lambda p: p[1]):
        if stride != expected:
            return False
        expected *= size
    return True
