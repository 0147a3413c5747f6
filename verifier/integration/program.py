"""The program that runs, kept to the rule across kernels (`lowering.program`), with Inductor's own means.

- At the scheduler's dependencies (`Scheduler.compute_dependencies`): each pair of the graph (a
  read and a write of one storage, or two writes, that may meet) whose scheduled nodes Inductor
  leaves unordered gets the dependency Inductor itself gives a mutation on the reads before it (a
  `WeakDep` of the later node on the earlier one's buffer, which fusion and every later reordering
  respect), unless it would close a cycle. That is where Inductor misses an alias it knows by
  another name: the reader of a dtype view of a buffer (pytorch#198101), of an `as_strided` view.
- After fusion: the scheduled program checked; outside audit mode a fused, foreach or combo node
  whose own parts break the rule is replaced by its parts, and the nodes are put in a
  topological order of Inductor's dependencies and the graph's pairs, as close to Inductor's as it
  allows. What is left is a finding: the backend lowers the graph again without the rewrites that
  feed it (`relower`).
- Where Inductor emits code (`Scheduler.codegen`): the order it finally emits, checked again.
In audit mode nothing is changed: each conflict is a finding about Inductor's lowering.
"""

from __future__ import annotations

import logging
import weakref
from typing import Any

from ..lowering.findings import Finding, unchecked
from ..lowering.program import GraphOrder, ordering, out_of_order

log = logging.getLogger("verifier.session")
_ORDERS: "weakref.WeakKeyDictionary[Any, GraphOrder]" = weakref.WeakKeyDictionary()
_SPENT: "weakref.WeakKeyDictionary[Any, float]" = weakref.WeakKeyDictionary()  # seconds before the record exists


def graph_order() -> GraphOrder | None:
    """The graph order of the graph being lowered now (made once per lowering)."""
    from torch._inductor.virtualized import V

    from ..compiler.capture import fake_mode_of

    try:
        graph = V.graph
        order = _ORDERS.get(graph)
        if order is None:
            gm = graph.module
            order = _ORDERS[graph] = GraphOrder(gm, fake_mode_of(gm), graph.sizevars.shape_env)
        return order
    except Exception:
        return None


def _producers(scheduler: Any, node: Any, fused: bool) -> set[Any]:
    """The scheduled nodes whose buffers `node` depends on (its unmet dependencies)."""
    out = set()
    for dep in getattr(node, "unmet_dependencies", ()):
        buf = scheduler.name_to_buf.get(dep.name)
        op = getattr(buf, "defining_op", None) if buf is not None else None
        if op is None:
            continue
        name = op.get_name()
        maker = scheduler.name_to_fused_node.get(name) if fused else scheduler.name_to_node.get(name)
        if maker is not None and maker is not node:
            out.add(maker)
    return out


def _reaches(scheduler: Any, start: Any, goal: Any, fused: bool) -> bool:
    """Whether `goal` is among the nodes `start` depends on, through any chain of dependencies."""
    todo, seen = [start], {id(start)}
    while todo:
        n = todo.pop()
        for p in _producers(scheduler, n, fused):
            if p is goal:
                return True
            if id(p) not in seen:
                seen.add(id(p))
                todo.append(p)
    return False


def order_dependencies(scheduler: Any) -> list[Finding]:
    """Give each pair of the graph that Inductor's dependencies leave unordered a dependency of the
    later node on the earlier; a pair whose nodes Inductor orders the other way round is left (a
    finding, once the program is checked). Returns what could not be added."""
    import time

    from torch._inductor.virtualized import V

    from ..compiler.isolation import collection_paused

    start = time.perf_counter()
    try:
        with collection_paused():
            return _order_dependencies(scheduler)
    finally:
        _SPENT[V.graph] = _SPENT.get(V.graph, 0.0) + time.perf_counter() - start


def _order_dependencies(scheduler: Any) -> list[Finding]:
    from torch._inductor.dependencies import StarDep, WeakDep
    from torch._inductor.scheduler import NodeUser

    order = graph_order()
    if order is None:
        return [unchecked("the graph's order of reads and writes", "the graph being lowered is not at hand")]
    added, left = 0, []
    for earlier, later, pair in ordering(scheduler.nodes, order):
        if _reaches(scheduler, later, earlier, fused=False):
            continue  # ordered already
        if _reaches(scheduler, earlier, later, fused=False):
            left.append(pair)  # Inductor orders them the other way: the check of the program says so
            continue
        buffers = [b.get_name() for b in earlier.get_outputs()]
        mutating = [b.get_name() for b in later.get_outputs() if b.get_mutations()]
        if not buffers:
            continue
        if mutating:  # a mutation after a read: the dependency Inductor gives it on the reads before it
            try:
                dep = WeakDep(buffers[0], mutating_buf=mutating[0], is_fake=True)
            except TypeError:  # a release whose WeakDep has no is_fake
                dep = WeakDep(buffers[0], mutating_buf=mutating[0])
        else:  # a read after a write: a dependency on all of what the writer makes
            dep = StarDep(buffers[0])
        later.add_fake_dep(dep)
        buf = scheduler.name_to_buf.get(buffers[0])
        if buf is not None:
            buf.users = list(buf.users) + [NodeUser(later, can_inplace=False, is_weak=bool(mutating))]
        added += 1
    if added:
        log.info("verified_inductor: %d dependencies added to keep the graph's order of reads and writes", added)
    return []


def reordered(nodes: list[Any], order: GraphOrder) -> list[Any] | None:
    """The scheduled nodes in a topological order of Inductor's dependencies and the graph's pairs,
    as close to their order as it allows; None where the two contradict each other."""
    import heapq

    if not nodes:
        return nodes
    scheduler = nodes[0].scheduler
    index = {id(n): i for i, n in enumerate(nodes)}
    preds: dict[int, set[int]] = {i: set() for i in range(len(nodes))}
    for i, n in enumerate(nodes):
        for p in _producers(scheduler, n, fused=True):
            if id(p) in index:
                preds[i].add(index[id(p)])
    for earlier, later, _ in ordering(nodes, order):
        a, b = index.get(id(earlier)), index.get(id(later))
        if a is not None and b is not None and a != b:
            preds[b].add(a)
    users: dict[int, set[int]] = {i: set() for i in preds}
    for i, ps in preds.items():
        for p in ps:
            users[p].add(i)
    waiting = {i: len(ps) for i, ps in preds.items()}
    ready = [i for i, w in waiting.items() if w == 0]
    heapq.heapify(ready)
    out = []
    while ready:
        i = heapq.heappop(ready)
        out.append(nodes[i])
        for u in users[i]:
            waiting[u] -= 1
            if waiting[u] == 0:
                heapq.heappush(ready, u)
    return out if len(out) == len(nodes) else None


def settled(nodes: list[Any], refuse: bool, record: Any) -> list[Any]:
    """The scheduled program after fusion, checked by the rule across kernels; outside audit mode,
    nodes whose own parts break it split and the nodes reordered, until nothing changes. What is
    left goes into `record.left`, the nodes split into `record.split`."""
    from torch._inductor.virtualized import V

    record.seconds += _SPENT.pop(V.graph, 0.0)  # the dependencies added before fusion
    order = graph_order()
    if order is None:
        record.left.append(unchecked("the program's order", "the graph being lowered is not at hand"))
        return nodes
    found = out_of_order(nodes, order)
    if not refuse or not found:
        record.left += found
        return nodes
    for _ in range(4):
        inside = {id(f_node) for f in found if (f_node := _node_of(nodes, f)) is not None and _both_inside(f, f_node)}
        if inside:
            split = []
            for n in nodes:
                if id(n) in inside:
                    parts = list(n.snodes)
                    for part in parts:
                        part.scheduler.name_to_fused_node[part.get_name()] = part
                    record.split += [f for f in found if _node_of(nodes, f) is n][:1]
                    split += parts
                else:
                    split.append(n)
            nodes = split
        again = reordered(nodes, order)
        if again is not None:
            nodes = again
        found = out_of_order(nodes, order)
        if not found:
            return nodes
    record.left += found
    return nodes


def _node_of(nodes: list[Any], finding: Finding) -> Any:
    return next((n for n in nodes if n.get_name() == finding.kernel), None)


def _both_inside(finding: Finding, node: Any) -> bool:
    """Whether the two accesses of a finding are parts of the one scheduled node `node`."""
    parts = {p.get_name() for p in (getattr(node, "snodes", None) or [])}
    return bool(parts) and finding.read.split(":")[0] in parts and finding.write.split(":")[0] in parts


def final_check(nodes: list[Any]) -> list[Finding]:
    """The program in the order Inductor emits it, checked by the rule across kernels."""
    order = graph_order()
    if order is None:
        return [unchecked("the program's order", "the graph being lowered is not at hand")]
    return out_of_order(nodes, order)
