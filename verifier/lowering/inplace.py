"""Inductor's in-place updates decided while it generates code, checked with the race rule.

While generating a kernel, Inductor may store a node's result into the buffer of one of its inputs
(`SchedulerNode.decide_inplace_update`: the input's last use, sizes that match, one read of it at
the index written; the kernel then takes it as an `in_out_ptr`). That is a reinplacing below the
FX graph and below the scheduler's dependencies, which still name two buffers, so the validation
after fusion (`gate`) cannot see it. Here each such decision is checked before it is made: the
kernel that holds the node, with the node's results renamed to the input's buffer, must have no
race on that buffer that it did not have (`races`): no iteration may read an element of the input
that another iteration overwrites with a result. Outside audit mode a decision that would race is
refused (Inductor allocates the result as it does for any other); in audit mode it is a race of
Inductor's lowering.

Installed around `SchedulerNode.decide_inplace_update`, at the call that records the decision
(`kernel.args.make_inplace`, after every condition of Inductor's holds), on torch 2.11 to 2.15.
"""

from __future__ import annotations

import contextlib
import dataclasses
import unittest.mock
from typing import Any, Callable

from .accesses import kernels_of, real_name
from .gate import shape_env
from .races import races


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


class _Refused(Exception):
    """An in-place update refused: Inductor's decision for the node stops there."""


def checked(refuse: bool, report: Callable[[str, bool, str, Any], None]):
    """`SchedulerNode.decide_inplace_update` with each in-place update checked (`would_race`) as
    Inductor makes it (`kernel.args.make_inplace(input, output)`, called once everything else is
    decided): a race is given to `report(line, refused, buffer, node)`, and when `refuse` the
    update is not made, nor any later one of the node. Never fails the compile: a check that fails
    lets Inductor decide."""
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
            try:
                why = would_race(self, input_name, output_name, shape_env())
            except Exception:
                why = ""
            if why:
                try:
                    report(why, refuse, real_name(self.scheduler, input_name), self)
                except Exception:
                    pass
                if refuse:
                    raise _Refused(why)
            return make(input_name, output_name)

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
