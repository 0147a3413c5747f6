"""The `verified_inductor` torch.compile backend (public path; it lives in `surfaces.backend`).

    torch.compile(model, backend="verified_inductor")
    torch.compile(model, backend=verifier.backend.make_backend("gate"))
"""

from .surfaces.backend import MODES, failures, make_backend, reports, verified_inductor

__all__ = ["MODES", "failures", "make_backend", "reports", "verified_inductor"]
