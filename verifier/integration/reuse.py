"""A buffer a kernel wrote in place, taken by the node that reads it last for its own result.

Inductor stores a pointwise node's result into the buffer of an input whose last use it is
(`SchedulerNode.decide_inplace_update`), but not where the input is a buffer an earlier kernel
wrote in place: the node then reads the write under its mutation's name (an `ir.MutationOutput`,
which has no layout of its own), and Inductor passes over such reads. Every rewrite the proof
applies makes such buffers (a Triton kernel or custom op writing its argument, an output placed
in a dead input), so the node that consumes the result (a residual added to a kernel's output)
allocates a buffer beside it, and the memory the rewrite saved is spent again there.

`update_written_in_place` takes such a read for what it is, a read of the mutated buffer, and asks
what Inductor asks of its own reads (the buffer is reusable and sized alike; nothing but this node
uses it, under any of its names, after the kernels before it). The update is made only where the
lowering's checks of every in-place update (`lowering.inplace`: no race in the kernel with the
result stored into the buffer, and no later use of the buffer's storage under any name) find no
conflict; where they do, nothing is made and nothing is reported. In verified mode only: it is
no choice of Inductor's, which `gate` applies, nor part of the functional program `clones` runs.
"""

from __future__ import annotations

from typing import Any, Callable


def update_written_in_place(node: Any, conflict: Callable[[Any, str, str], Any], make: Callable) -> str | None:
    """Store one of `node`'s results into a buffer an earlier kernel wrote in place, whose last use
    `node` is, where `conflict(node, buffer, result)` finds none (see the module's doc); `make` is
    Inductor's own `KernelArgs.make_inplace`. The buffer's name, or None when none is taken."""
    import torch._inductor.codegen.simd as simd
    from torch._inductor import config, ir
    from torch._inductor.codegen.common import BackendFeature
    from torch._inductor.codegen.wrapper import can_match_buffer_size
    from torch._inductor.scheduler import SchedulerNode
    from torch._inductor.virtualized import V

    kernel = V.kernel
    updated = getattr(kernel, "inplace_update_buffers", None)  # result -> the buffer it is stored into
    if not (isinstance(node, SchedulerNode) and config.inplace_buffers and hasattr(kernel, "args") and updated is not None
            and V.graph.has_feature(node.get_device(), BackendFeature.INPLACE_BUFFERS)
            and (not isinstance(kernel, simd.SIMDKernel) or getattr(kernel, "mutations", None) is not None)):
        return None
    scheduler = node.scheduler
    earlier = node.ancestors | V.graph.removed_operations | scheduler.completed_operations
    for buf in node.get_outputs():
        out = buf.node
        if (buf.get_name() in updated or not out.should_allocate() or out.get_inputs_that_alias_output()
                or out.get_mutation_names() or buf.get_name() in V.graph.removed_buffers):
            continue
        for read in node.read_writes.reads:
            written = scheduler.name_to_buf.get(read.name)
            if written is None or not isinstance(written.node, ir.MutationOutput):
                continue
            real = scheduler.name_to_buf.get(scheduler.mutation_real_name.get(read.name, read.name))
            if (real is None or real.get_name() in updated.values() or not V.graph.wrapper_code.can_reuse(real, node)
                    or not isinstance(real.node.get_output_spec(), ir.FixedLayout)
                    or not can_match_buffer_size(real.node, out)):
                continue
            names = [b for b in scheduler.name_to_buf.values()
                     if scheduler.mutation_real_name.get(b.get_name(), b.get_name()) == real.get_name()]
            later = [u for b in names for u in b.users if u.node.get_name() not in earlier]
            if not later or any(u.node is not node or not u.can_inplace for u in later):
                continue
            if conflict(node, real.get_name(), buf.get_name()) is not None:
                continue
            make(kernel.args, real.get_name(), buf.get_name())
            if isinstance(kernel, simd.SIMDKernel):
                kernel.mutations.add(real.get_name())
                kernel.mutations.add(buf.get_name())
            updated[buf.get_name()] = real.get_name()
            return real.get_name()
    return None
