"""The verifier beside a compile, never inside it.

In `verified_inductor` the verifier works on the graph Inductor hands to its reinplacing pass.
That graph's values are fake tensors of the compile's own FakeTensorMode, their sizes symbols of
the compile's ShapeEnv, and the compile's TracingContext is current. Whatever the verifier does
with them (a view made to find a scatter's region, a custom op's body traced with `make_fx`,
Inductor's own pass run on a copy, a graph executed) would otherwise leave traces in that state:
a guard recorded, a replacement, a fresh symbol with no source (Dynamo's guard building then
fails: "sources must not be empty for symbol s75"), a fake tensor memoised. Dynamo turns the
ShapeEnv into the compiled code's guards after the backend returns, so every such trace changes
the program users run, or breaks its compile.

`beside_the_compile(fake_mode)` is the scope in which the verifier works:
- the compile's TracingContext is hidden, so nothing traced inside detects its fake mode
  (`make_fx(tracing_mode="fake")` then makes a fake mode of its own) nor adds to its guards;
- no fake mode is active on the dispatch stack;
- the ShapeEnv records no guard, and on leaving (by return or by exception) every field of its
  state is as it was on entry; its memoised answers are dropped (they may be the verifier's);
- no cyclic garbage collection runs (`collection_paused`): one would scan the compile's whole heap.
The verifier's reading of the ShapeEnv (ranges, guards, hints) is unaffected: it reads the state
on entry. What the verifier applies to Inductor's graph (a rewrite and the fake values of its new
nodes) is made outside this scope, in the compile, as Inductor's own pass makes its rewrites.
"""

from __future__ import annotations

import collections
import contextlib
import copy
import gc
import itertools
from typing import Any, Iterator

# ShapeEnv fields that are counters for memoisation, not state: never restored (see `_restore`)
_VERSION = "_version_counter"


def _saved(value: Any) -> Any:
    """A copy of one field's value deep enough that later in-place changes do not reach it:
    containers are copied two levels down (a dict of lists, such as `var_to_sources`)."""
    if isinstance(value, dict):
        out = copy.copy(value)  # keeps a defaultdict's factory and an OrderedDict's order
        for k, v in value.items():
            if isinstance(v, (list, set, dict)):
                out[k] = copy.copy(v)
        return out
    if isinstance(value, (list, set, itertools.count)):
        return copy.copy(value)
    return value


def _restore(shape_env: Any, saved: dict[str, Any]) -> None:
    """Put every field of `shape_env` back as `saved` holds it; containers keep their identity
    (other objects of the compile may hold them), fields added since are removed."""
    fields = vars(shape_env)
    version = fields.get(_VERSION)
    for name in [n for n in fields if n not in saved]:
        delattr(shape_env, name)
    for name, value in saved.items():
        if name == _VERSION:
            continue
        now = fields.get(name)
        if now is not value and type(now) is type(value) and isinstance(value, (dict, list, set)):
            if isinstance(now, list):
                now[:] = value
            else:  # a dict or a set
                now.clear()
                now.update(value)
        else:
            setattr(shape_env, name, value)
    if isinstance(version, int):
        # the ShapeEnv memoises answers by this counter: one never used before drops what the
        # verifier's state may have memoised
        setattr(shape_env, _VERSION, version + 1)


@contextlib.contextmanager
def preserved(shape_env: Any) -> Iterator[None]:
    """Every field of `shape_env` as it was on entry, once the scope is left (None: nothing)."""
    if shape_env is None:
        yield
        return
    saved = {name: _saved(value) for name, value in vars(shape_env).items()}
    try:
        yield
    finally:
        _restore(shape_env, saved)


@contextlib.contextmanager
def beside_the_compile(fake_mode: Any = None) -> Iterator[None]:
    """The scope in which the verifier works on a graph of a compile in progress (module doc)."""
    from torch._guards import tracing
    from torch._subclasses.fake_tensor import unset_fake_temporarily

    shape_env = getattr(fake_mode, "shape_env", None)
    with contextlib.ExitStack() as stack:
        stack.enter_context(preserved(shape_env))
        if shape_env is not None:
            stack.enter_context(shape_env.suppress_guards())
        stack.enter_context(tracing(None))
        stack.enter_context(unset_fake_temporarily())
        stack.enter_context(collection_paused())
        yield


_PAUSED = [0]  # how many collection_paused scopes are open


@contextlib.contextmanager
def collection_paused() -> Iterator[None]:
    """No cyclic garbage collection while the scope is open: one started by the verifier's own
    allocations would scan the whole heap of the compile, which the verifier's garbage does not
    reach. The compile's objects stay in the generations they were in, so every collection the
    compile makes itself still finds its garbage. (Freezing the heap instead, `gc.freeze`, hid the
    compile's garbage from the full collections of the graphs compiled meanwhile, and unfreezing
    put it in the oldest generation, which a steady training step never collects: tensors in
    reference cycles from the first step then stayed alive, 822 MiB on granite with Liger.) The
    verifier's own cyclic garbage is collected by the first collection after the scope. Nested
    scopes pause once; a program that disabled the collector keeps it so."""
    pause = _PAUSED[0] == 0 and gc.isenabled()
    if pause:
        gc.disable()
    _PAUSED[0] += 1
    try:
        yield
    finally:
        _PAUSED[0] -= 1
        if pause:
            gc.enable()


def state(shape_env: Any) -> dict[str, Any]:
    """What a ShapeEnv's guards will be made of: its fields but the memoisation counter and the
    debugging ones (tests compare this before and after the verifier)."""
    skip = {_VERSION, "_prev_cache_key", "log", "counter", "fx_node_cache", "graph", "events", "var_to_stack",
            "var_to_range_sloc", "replacements_slocs", "specialization_stacks", "_resimplify_floor_div_axioms"}
    out = {}
    for name, value in vars(shape_env).items():
        if name in skip:
            continue
        if name == "guards":
            value = [g.expr for g in value]
        elif isinstance(value, collections.abc.Mapping):
            value = {k: (list(v) if isinstance(v, (list, set)) else v) for k, v in value.items()}
        elif isinstance(value, (list, set)):
            value = list(value)
        elif isinstance(value, itertools.count):
            value = repr(value)
        out[name] = repr(value)
    return out
