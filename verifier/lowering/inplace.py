"""Inductor's in-place updates decided while it generates code, checked before they are made.

While generating a kernel, Inductor may store a node's result into the buffer of one of its inputs
(`SchedulerNode.decide_inplace_update`: the input's last use by name, sizes that match, one read
of it at the index written; the kernel then takes it as an `in_out_ptr`). That is a reinplacing
below the FX graph and below the scheduler's dependencies, which still name two buffers, so the
validation after fusion (`gate`) cannot see it. Each such decision is checked here, by storage
(a buffer's real name: a mutation's name is the buffer it mutates), not by name:
- the race rule (`races`), on the kernel that holds the node with the node's result renamed to the
  input's buffer: no iteration may read an element of the input that another iteration
  overwrites with a result ("reads what it writes in place");
- the input's storage is dead after the node: no later part of the kernel, no later kernel and no
  output of the graph touches it under any name ("reuses a live buffer"). Inductor counts the
  uses of the input's own name; a read of the same storage under a mutation's name is a use too.
Outside audit mode a decision that fails either is refused (Inductor allocates the result as it
does for any other); in audit mode it is a finding about Inductor's lowering.

Installed around `SchedulerNode.decide_inplace_update`, at the call that records the decision
(`kernel.args.make_inplace`, after every condition of Inductor's holds), on torch 2.11 to 2.15.

The buffers Inductor frees, for its memory planning to reuse their storage (`node.last_usage`,
from uses counted by name), are checked the same way before code is generated (`freed_while_used`,
around `Scheduler.codegen`): a buffer freed after a node must not be touched by a later node under
any name, nor be an output. Outside audit mode such a buffer is never reused
(`V.graph.never_reuse_buffers`); in audit mode it is a live buffer reused.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
import unittest.mock
from typing import Any, Callable

from .accesses import kernels_of, real_name
from .gate import shape_env
from .races import races

RACE, LIVE = "race", "live"  # the two kinds of conflict: reads what it writes; overwrites a storage used later


def would_race(node: Any, input_name: str, output_name: str, shape_env: Any = None) -> str:
    """A race (in words) that storing `node`'s result `output_name` into buffer `input_name` makes
    in the kernel that holds `node`, or "" when there is none. A kernel whose accesses cannot be
    read races."""
    scheduler = node.scheduler
    fused = scheduler.get_fused_node(node) if hasattr(scheduler, "get_fused_node") else node
    found = kernels_of([fused])
    if not found:
        return ""
    kernel = found[0]
    if kernel.why_not:
        return f"kernel {kernel.name}: its accesses cannot be read ({kernel.why_not})"
    target, result = real_name(scheduler, input_name), real_name(scheduler, output_name)
    before = {(r.first, r.second) for r in races(kernel, shape_env) if r.buffer == target}
    renamed = dataclasses.replace(kernel, accesses=[
        dataclasses.replace(a, buffer=target) if a.buffer == result else a for a in kernel.accesses])
    for r in races(renamed, shape_env):
        if r.buffer == target and (r.first, r.second) not in before:
            return f"{node.get_name()} storing {result} into {target}: " + r.line()
    return ""


def still_used(node: Any, input_name: str, output_name: str) -> str:
    """Where the storage of buffer `input_name` is used after `node` (a later part of its kernel,
    a later kernel, an output of the graph), so that storing `output_name` there overwrites a value
    still needed, in words; "" when it is dead."""
    from torch._inductor.virtualized import V

    scheduler = node.scheduler
    target, result = real_name(scheduler, input_name), real_name(scheduler, output_name)
    fused = scheduler.get_fused_node(node) if hasattr(scheduler, "get_fused_node") else node
    nodes = list(getattr(scheduler, "nodes", []))
    at = next((i for i, n in enumerate(nodes) if n is fused), None)
    if at is None:
        return f"{node.get_name()} is not among the scheduled nodes: its later uses are not known"
    own = list(getattr(fused, "snodes", None) or [fused])
    later = own[next(i for i, p in enumerate(own) if p is node) + 1:] if node in own else []
    later += [p for n in nodes[at + 1:] for p in (getattr(n, "snodes", None) or [n])]
    for part in later:
        for dep in (*part.read_writes.reads, *part.read_writes.writes):
            if type(dep).__name__ == "WeakDep":  # an order among other nodes, no access of its own
                continue
            if real_name(scheduler, dep.name) == target and real_name(scheduler, dep.name) != result:
                return (f"{node.get_name()} storing {result} into {target}, which {part.get_name()} still "
                        f"{'writes' if dep in part.read_writes.writes else 'reads'} later (as {dep.name})")
    for name in V.graph.get_output_names():
        if real_name(scheduler, name) == target:
            return f"{node.get_name()} storing {result} into {target}, an output of the graph (as {name})"
    return ""


def freed_while_used(scheduler: Any) -> list[tuple[str, str]]:
    """Each buffer Inductor frees after a node (its `last_usage`, a storage the memory planning may
    give to a later buffer) whose storage a later node touches under any name, or that is an
    output of the graph: (buffer, in words)."""
    from torch._inductor.virtualized import V

    nodes = list(scheduler.nodes)
    last: dict[str, int] = {}  # storage -> the last node that touches it
    for i, node in enumerate(nodes):
        for part in getattr(node, "snodes", None) or [node]:
            for dep in (*part.read_writes.reads, *part.read_writes.writes):
                if type(dep).__name__ != "WeakDep":  # an order among other nodes, no access of its own
                    last[real_name(scheduler, dep.name)] = i
    outputs = {real_name(scheduler, n) for n in V.graph.get_output_names()}
    out = []
    for i, node in enumerate(nodes):
        for name in sorted(getattr(node, "last_usage", ()) or ()):
            buf = scheduler.name_to_buf.get(name)
            if buf is None or name in V.graph.removed_buffers or not buf.can_free() or real_name(scheduler, name) != name:
                continue  # an input, a removed buffer, one without storage, a mutation's name: nothing is freed
            if name in outputs:
                out.append((name, f"{name} freed after {node.get_name()}, though it is an output of the graph"))
            elif last.get(name, -1) > i:
                out.append((name, f"{name} freed after {node.get_name()}, though {nodes[last[name]].get_name()} "
                                  f"touches it later"))
    return out


def frees_checked(refuse: bool, report: Callable[[str, bool, str, Any, str], None],
                  spent: Callable[[float, bool], None]):
    """`Scheduler.codegen` after the buffers it will free are checked (`freed_while_used`): a
    conflict is given to `report(line, refused, buffer, None, LIVE)`, and when `refuse` the buffer
    is never reused; `spent(seconds, False)` is told the check's time. Never fails the compile."""
    try:
        from torch._inductor.scheduler import Scheduler
    except Exception:
        return contextlib.nullcontext()
    codegen = getattr(Scheduler, "codegen", None)
    if codegen is None:
        return contextlib.nullcontext()
    codegen = getattr(codegen, "verified_codegen", codegen)  # installed already: replaced

    def codegen_checked(self: Any) -> Any:
        from torch._inductor.virtualized import V

        start = time.perf_counter()
        try:
            conflicts = freed_while_used(self)
        except Exception:
            conflicts = []
        for name, line in conflicts:
            try:
                report(line, refuse, name, None, LIVE)
            except Exception:
                pass
            if refuse:
                V.graph.never_reuse_buffers.add(name)
        try:
            spent(time.perf_counter() - start, False)
        except Exception:
            pass
        return codegen(self)

    codegen_checked.verified_codegen = codegen
    return unittest.mock.patch.object(Scheduler, "codegen", codegen_checked)


class _Refused(Exception):
    """An in-place update refused: Inductor's decision for the node stops there."""


def checked(refuse: bool, report: Callable[[str, bool, str, Any, str], None], spent: Callable[[float, bool], None]):
    """`SchedulerNode.decide_inplace_update` with each in-place update checked (`would_race`,
    `still_used`) as Inductor makes it (`kernel.args.make_inplace(input, output)`, called once
    everything else is decided): a conflict is given to `report(line, refused, buffer, node, kind)`
    (kind `RACE` or `LIVE`), and when `refuse` the update is not made, nor any later one of the
    node; `spent(seconds, True)` is told each check's time. Never fails the compile: a check that fails
    counts as a conflict."""
    try:
        from torch._inductor.scheduler import SchedulerNode
    except Exception:
        return contextlib.nullcontext()
    decide = getattr(SchedulerNode, "decide_inplace_update", None)
    if decide is None:
        return contextlib.nullcontext()
    decide = getattr(decide, "verified_decide", decide)  # installed already: replaced

    def decide_checked(self: Any) -> None:
        from torch._inductor.virtualized import V

        try:
            args = V.kernel.args
            make = args.make_inplace
        except Exception:
            return decide(self)

        def make_inplace(input_name: str, output_name: str) -> Any:
            start = time.perf_counter()
            try:
                conflict(input_name, output_name)
            finally:
                try:
                    spent(time.perf_counter() - start, True)
                except Exception:
                    pass
            return make(input_name, output_name)

        def conflict(input_name: str, output_name: str) -> None:
            for kind, check in ((RACE, lambda: would_race(self, input_name, output_name, shape_env())),
                                (LIVE, lambda: still_used(self, input_name, output_name))):
                try:
                    why = check()
                except Exception as e:  # not decided: never taken as dead
                    why = f"{self.get_name()} storing {output_name} into {input_name}: not checked ({type(e).__name__})"
                if not why:
                    continue
                try:
                    report(why, refuse, real_name(self.scheduler, input_name), self, kind)
                except Exception:
                    pass
                if refuse:
                    raise _Refused(why)

        own = "make_inplace" in vars(args)
        args.make_inplace = make_inplace
        try:
            return decide(self)
        except _Refused:
            return None
        finally:
            if own:
                args.make_inplace = make
            else:
                del args.make_inplace

    decide_checked.verified_decide = decide
    return unittest.mock.patch.object(SchedulerNode, "decide_inplace_update", decide_checked)
