"""Candidates of scatters: a scatter written into its base (a link of a chain), and the op whose
result a scatter or a copy stores into a buffer, written there by its out= form (`ScatterCandidates`,
a part of `analysis.Analysis`)."""

from __future__ import annotations

import time
from typing import Any

import torch
import torch.fx

from ..compiler.ops import op_name, out_variant, tensor_nodes
from ..memory.effects import Scatter, launch_waited
from ..memory.layout import Layout
from .report import Candidate, Link, Verdict
from .state import Move


class ScatterCandidates:
    """Links and out= candidates of `analysis.Analysis` (which has the program, its state, the
    checker and the policy of what to hold back)."""

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
            link.held = self.policy.held_link(sc) if self.policy is not None else ""
        if probe.verdict is Verdict.SAFE and not link.held and self.allowed(sc.node.name, "base"):
            self._merge(move)  # later candidates are decided in the program with this link applied
            if self.policy is not None:
                self.policy.applied_link(sc)
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
        if self.applicable_only and ((self.policy is not None and self.policy.held_out(src))
                                     or not self.allowed(src.name, "out")):
            self.not_deciding(kernel)
            return None
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
            cand.held = self.policy.held_out(src) if self.policy is not None else ""
            if not cand.held and self.allowed(src.name, "out"):
                self._apply(cand, move)
        return cand


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
