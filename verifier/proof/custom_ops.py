"""Candidates of mutating custom ops: one per base the op writes (auto_functionalized_v2), or per
mutable argument (v1, the elements of a Tensor[] proved jointly); the op's other arguments are read
as the contract says, or as its traced body reads them (`CustomOpCandidates`, a part of
`analysis.Analysis`)."""

from __future__ import annotations

import torch
import torch.fx

from ..callees.custom_op import trace_body
from ..callees.kernel_access import RenamedView
from ..memory.calls import CustomOpCall
from .report import Candidate


class CustomOpCandidates:
    """The custom-op candidates of `analysis.Analysis` (which has the program, its state and the checker)."""

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
