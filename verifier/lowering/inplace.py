"""Inductor's in-place updates decided while it generates code, and the buffers it frees for reuse.

While generating a kernel, Inductor may store a node's result into the buffer of one of its inputs
(`SchedulerNode.decide_inplace_update`: the input's last use by name, sizes that match, one read
of it at the index written; the kernel then takes it as an `in_out_ptr`). That is a reinplacing
below the FX graph and below the scheduler's dependencies, which still name two buffers, so the
checks after fusion cannot see it. Each such decision is checked by storage (a buffer's real
name: a mutation's name is the buffer it mutates), not by name:
- the race rule (`races`), on the kernel that holds the node with the node's result renamed to the
  input's buffer: no iteration may read an element of the input that another iteration
  overwrites with a result (`would_race`: kind `RACE`);
- the input's storage is dead after the node: no later part of the kernel, no later kernel and no
  output of the graph touches it under any name (`still_used`: kind `LIVE`). Inductor counts the
  uses of the input's own name; a read of the same storage under a mutation's name is a use too.

The buffers Inductor frees, for its memory planning to reuse their storage (`node.last_usage`,
from uses counted by name), are checked the same way before code is generated
(`freed_while_used`): a buffer freed after a node must not be touched by a later node under any
name, nor be an output.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .accesses import origins, real_name, scheduled_kernels
from .findings import Finding, Kind
from .races import races


def would_race(node: Any, input_name: str, output_name: str, shape_env: Any = None) -> Finding | None:
    """The race that storing `node`'s result `output_name` into buffer `input_name` makes in the
    kernel that holds `node` (kind `RACE`, or `UNCHECKED` where it cannot be decided), or None when
    there is none. A kernel whose accesses cannot be read cannot be checked: a conflict."""
    scheduler = node.scheduler
    fused = scheduler.get_fused_node(node) if hasattr(scheduler, "get_fused_node") else node
    found = scheduled_kernels([fused])
    if not found:
        return None
    kernel = found[0]
    target, result = real_name(scheduler, input_name), real_name(scheduler, output_name)
    where = frozenset(origins([node]))
    if kernel.why_not:
        return Finding(Kind.UNCHECKED, f"kernel {kernel.name}: its accesses cannot be read ({kernel.why_not})",
                       kernel=kernel.name, buffer=target, origins=where, decided=False)
    before = {(r.read, r.write) for r in races(kernel, shape_env, buffer=target)}
    renamed = dataclasses.replace(kernel, accesses=[
        dataclasses.replace(a, buffer=target) if a.buffer == result else a for a in kernel.accesses])
    for r in races(renamed, shape_env, buffer=target):
        if (r.read, r.write) not in before:
            return dataclasses.replace(r, text=f"{node.get_name()} storing {result} into {target}: " + r.text, origins=where)
    return None


def still_used(node: Any, input_name: str, output_name: str) -> Finding | None:
    """Where the storage of buffer `input_name` is used after `node` (a later part of its kernel,
    a later kernel, an output of the graph), so that storing `output_name` there overwrites a value
    still needed (kind `LIVE`, or `UNCHECKED` where the later uses are not known); None when it is
    dead."""
    from torch._inductor.virtualized import V

    scheduler = node.scheduler
    target, result = real_name(scheduler, input_name), real_name(scheduler, output_name)
    fused = scheduler.get_fused_node(node) if hasattr(scheduler, "get_fused_node") else node
    nodes = list(getattr(scheduler, "nodes", []))
    at = next((i for i, n in enumerate(nodes) if n is fused), None)
    where = frozenset(origins([node]))
    if at is None:
        return Finding(Kind.UNCHECKED, f"{node.get_name()} is not among the scheduled nodes: its later uses are not known",
                       kernel=node.get_name(), buffer=target, origins=where, decided=False)
    own = list(getattr(fused, "snodes", None) or [fused])
    later = own[next(i for i, p in enumerate(own) if p is node) + 1:] if node in own else []
    later += [p for n in nodes[at + 1:] for p in (getattr(n, "snodes", None) or [n])]
    for part in later:
        for dep in (*part.read_writes.reads, *part.read_writes.writes):
            if type(dep).__name__ == "WeakDep":  # an order among other nodes, no access of its own
                continue
            if real_name(scheduler, dep.name) == target and real_name(scheduler, dep.name) != result:
                how = "writes" if dep in part.read_writes.writes else "reads"
                return Finding(Kind.LIVE, f"{node.get_name()} storing {result} into {target}, which {part.get_name()} "
                               f"still {how} later (as {dep.name})", kernel=node.get_name(), buffer=target,
                               read=part.get_name(), write=node.get_name(), origins=where)
    for name in V.graph.get_output_names():
        if real_name(scheduler, name) == target:
            return Finding(Kind.LIVE, f"{node.get_name()} storing {result} into {target}, an output of the graph "
                           f"(as {name})", kernel=node.get_name(), buffer=target, read="the graph's outputs",
                           write=node.get_name(), origins=where)
    return None


def freed_while_used(scheduler: Any) -> list[Finding]:
    """Each buffer Inductor frees after a node (its `last_usage`, a storage the memory planning may
    give to a later buffer) whose storage a later node touches under any name, or that is an
    output of the graph (kind `LIVE`)."""
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
                out.append(Finding(Kind.LIVE, f"{name} freed after {node.get_name()}, though it is an output of the graph",
                                   kernel=node.get_name(), buffer=name, read="the graph's outputs"))
            elif last.get(name, -1) > i:
                out.append(Finding(Kind.LIVE, f"{name} freed after {node.get_name()}, though "
                                   f"{nodes[last[name]].get_name()} touches it later", kernel=node.get_name(), buffer=name,
                                   read=nodes[last[name]].get_name()))
    return out

