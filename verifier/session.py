"""Every graph a process compiles, verified or audited (public path; it lives in `surfaces.session`).

    with verifier.session.Session("audit", report="DIR"): train()
"""

from .surfaces.session import Session
from .surfaces.switch import register

__all__ = ["Session", "register"]
