"""The `verified_inductor` torch.compile backend: Inductor with its reinplacing decided by proof.

    torch.compile(model, backend="verified_inductor")              # mode from VERIFIED_INDUCTOR_MODE, default "verified"
    torch.compile(model, backend=verifier.backend.make_backend("gate"))

Modes:
- `verified`: apply every rewrite the verifier proves (Inductor's own pass does not run);
- `gate`: apply Inductor's choices only where they are proven;
- `audit`: keep Inductor's choices, and log each disagreement with its reason;
- `clones`: reinplace nothing (every clone kept): the functional program under Inductor's own
  lowering, the reference that separates a rewrite's effect from Inductor's numerics.

Inductor's pass is replaced for the duration of the compile (torch's files are not edited). A
failure inside the verifier keeps every clone, with a warning: the model still compiles and
stays correct, it only loses the rewrites.
"""

from __future__ import annotations

import contextlib
import logging
import os
import unittest.mock
from typing import Any, Callable

import torch

log = logging.getLogger("verifier.backend")
MODES = ("verified", "gate", "audit", "clones")
reports: list = []  # the report of every graph compiled since the caller last cleared it
failures: list[str] = []  # why the verifier fell back to cloning, likewise


def make_backend(mode: str | None = None) -> Callable:
    """A torch.compile backend in `mode` (default: $VERIFIED_INDUCTOR_MODE, else "verified").
    Forward and backward graphs (compiled later, at the first backward) both go through it; the
    backend's `session` holds every graph's report."""
    from .session import Session

    mode = mode or os.environ.get("VERIFIED_INDUCTOR_MODE", "verified")
    if mode not in MODES:
        raise ValueError(f"verified_inductor mode must be one of {MODES}, not {mode!r}")
    session = Session(mode)

    def backend(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
        from torch._inductor.compile_fx import compile_fx, compile_fx_inner

        from .ttir import sharing_torch_ttir

        def inner_compile(*args: Any, **kw: Any):
            known = len(session.graphs)
            with verified_reinplacing(mode, session):
                try:
                    return compile_fx_inner(*args, **kw)
                finally:
                    for g in session.graphs[known:]:
                        if g.report is not None:
                            reports.append(g.report)
                        if g.error is not None:
                            failures.append(f"{mode}: {g.error}")

        # caches off: a cache hit would skip the pass (the backward is compiled later, in
        # inner_compile); the TTIR torch's functionalization generates is read by the analysis
        with caches_off(), sharing_torch_ttir():
            return compile_fx(gm, example_inputs, inner_compile=inner_compile, **kwargs)

    backend.__name__ = f"verified_inductor_{mode}"
    backend.session = session
    return backend


def verified_inductor(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
    """The backend registered as "verified_inductor" (entry point `torch_dynamo_backends`)."""
    return make_backend()(gm, example_inputs, **kwargs)


@contextlib.contextmanager
def verified_reinplacing(mode: str, session: Any = None, post_grad: Any = None):
    """Replace Inductor's reinplacing pass, caches off, for the scope of one compile or of a whole
    session (graphs recorded in `session`, a new one when none is given; `post_grad` is Inductor's
    module of post-grad passes, given while it is being imported)."""
    import torch._inductor.fx_passes.reinplace as reinplace

    from .session import Session

    if post_grad is None:
        import torch._inductor.fx_passes.post_grad as post_grad

    session = session if session is not None else Session(mode)
    inductor_pass = reinplace.reinplace_inplaceable_ops  # Inductor's own, whatever else wraps post_grad's

    def reinplacing(*args):  # (fake_tensor_updater, graph) in current torch; (graph) in some
        session.on_graph(lambda: inductor_pass(*args), args[0] if len(args) > 1 else None, args[-1])

    with unittest.mock.patch.object(post_grad, "reinplace_inplaceable_ops", reinplacing), caches_off():
        yield session


@contextlib.contextmanager
def caches_off():
    """Inductor's FX graph cache and AOT autograd's cache off: a cached artifact would skip the
    pass, and the cache key knows nothing of it."""
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    with inductor_config.patch(fx_graph_cache=False, fx_graph_remote_cache=False), \
            functorch_config.patch(enable_autograd_cache=False):
        yield
