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

import logging
import os
from typing import Any, Callable

import torch

from .session import MODES, Session, caches_off, verified_reinplacing

log = logging.getLogger("verifier.backend")
reports: list = []  # the report of every graph compiled since the caller last cleared it
failures: list[str] = []  # why the verifier fell back to cloning, likewise


def make_backend(mode: str | None = None) -> Callable:
    """A torch.compile backend in `mode` (default: $VERIFIED_INDUCTOR_MODE, else "verified").
    Forward and backward graphs (compiled later, at the first backward) both go through it; the
    backend's `session` holds every graph's report."""
    mode = mode or os.environ.get("VERIFIED_INDUCTOR_MODE", "verified")
    if mode not in MODES:
        raise ValueError(f"verified_inductor mode must be one of {MODES}, not {mode!r}")
    session = Session(mode)

    def backend(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
        from torch._inductor.compile_fx import compile_fx, compile_fx_inner

        from ..compiler.ttir_source import sharing_torch_ttir

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
