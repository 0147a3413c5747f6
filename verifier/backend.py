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
import warnings
from typing import Any, Callable

import torch

log = logging.getLogger("verifier.backend")
MODES = ("verified", "gate", "audit", "clones")
reports: list = []  # the report of every graph compiled since the caller last cleared it
failures: list[str] = []  # why the verifier fell back to cloning, likewise


def make_backend(mode: str | None = None) -> Callable:
    """A torch.compile backend in `mode` (default: $VERIFIED_INDUCTOR_MODE, else "verified")."""
    mode = mode or os.environ.get("VERIFIED_INDUCTOR_MODE", "verified")
    if mode not in MODES:
        raise ValueError(f"verified_inductor mode must be one of {MODES}, not {mode!r}")

    def backend(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
        from torch._inductor.compile_fx import compile_fx

        with verified_reinplacing(mode):
            return compile_fx(gm, example_inputs, **kwargs)

    backend.__name__ = f"verified_inductor_{mode}"
    return backend


def verified_inductor(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any):
    """The backend registered as "verified_inductor" (entry point `torch_dynamo_backends`)."""
    return make_backend()(gm, example_inputs, **kwargs)


@contextlib.contextmanager
def verified_reinplacing(mode: str):
    """Replace Inductor's reinplacing pass for the scope of one compile."""
    import torch._inductor.fx_passes.post_grad as post_grad

    inductor_pass = post_grad.reinplace_inplaceable_ops

    def reinplacing(*args):  # (fake_tensor_updater, graph) in current torch; (graph) in some
        decide(mode, lambda: inductor_pass(*args), args[0] if len(args) > 1 else None, args[-1])

    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    # A cached artifact would skip the pass, and the cache key knows nothing of this one.
    with unittest.mock.patch.object(post_grad, "reinplace_inplaceable_ops", reinplacing), \
            inductor_config.patch(fx_graph_cache=False, fx_graph_remote_cache=False), \
            functorch_config.patch(enable_autograd_cache=False):
        yield


def decide(mode: str, inductor_pass: Callable[[], None], fake_tensor_updater: Any, graph: torch.fx.Graph) -> None:
    from .analysis import analyze
    from .inductor import comparison, inductor_decisions
    from .rewrite import apply

    gm = graph.owning_module
    if mode == "audit":
        try:
            report = analyze(gm)
            decisions = inductor_decisions(gm)
            for c in report.candidates:
                theirs = decisions.get((c.node, c.arg))
                verdict = comparison(c.verdict.value, theirs)
                if verdict != "agree":
                    log.warning("verified_inductor audit: %s.%s: %s (Inductor: %s): %s", c.node, c.arg, verdict, theirs, c.reason)
        except Exception as e:  # the audit must never break the user's compile
            failures.append(f"audit: {type(e).__name__}: {e}")
            warnings.warn(f"verified_inductor audit could not run: {type(e).__name__}: {e}")
        inductor_pass()
        return
    try:
        allowed = None
        if mode == "clones":
            allowed = lambda node, arg: False  # noqa: E731
        elif mode == "gate":
            decisions = inductor_decisions(gm)
            allowed = lambda node, arg: decisions.get((node, arg)) == "reinplace"  # noqa: E731
        report = analyze(gm, allowed=allowed)
        apply(gm, report)
        reports.append(report)
    except Exception as e:
        failures.append(f"{mode}: {type(e).__name__}: {e}")
        log.warning("verified_inductor: the verifier failed", exc_info=True)
        warnings.warn(
            f"verified_inductor: the verifier failed ({type(e).__name__}: {e}); every clone is kept for this graph"
        )
        return
    if fake_tensor_updater is not None:
        fake_tensor_updater.incremental_update()
    applied = [f"{c.node}.{c.arg}" for c in report.candidates if c.applied]
    log.info("verified_inductor %s: reinplaced %s; links %s; erased %s", mode, applied,
             [link.node for link in report.links if link.verdict.value == "safe"], report.erased_copies)
