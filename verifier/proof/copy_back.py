"""A finding about the functional graph itself, before any rewrite: a copy-back that restores
old values over what a kernel wrote through an alias.

Torch's mutation analysis of a user Triton kernel can fail (a defaulted constexpr the caller does
not pass: "Incorrect number of arguments passed to kernel") and then clones every tensor argument
and copies each back. Called with two arguments over the same bytes (an in-place merge whose
output and input are one slice), the kernel writes one clone; the copy-back of the other, which it
never writes, stored last, restores the old values: the compiled program (`aot_eager` too) differs
from eager. The audit runs the function eagerly against its graph to show it.
"""

from __future__ import annotations

import torch.fx

from ..callees.kernel_access import KernelView
from ..memory.calls import KernelCall
from ..memory.effects import MemoryModel
from ..memory.layout import Footprints

STALE_COPY_BACK = "the functional graph copies back an argument the kernel never writes"


def copy_back_times(prog: MemoryModel) -> dict[torch.fx.Node, int]:
    """Each value stored back by a scatter or a copy, and when it first is."""
    out: dict[torch.fx.Node, int] = {}
    for node in [*prog.scatters, *prog.copies]:
        src = prog.scatters[node].src if node in prog.scatters else node.args[1]
        if isinstance(src, torch.fx.Node) and (src not in out or prog.time[node] < out[src]):
            out[src] = prog.time[node]
    return out


def stale_copy_backs(prog: MemoryModel, call: KernelCall, view: KernelView, fp: Footprints, kernel: str,
                     copy_back: dict[torch.fx.Node, int]) -> list[str]:
    """Two arguments of a kernel call over the same bytes, both cloned by the functional graph,
    and the one the kernel never writes (its analysed TTIR) stored back after the one it writes:
    one finding per such pair. `copy_back`: `copy_back_times` of the program."""
    out = []
    cloned = [a for a in call.tensors_to_clone if isinstance(call.args.get(a), torch.fx.Node)
              and call.args[a] in prog.storage and call.results.get(a) in copy_back]
    for unwritten in (a for a in cloned if view.never_writes(a)):
        for written in (b for b in cloned if b != unwritten and not view.never_writes(b)):
            u, w = call.args[unwritten], call.args[written]
            if prog.storage[u] != prog.storage[w] or copy_back[call.results[unwritten]] <= copy_back[call.results[written]]:
                continue
            ub, wb = fp.bytes(prog.layout[u]), fp.bytes(prog.layout[w])
            shared = set(ub.tolist()) & set(wb.tolist()) if ub is not None and wb is not None else set()
            if shared:
                out.append(f"{STALE_COPY_BACK}, over bytes it writes through an alias: {call.node.name} ({kernel}) "
                           f"never writes {unwritten}={u.name}, whose clone is stored back after that of "
                           f"{written}={w.name}, over {len(shared)} of the same bytes: the compiled program restores "
                           "their old values, where eager keeps the kernel's")
    return out
