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
  checked against the validated one (`checked`): outside audit mode such a reordering is refused
  (the validated order is generated, at the cost of the peak memory the move would have saved); in
  audit mode it is Inductor's finding and stays, reported as a race.
"""

from __future__ import annotations

import collections
from typing import Any, Callable

from .accesses import real_name


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


def used_before_made(nodes: list[Any]) -> list[tuple[str, list[Any], str]]:
    """Each buffer a part reads or writes (a mutation of it included) before the part that computes
    it, in words with the two parts and the buffer. The scheduler's own order after fusion can do that on torch
    2.11: a copy into rows of a buffer fused with the kernel computing the rows it copies, placed
    before the kernel computing the buffer."""
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
                out.append((f"{part.get_name()} touches {name} before {maker.get_name()}, which computes it, "
                            "runs", [part, maker], name))
                break
    return out


def swapped(before: list[Any], after: list[Any]) -> tuple[str, str]:
    """The first pair of nodes that touch one buffer, one of them writing it, whose order `after`
    inverts, in words, and the buffer; ("", "") when there is none (or when `after` holds other
    nodes: not judged)."""
    position = {id(n): i for i, n in enumerate(after)}
    if len(position) != len(before) or any(id(n) not in position for n in before):
        return "", ""
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
                    return (f"{second.get_name()} ({how} {buffer}) moved before {first.get_name()}, "
                            f"which {'writes' if first_writes else 'reads'} it first", buffer)
    return "", ""


def checked(reorder: Callable[..., list], refuse: bool, report: Callable[[str, bool, str], None]) -> Callable[..., list]:
    """`reorder` (a pass from nodes to nodes), its result checked: a swap is given to
    `report(line, refused, buffer)`, and when `refuse` the nodes keep their order. Never fails the
    compile."""

    def run(nodes: list[Any], *args: Any, **kwargs: Any) -> list[Any]:
        before = list(nodes)
        after = reorder(nodes, *args, **kwargs)
        try:
            why, buffer = swapped(before, after)
        except Exception:  # a node whose accesses cannot be read: the reordering stands unjudged
            return after
        if not why:
            return after
        try:
            report(f"{getattr(reorder, '__name__', 'a reordering')}: {why}", refuse, buffer)
        except Exception:
            pass
        return before if refuse else after

    run.verified_reorder = reorder
    return run
