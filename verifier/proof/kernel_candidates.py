"""Candidates of user Triton kernels, and each call's loads and stores read from its TTIR
(`KernelCandidates`, a part of `analysis.Analysis`).

An audit reads every call's TTIR up front: its findings (a store the mutation analysis misses, a
copy-back of an argument never written, an access that may leave its view) are what a reader of
Inductor's decisions must know. A compile that decides only what it can apply (`applicable_only`)
reads a call's TTIR, every launch configuration of it, only for the call's own candidate, and only
where the contract does not prove it: where another of its arguments lies in the storage it would
write (the order of the kernel's own reads and writes decides), or where the candidate is not
proven under the contract (the TTIR may show that the argument is never stored to).

No other proof needs a call's TTIR. A store the mutation analysis misses (through an argument the
call does not list as written) is a bug of the graph, a finding, and not a reason to doubt a
rewrite: under the contract the call reads all of that argument at its place, and the store
writes inside it the same values in the original and the rewritten program (they are computed
from what the call reads, which the proof keeps equal). A byte of it that a later read sees
differently lies where the rewrite merges two storages, and there the proof already refuses that
read or the call's own read (a stale read, or a clobbered result).
"""

from __future__ import annotations

import torch
import torch.fx

from ..callees.kernel_access import KernelView, analyse_call
from ..memory.calls import KernelCall
from .copy_back import copy_back_times, stale_copy_backs
from .report import Candidate, Verdict

NOT_READ = "not read: no proof needed its TTIR (a compile reads a kernel's TTIR only where a proof asks)"


class KernelCandidates:
    """The kernel candidates of `analysis.Analysis` (which has the program, its state, the checker
    and `views`, `findings`, `_interpreted`: the calls read so far, what they showed, and the TTIR
    readings calls that differ only in their tensors' layouts share)."""

    def _analyse_kernels(self) -> list[str]:
        """Every kernel call's loads and stores from its TTIR (`view`), and what they show."""
        for call in self.program.kernels:
            self.view(call.node)
        return self.findings

    def view(self, node: torch.fx.Node) -> KernelView:
        """The call's loads and stores from its TTIR, read on first asking, and its findings."""
        view = self.views.get(node)
        if view is not None:
            return view
        call = self._calls[node]
        view = self.views[node] = analyse_call(call, self.info, self.symbols, self.fp, self._interpreted)
        self.findings += view.findings
        if len(call.tensors_to_clone) > 1:  # when each value is stored back, worked out once
            self._copy_back = self._copy_back if self._copy_back is not None else copy_back_times(self.program)
            self.findings += stale_copy_backs(self.program, call, view, self.fp, self.info.kernel_name(node),
                                              self._copy_back)
        return view

    def _kernel_candidate(self, call: KernelCall, arg: str) -> Candidate:
        node = call.node
        mutated = call.args.get(arg)
        own_reads, written = [], []
        for a, v in call.args.items():
            if a == arg or not isinstance(v, torch.fx.Node) or v not in self.program.storage:
                continue
            cloned = a in call.tensors_to_clone and (node.name, a) not in self.state.reinplaced
            if not cloned:
                own_reads.append((a, v.name, self.state.place(v)))
        for a, r in call.results.items():
            if a != arg and r is not None and (node.name, a) in self.state.reinplaced:
                written.append((a, (f"writes {a}", call.args[a].name, self.state.place(r))))
        target = self.state.place(mutated).storage if isinstance(mutated, torch.fx.Node) and mutated in self.program.storage else None
        shared = any(p.storage == target for _, _, p in own_reads + [w for _, w in written])
        name = self.info.kernel_name(node)
        if node not in self.views and not shared:
            # its other arguments lie elsewhere: tried under the contract first; where that fails,
            # the TTIR may still show the argument is never stored to
            cand, move = self._prove(node, arg, name, mutated, call.results.get(arg), None, own_reads,
                                     [w for _, w in written])
            if cand.verdict is Verdict.SAFE:
                if self.allowed(node.name, arg):
                    self._apply(cand, move)
                return cand
        view = self.view(node)
        own_writes = [w for a, w in written if not view.never_writes(a)]
        # the clone is only ever read: nothing is written in place (while no other argument of the
        # call already writes that storage in place, which the kernel's reads of it would then see)
        never = view.never_writes(arg) and not any(p.storage == target for _, _, p in own_writes)
        cand = self._candidate(node, arg, name, mutated, call.results.get(arg),
                               [] if never else None, own_reads, own_writes, kernel_view=view)
        if never:
            cand.never_written = True
            if cand.verdict is Verdict.SAFE:
                cand.reason += "; the kernel never stores to it (analysed TTIR)"
        return cand
