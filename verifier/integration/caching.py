"""Verified compiles that Inductor's caches keep.

A cache hit skips the passes, the verifier's with them, so the verifier must be part of the key and
the report of the compile that wrote an entry must come back with it:
- the key: the validation of the lowering is installed as Inductor's `_post_fusion_custom_pass`, a
  `CustomSchedulerPass` whose `uuid()` names the verifier (a digest of its sources and operator
  encodings), the mode, the rewrites withheld and AOT's donation to a backward (which a forward's
  rewrites may give up). Inductor hashes it into the FX-graph cache key
  and, through it, the AOTAutograd cache key: an entry that plain Inductor wrote is never served to
  a verified compile, nor the other way round, nor one mode's to another;
- the report: each graph's report is stored beside Inductor's cache (`<cache dir>/verified_inductor`)
  under a key of the Dynamo graph, its inputs, the configuration, the mode and the verifier, and
  the index of the graph within that compile (forward 0, backward 1). A compile that the caches
  answer gets it back. A hit whose report is missing is compiled again with the caches off, so a
  report is never lost and a rewrite withheld from a racing lowering is withheld again.

Where a release has no `_post_fusion_custom_pass`, or a pass of the user's without a uuid sits
there, the caches stay off (`caches_off`), as in audit mode, which analyses every compile.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import logging
import os
import pickle
from pathlib import Path
from typing import Any, Callable

from .hooks import ORIGINAL
from .modes import Mode

log = logging.getLogger("verifier.backend")


@functools.lru_cache(maxsize=None)
def fingerprint() -> str:
    """A digest of the verifier's sources and data files (the operator encodings among them) and
    of torch's version: any change to what decides a rewrite makes a new one."""
    import torch

    from ..compiler.ops import encodings

    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256(torch.__version__.encode())
    for path in sorted(p for p in root.rglob("*") if p.is_file() and p.suffix in (".py", ".toml")):
        digest.update(str(path.relative_to(root)).encode())
        digest.update(path.read_bytes())
    digest.update(repr(encodings()).encode())  # beside the package in a source tree, inside it when installed
    return digest.hexdigest()[:32]


def cacheable(mode: Mode) -> bool:
    """Whether verified compiles in `mode` may use Inductor's caches, now: not in audit mode, not
    where the user turned the FX-graph cache off, and only on a release with the hook that keys it."""
    import torch._inductor.config as inductor_config

    if not mode.caches or not hasattr(inductor_config, "_post_fusion_custom_pass"):
        return False
    if not inductor_config.fx_graph_cache or getattr(inductor_config, "force_disable_caches", False):
        return False
    try:
        from torch._inductor.custom_graph_pass import CustomSchedulerPass  # noqa: F401
    except ImportError:
        return False
    then = inductor_config._post_fusion_custom_pass
    return then is None or _uuid_of(then) is not None


def _uuid_of(p: Any) -> Any:
    try:
        return p.uuid()
    except Exception:
        return None


def scheduler_pass(run: Callable[[list], list], mode: Mode, withheld: Callable[[], set], then: Any = None) -> Any:
    """`run` as Inductor's `_post_fusion_custom_pass`, with a uuid that names the verifier, the
    mode, the rewrites withheld now (`withheld()`, asked when the key is made) and the pass it
    runs after (`then`)."""
    from torch._inductor.custom_graph_pass import CustomSchedulerPass

    class VerifiedLowering(CustomSchedulerPass):
        def __call__(self, nodes: list) -> list:
            return run(nodes)

        def uuid(self) -> Any:
            return ("verified_inductor", mode.value, fingerprint(), tuple(sorted(withheld())),
                    None if then is None else _uuid_of(then), _donation())

        def __reduce__(self):  # the key pickles the configuration: the pass stands for its uuid
            return (_Inert, (self.uuid(),))

    hook = VerifiedLowering()
    setattr(hook, ORIGINAL, then)  # what a pass installed over this one runs after, instead of this one
    return hook


def _donation() -> tuple[int, ...]:
    """AOT's donation to the backward being compiled, as Inductor reads it (`get_donated_idxs`): a
    forward's proven rewrites may give some up, and Inductor's own key does not hold it."""
    try:
        from torch._inductor.utils import get_donated_idxs

        return tuple(get_donated_idxs() or ())
    except Exception:
        return ()


class _Inert:
    """What a verified pass pickles to: its uuid, nothing that runs."""

    def __init__(self, uuid: Any) -> None:
        self._uuid = uuid

    def uuid(self) -> Any:
        return self._uuid


def compile_key(gm: Any, example_inputs: list, mode: Mode) -> str:
    """The key of one `torch.compile` backend call's reports: its Dynamo graph, the metadata of its
    inputs, Inductor's configuration, the mode and the verifier."""
    import torch
    import torch._inductor.config as inductor_config

    def meta(x: Any) -> str:
        if isinstance(x, torch.Tensor):
            return f"T{tuple(map(str, x.shape))}{tuple(map(str, x.stride()))}{x.dtype}{x.device.type}{x.requires_grad}"
        return repr(type(x).__name__) + (str(x) if isinstance(x, (int, float, bool, torch.SymInt)) else "")

    digest = hashlib.sha256()
    for part in (mode.value, fingerprint(), gm.code, "|".join(meta(x) for x in example_inputs),
                 repr(sorted(inductor_config.save_config_portable().items(), key=lambda kv: kv[0]))):
        digest.update(part.encode())
        digest.update(b"\0")
    return digest.hexdigest()[:40]


class ReportStore:
    """Graph reports beside Inductor's cache, one file per (compile key, graph index)."""

    def __init__(self, folder: str | os.PathLike | None = None) -> None:
        if folder is None:
            from torch._inductor.runtime.cache_dir_utils import cache_dir

            folder = Path(cache_dir()) / "verified_inductor"
        self.folder = Path(folder)

    def _path(self, key: str, index: int) -> Path:
        return self.folder / key / f"{index}.pkl"

    def save(self, key: str, index: int, entries: list) -> None:
        """Store the reports of one graph's compile (its analyses: one, or two where the lowering
        was done again with rewrites withheld), their graph modules left out (they do not pickle);
        never raises."""
        import dataclasses

        try:
            path = self._path(key, index)
            path.parent.mkdir(parents=True, exist_ok=True)
            kept = [dataclasses.replace(e, gm=None, freed=e.freed_bytes()) for e in entries]
            buf = io.BytesIO()
            _WithoutGraphs(buf).dump(kept)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(buf.getvalue())
            os.replace(tmp, path)
        except Exception as e:
            log.warning("verified_inductor: the reports of compile %s could not be stored: %s: %s",
                        key, type(e).__name__, e)

    def load(self, key: str, index: int) -> list | None:
        try:
            return pickle.loads(self._path(key, index).read_bytes())
        except Exception:
            return None

    def load_all(self, key: str) -> list[list] | None:
        """The stored reports of every graph of a compile key, by graph index; None when there
        are none or one cannot be read."""
        folder = self.folder / key
        paths = sorted(folder.glob("*.pkl"), key=lambda p: int(p.stem)) if folder.is_dir() else []
        out = [self.load(key, int(p.stem)) for p in paths]
        return out if out and all(e is not None for e in out) else None


class _WithoutGraphs(pickle.Pickler):
    """Pickles a report with every graph module in it (a counterexample's graph) left out."""

    def reducer_override(self, obj: Any) -> Any:
        import torch.fx

        if isinstance(obj, torch.fx.GraphModule):
            return (type(None), ())
        return NotImplemented


@contextlib.contextmanager
def caches_off():
    """Inductor's FX graph cache and AOT autograd's cache off: a cached artifact would skip the
    pass, and the cache key knows nothing of it."""
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    with inductor_config.patch(fx_graph_cache=False, fx_graph_remote_cache=False), \
            functorch_config.patch(enable_autograd_cache=False):
        yield
