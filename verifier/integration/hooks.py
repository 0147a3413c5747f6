"""Every place where the verifier hooks into Inductor, in one table, installed by one context manager.

A hook replaces one attribute of one of torch's modules or classes for the duration of a `with`
block (torch's files are never edited): the replacement is made by a factory from the function it
replaces, and carries that function under one marker, `ORIGINAL`. Installing a hook over a
replacement of ours (a session's, when a backend compile inside it installs its own) wraps the
function Inductor had, never our replacement: the inner installation wins for its scope, and the
outer one is back when it ends.

The table names each hook with what it is for; `installed({name: factory, ...})` installs a set of
them together and removes them in reverse order. A hook whose attribute this release of torch does
not have is left out (the check it serves is then not made, and the caller is told by
`available`). Configuration values that Inductor reads as hooks of its own
(`config._post_fusion_custom_pass`) are set through Inductor's `config.patch` by the caller.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
from typing import Any, Callable, Iterator, Mapping

ORIGINAL = "__verified_original__"  # on every replacement of ours: the function it replaces


@dataclasses.dataclass(frozen=True)
class Hook:
    """One attribute of torch that the verifier replaces: `owner` is a module, or a module and a
    class (`"torch._inductor.scheduler:Scheduler"`)."""

    owner: str
    attribute: str
    why: str

    def resolve(self) -> Any | None:
        """The module or class holding the attribute, None when this release has none."""
        module, _, cls = self.owner.partition(":")
        try:
            obj = importlib.import_module(module)
        except ImportError:
            return None
        for part in filter(None, cls.split(".")):
            obj = getattr(obj, part, None)
            if obj is None:
                return None
        return obj if hasattr(obj, self.attribute) else None


HOOKS: dict[str, Hook] = {
    "reinplacing": Hook(
        "torch._inductor.fx_passes.post_grad", "reinplace_inplaceable_ops",
        "the graph Inductor's reinplacing receives: captured there, and decided by the verifier in its mode"),
    "input_overlap": Hook(
        "torch._functorch._aot_autograd.runtime_wrappers", "compute_overlapping_inputs",
        "which inputs sharing a storage AOTAutograd gives a synthetic base: the pairs it calls disjoint decided "
        "again (`inputs`)"),
    "synthetic_base_calls": Hook(
        "torch._functorch._aot_autograd.runtime_wrappers:AOTSyntheticBaseWrapper", "post_compile",
        "the compiled function with synthetic bases, on releases that merge its inputs again at every call "
        "(torch 2.11): each call decided as its compile was (`inputs`)"),
    "joint_graph_passes": Hook(
        "torch._inductor.compile_fx", "joint_graph_passes",
        "the joint-graph passes (remove_noop_ops, pattern replacements, constant folding): the copies they drop "
        "decided against the graph before them (`passes`)"),
    "post_grad_passes": Hook(
        "torch._inductor.compile_fx", "post_grad_passes",
        "the post-grad passes up to reinplacing (remove_noop_ops, reorder_for_locality, patterns): the graph before "
        "them kept, their drops decided at the reinplacing pass (`passes`)"),
    "kernel_clones": Hook(
        "torch._inductor.fx_passes.post_grad", "decompose_triton_kernel_wrapper_functional",
        "the clones of a kernel's mutated arguments (`clone_preserve_strides`), made after reinplacing: their "
        "`as_strided` taken from the storage's base outside audit mode (`relower.rebase`)"),
    "compile_inner": Hook(
        "torch._inductor.compile_fx", "_compile_fx_inner",
        "one graph's compile: the graph as Inductor is handed it, and the compiled program run against it"),
    "lowered_values": Hook(
        "torch._inductor.graph:GraphLowering", "run_node",
        "each FX node lowered to Inductor's IR: where an `as_strided` of a view is placed checked against the "
        "graph (`lowering.placement`)"),
    "compute_dependencies": Hook(
        "torch._inductor.scheduler:Scheduler", "compute_dependencies",
        "the scheduler's dependencies: the graph's order of each read and write of one storage added where "
        "Inductor's names miss it (an alias by another name), before fusion and reordering"),
    "fuse_nodes": Hook(
        "torch._inductor.scheduler:Scheduler", "fuse_nodes",
        "the scheduled program after fusion, on releases without `config._post_fusion_custom_pass`"),
    "reorder_for_peak_memory": Hook(
        "torch._inductor.memory", "reorder_for_peak_memory",
        "a reordering of the scheduled nodes after fusion, checked to keep every access's order"),
    "codegen": Hook(
        "torch._inductor.scheduler:Scheduler", "codegen",
        "the program in the order Inductor emits it, and the buffers it frees for reuse, before code is made"),
    "decide_inplace_update": Hook(
        "torch._inductor.scheduler:SchedulerNode", "decide_inplace_update",
        "the node whose in-place update Inductor is deciding while generating its kernel"),
    "make_inplace": Hook(
        "torch._inductor.codegen.common:KernelArgs", "make_inplace",
        "an in-place update as Inductor makes it (`in_out_ptr`), checked before it is made"),
}


def original(fn: Any) -> Any:
    """The function a replacement of ours stands for (`fn` itself when it is none of ours)."""
    seen = set()
    while hasattr(fn, ORIGINAL) and id(fn) not in seen:
        seen.add(id(fn))
        fn = getattr(fn, ORIGINAL)
    return fn


def available(name: str) -> bool:
    """Whether this release of torch has the attribute hook `name` replaces."""
    return HOOKS[name].resolve() is not None


@contextlib.contextmanager
def installed(factories: Mapping[str, Callable[[Any], Callable]]) -> Iterator[None]:
    """Replace, for the scope, each hooked attribute `name` by `factories[name](the function
    Inductor has there)`; a name this release lacks is skipped. The replacements are removed in
    reverse order, also when the scope raises."""
    done: list[tuple[Any, str, Any, bool]] = []
    try:
        for name, factory in factories.items():
            hook = HOOKS[name]
            owner = hook.resolve()
            if owner is None:
                continue
            own = hook.attribute in vars(owner)
            current = vars(owner)[hook.attribute] if own else getattr(owner, hook.attribute)
            inductors = original(current)
            replacement = factory(inductors)
            if replacement is not inductors:
                setattr(replacement, ORIGINAL, inductors)
            setattr(owner, hook.attribute, replacement)
            done.append((owner, hook.attribute, current, own))
        yield
    finally:
        for owner, attribute, current, own in reversed(done):
            if own:
                setattr(owner, attribute, current)
            else:
                delattr(owner, attribute)
