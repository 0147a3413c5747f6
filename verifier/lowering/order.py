"""The order of the scheduled nodes: as fused, and as later passes reorder them.

The race rule (`races`) takes the parts of the scheduled program in the order they run. Two ways
that order itself can be wrong, both seen on torch 2.11 (`t.add_(t.flip(0)); t[1:] = t[:-1].clone()
+ ...` on the input: wrong rows on 2.11, right on 2.13):
- as fused: a part touches a buffer (reads it, or writes it through a mutation) before the part
  that computes it (`used_before_made`). `gate` reports it as a race of the lowering, with the FX
  nodes of both parts, and outside audit mode the backend lowers the graph again with the rewrites
  among them withheld.
- as reordered after the validation: `reorder_for_peak_memory` moves nodes to lower the peak of
  live buffers, sound only where every pair of nodes that touch one buffer, one of them writing it,
  keeps its order. 2.11's moved an in-place copy into rows of an intermediate before the kernel
  computing the intermediate, whose values then overwrote the copied rows. The reordered list is
  checked against the validated one (`swapped`); what is done about it (the validated order
  kept, or the reordering reported) is the integration stage's.
"""

from __future__ import annotations

import collections
from typing import Any

from .accesses import origins, real_name
from .findings import Finding, Kind


def _touched(node: Any) -> tuple[set[str], set[str]]:
    """(buffers read, buffers written) by a scheduled node, by their real names; an ordering-only
    dependency (a mutation waiting for a read) counts as a read."""
    scheduler = getattr(node, "scheduler", None)
    rw = node.read_writes
    reads = {real_name(scheduler, d.name) for d in rw.reads}
    writes = {real_name(scheduler, d.name) for d in rw.writes}
    return reads, writes


def _parts(nodes: list[Any]) -> list[Any]:
    """The scheduled nodes' parts in the order they run (a fused node's parts one after another)."""
    return [part for node in nodes for part in (getattr(node, "snodes", None) or [node])]


def used_before_made(nodes: list[Any]) -> list[Finding]:
    """Each buffer a part reads or writes (a mutation of it included) before the part that computes
    it (kind `ORDER`). The scheduler's own order after fusion can do that on torch 2.11: a copy into
    rows of a buffer fused with the kernel computing the rows it copies, placed before the kernel
    computing the buffer."""
    parts = _parts(nodes)
    made = {}
    for i, part in enumerate(parts):
        scheduler = getattr(part, "scheduler", None)
        for buf in part.get_outputs():
            name = buf.get_name()
            if real_name(scheduler, name) == name:
                made.setdefault(name, i)
    out = []
    for i, part in enumerate(parts):
        scheduler = getattr(part, "scheduler", None)
        rw = part.read_writes
        for dep in (*rw.reads, *rw.writes):
            if type(dep).__name__ == "WeakDep":  # an order among other nodes, no access of its own
                continue
            name = real_name(scheduler, dep.name)
            if made.get(name, -1) > i:
                maker = parts[made[name]]
                out.append(Finding(Kind.ORDER, f"{part.get_name()} touches {name} before {maker.get_name()}, which "
                                   "computes it, runs", kernel=part.get_name(), buffer=name, read=part.get_name(),
                                   write=maker.get_name(), origins=frozenset(origins([part, maker]))))
                break
    return out


def swapped(before: list[Any], after: list[Any], what: str = "a reordering") -> Finding | None:
    """The first pair of nodes that touch one buffer, one of them writing it, whose order `after`
    (made by the pass `what`) inverts (kind `ORDER`); None when there is none (or when `after` holds
    other nodes: not judged)."""
    position = {id(n): i for i, n in enumerate(after)}
    if len(position) != len(before) or any(id(n) not in position for n in before):
        return None
    touching = collections.defaultdict(list)  # buffer -> [(node, writes it)] in the order of `before`
    for node in before:
        reads, writes = _touched(node)
        for buffer in reads | writes:
            touching[buffer].append((node, buffer in writes))
    for buffer, nodes in touching.items():  # pairs with a writer: writers x nodes, not nodes squared
        for i, (_, writes) in enumerate(nodes):
            if not writes:
                continue
            for j in range(len(nodes)):
                if j == i:
                    continue
                (first, first_writes), (second, second_writes) = nodes[min(i, j)], nodes[max(i, j)]
                if position[id(first)] > position[id(second)]:
                    how = "writes" if second_writes else "reads"
                    return Finding(Kind.ORDER, f"{what}: {second.get_name()} ({how} {buffer}) moved before "
                                   f"{first.get_name()}, which {'writes' if first_writes else 'reads'} it first",
                                   kernel=second.get_name(), buffer=buffer, read=second.get_name(), write=first.get_name(),
                                   origins=frozenset(origins([first, second])))
    return None

