"""Analysis: candidates in program order, each proved in the program with the earlier proven
rewrites applied (a chain of rewrites is proved link by link).

Candidates are the (triton_kernel_wrapper_functional node, argument in `tensors_to_clone`)
pairs and the (auto_functionalized_v2 node, base index) pairs of mutating custom ops.
Scatters that write a result back into their base are links: rewriting one into its base lets
later kernels on views of the scatter's result write the base itself. Links are proved by the
same obligations and reported beside the candidates.
"""

from __future__ import annotations

import time
from typing import Any, Callable

import torch.fx
import z3

from ..callees.kernel_access import KernelView
from ..compiler.capture import capture_info
from ..compiler.isolation import collection_paused
from ..compiler.ops import op_name, value_identity
from ..memory.calls import InplaceableCall
from ..memory.effects import MemoryModel, build
from ..memory.layout import Footprints, prove
from ..memory.symbolic import Symbols, Unsupported
from ..memory.terms import solver
from .caller import GIVEN_UP, CallerOutputs
from .obligations import Checker
from .preconditions import guardable
from .custom_ops import CustomOpCandidates
from .kernel_candidates import NOT_READ, KernelCandidates
from .scatters import ScatterCandidates
from .state import Move, State
from .report import Candidate, Conflict, KernelAccess, Link, Report, Verdict
from .solver import DEFAULT_BUDGET_MS


def decide(
    gm: torch.fx.GraphModule,
    *,
    budget_ms: int = DEFAULT_BUDGET_MS,
    keep_smt2: bool = False,
    allowed: Callable[[str, str], bool] | None = None,
    policy: Callable[[MemoryModel, State], Any] | None = None,
    with_inductor: bool = False,
    exhaustive: bool = False,
    applicable_only: bool = False,
    undonate: bool = False,
) -> Report:
    """Decide every candidate of `gm` (which is not modified).

    `allowed(node, arg)` (default: all) says which proven candidates, and which proven scatter
    links (arg "base"), may be applied; later candidates are then proved in the program with only
    those applied. `policy(memory model, state)` makes the object that says which proven rewrites
    are held back and why (`running.lowerable.InductorLowering`: what Inductor lowers as proven);
    none by default. `with_inductor=True`
    also runs Inductor's own reinplacing pass on a copy and records its decision beside each
    candidate and link (`candidate.inductor`: "reinplace" or "clone"). `exhaustive=True` checks
    every later read of a written storage, without the shortcuts that skip reads no write can
    reach (the tests compare both). `applicable_only=True` decides only what could be applied: an
    aten op's in-place or out= form that the policy holds back, or that `allowed` refuses, is
    counted in `report.undecided` and not proven (a compile that applies rewrites needs no verdict
    it would not act on; an audit wants them all). `undonate=True` (a compile that can change AOT's
    plan) proves a rewrite that gives up a saved tensor's donation (`proof.caller`).
    """
    # No cyclic garbage collection while the analysis runs: each full scan of the large heap
    # around it (the graph, its fake tensors, the compiler's) would make it superlinear in the graph
    with collection_paused():
        report = Analysis(gm, budget_ms=budget_ms, keep_smt2=keep_smt2, allowed=allowed, policy=policy,
                          exhaustive=exhaustive, applicable_only=applicable_only, undonate=undonate).run()
    if with_inductor:
        from ..compiler.inductor import annotate

        annotate(report, gm)
    return report


class Analysis(KernelCandidates, CustomOpCandidates, ScatterCandidates):
    def __init__(
        self,
        gm: torch.fx.GraphModule,
        *,
        budget_ms: int = DEFAULT_BUDGET_MS,
        keep_smt2: bool = False,
        allowed: Callable[[str, str], bool] | None = None,
        policy: Callable[[MemoryModel, State], Any] | None = None,
        exhaustive: bool = False,
        applicable_only: bool = False,
        undonate: bool = False,
    ):
        started = time.perf_counter()
        self.gm = gm
        self.allowed = allowed or (lambda node, arg: True)
        self.applicable_only = applicable_only
        self.undecided: dict[str, int] = {}  # op -> its candidates not decided (applicable_only)
        self.info = capture_info(gm)
        self.program: MemoryModel = build(gm, self.info.fake_mode, self.info.donated)
        self.symbols = Symbols(self.info.shape_env)
        self.fp = Footprints(self.symbols)
        self.state = State(self.program)
        self.checker = Checker(self.state, self.symbols, budget_ms, keep_smt2, exhaustive=exhaustive)
        self.views: dict[torch.fx.Node, KernelView] = {}  # kernel calls read so far (`KernelCandidates.view`)
        self._calls = {call.node: call for call in self.program.kernels}
        self._interpreted: dict = {}  # calls that differ only in their tensors' layouts share one TTIR reading
        self._copy_back = None  # when each value is stored back, worked out once, where a call clones two
        self.findings: list[str] = []
        self._node_storages: dict | None = None  # node -> storages it touches, made when first asked
        self.caller = CallerOutputs(self.program, self.state, self.info, undonate)
        # which proven rewrites to hold back, and why (the caller's policy: what a compiler lowers well)
        self.policy = policy(self.program, self.state) if policy is not None else None
        # an aten op with an in-place form -> the one tensor that form writes
        self._inplace_targets = {c.node: c.mutated[0] for c in self.program.inplaceables if len(c.mutated) == 1}
        self.phases = {"program": time.perf_counter() - started}

    def run(self) -> Report:
        prog = self.program
        candidates: list[Candidate] = []
        links: list[Link] = []
        by_node = {k.node: k for k in prog.kernels}
        custom = {c.node: c for c in prog.custom_ops}
        inplaceable = {c.node: c for c in prog.inplaceables}
        copies = set(prog.copies)
        started = time.perf_counter()
        if not self.applicable_only:  # an audit reads every call; a compile, those a proof asks for
            self._analyse_kernels()
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
                        [a for a, v in k.args.items() if isinstance(v, torch.fx.Node) and v in prog.storage])
                    if k.node in self.views else
                    {a: NOT_READ for a, v in k.args.items() if isinstance(v, torch.fx.Node) and v in prog.storage},
                )
                for k in prog.kernels
            ],
            notes=notes,
            smt2=self.checker.smt2,
            not_analysed=not_analysed,
            checks_without_solver=self.checker.without_solver,
            solver_checks=self.checker.with_solver,
            shortcuts=dict(self.checker.shortcuts),
            findings=self.findings,
            phases=self.phases,
            undecided=dict(self.undecided),
        )
        report.locate(prog.gm)
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
        held = self.policy.held_inplace(call) if self.policy is not None else ""
        if self.applicable_only and (held or not all(self.allowed(node.name, name) for name in names)):
            self.not_deciding(op_name(op))
            return []
        # an op that gives back self's values (x * 1) stores in place the value already at each
        # element: it writes nothing a read could tell from before (its result is still merged, so
        # later writes of self clobber it)
        identity = value_identity(node) if single and not call.wrapped else ""
        out = self._joint(node, op_name(op), jobs, form=form, held=held, regions=[] if identity else None)
        for c in out:
            if identity and c.verdict is Verdict.SAFE:
                c.reason += f" ({identity} stores in place the value already at each element)"
        window = _collective_window(call)
        for c in out:
            if window and c.verdict is Verdict.UNSAFE:
                c.reason += f" ({window})"
        if self.policy is not None and all(c.applied for c in out):
            self.policy.applied_inplace(call)
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

    def _joint(self, node, kernel, jobs, form: str = "", held: str = "", regions=None) -> list[Candidate]:
        """Tensors that one rewrite writes in place together: each proved with the others written
        at the same time, applied only when all are proved (and allowed, and not `held`: why a
        proven rewrite is not worth applying). `regions`: what each writes anew (None: all of it)."""
        out = [self._prove(node, name, kernel, m, r, regions, own_reads, own_writes)
               for name, m, r, own_reads, own_writes in jobs]
        for c, _ in out:
            c.form = form
        if all(c.verdict is Verdict.SAFE for c, _ in out) and held:
            for c, _ in out:
                c.held = held
        elif all(c.verdict is Verdict.SAFE and self.allowed(node.name, c.arg) for c, _ in out):
            for c, move in out:
                self._apply(c, move)
        return [c for c, _ in out]

    def not_deciding(self, op: str) -> None:
        """A candidate of `op` left undecided: it could not be applied (`applicable_only`)."""
        self.undecided[op] = self.undecided.get(op, 0) + 1

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
            if conflict.requires and guardable(move.node, move.kernel, conflict.requires, move.arg, self.state.reinplaced):
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
        shared, given_up = self.caller.shared(move)  # every read sees its value, but the caller's outputs change
        if shared:
            cand.reason = shared
            return
        cand.verdict = Verdict.SAFE
        # the checks asked are in `obligations`; how many depends on the shortcuts that answered
        # the others, so the reason does not count them
        cand.reason = "proved: no read or write can observe it" + (GIVEN_UP if given_up else "")
        cand.undonated = given_up

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
