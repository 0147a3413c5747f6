import os
import sys
from pathlib import Path

import pytest
from verifier.integration.capture import capture_program

sys.path.insert(0, str(Path(__file__).parent))

# Each test compiles as if for the first time: Inductor's FX-graph and AOTAutograd caches off (a
# hit skips the verifier, and an entry written by another test, or another run, would answer a
# test that changes the verifier). tests/test_caching.py turns them on in its own processes.
os.environ.setdefault("TORCHINDUCTOR_FX_GRAPH_CACHE", "0")
os.environ.setdefault("TORCHINDUCTOR_AUTOGRAD_CACHE", "0")
# Inductor's C++ kernels without vector instructions: the vectorized headers are a third of the
# compiler's time on a cold kernel cache (the suite's compiles, in this process and the ones it
# starts), and nothing the tests check depends on them (the verifier reads the graph and the
# scheduled program, before code generation; values are compared with eager's).
os.environ.setdefault("TORCHINDUCTOR_VEC_ISA_OK", "0")
# Inductor compiles kernels in this process, not in a pool of its own: on CI's two cores, both busy
# with the suite's workers, every process that compiles (each test's subprocesses, each torchrun
# rank) would otherwise start two pool processes that import torch, for a parallel compile the busy
# cores cannot give (the suite took 1042 s with this set, 1221-1272 s without, on this machine).
os.environ.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    """Under xdist, tests marked `xdist_group` run on one worker (`--dist loadgroup`): the tests
    that share a capture that costs a minute (Liger's fused linear cross-entropy, whose chunk
    sizes are symbolic) get it from one session cache, and the tests on a local Ray share one Ray
    (`tests/test_campaign.py`). The rest is spread as by `--dist load`."""
    if getattr(config.option, "numprocesses", None) and getattr(config.option, "dist", "no") in ("no", "load"):
        config.option.dist = "loadgroup"


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    """xdist's controller, for each worker it starts: whether it schedules by group. A worker
    reads that from its own command line, which has no `--dist loadgroup`: told nothing, it
    leaves its tests without their group, and the controller spreads them as any other."""
    node.workerinput["loadgroup"] = node.config.option.dist == "loadgroup"


def pytest_configure(config):
    """A worker of a controller that schedules by group gives its tests their group."""
    if getattr(config, "workerinput", {}).get("loadgroup"):
        config.option.loadgroup = True


class Captured:
    """Each program captured once per session (worker): capture is a function of the program."""

    def __init__(self):
        self._cache = {}

    def __call__(self, prog):
        if prog.name not in self._cache:
            self._cache[prog.name] = capture_program(prog)
        return self._cache[prog.name]


_CAPTURED = Captured()


@pytest.fixture(scope="session")
def captured():
    return _CAPTURED


class Analysed:
    """Each program of the table captured and analysed once per session."""

    def __init__(self):
        self._cache = {}

    def __call__(self, prog):
        if prog.name not in self._cache:
            import verifier
            from verifier.compiler.inductor import annotate

            gm = _CAPTURED(prog)
            code_before = gm.code
            report = verifier.analyze(gm)
            report.name = prog.name
            annotate(report, gm)
            self._cache[prog.name] = (gm, report, code_before)
        return self._cache[prog.name]


@pytest.fixture(scope="session")
def analysed():
    return Analysed()


# --- what depends on the torch release ----------------------------------------------------------
_RELEASE: dict[str, bool] = {}


def release_drops_user_clones() -> bool:
    """Whether this torch's post-grad passes drop a user's clone that a mutation of the cloned
    tensor follows (pytorch#198031: torch 2.11 to 2.14; 2.15 keeps the clone). The table's
    `*_clone_removed` programs are about that drop: where the clone stays, their kernel reads the
    clone and writes the input, which is safe (and Inductor agrees)."""
    if "drops" not in _RELEASE:
        import torch

        from programs import clone_removed
        from verifier.integration.capture import capture

        gm = capture(clone_removed, torch.randn(16))
        _RELEASE["drops"] = not any(n.target is torch.ops.aten.clone.default for n in gm.graph.nodes)
    return _RELEASE["drops"]


def pinned_release() -> bool:
    """This torch is the one constraints.txt pins (the release the golden text and the committed
    SMT-LIB proofs were made on: other releases capture other graphs)."""
    import torch

    pin = next(line.split("==")[1].strip() for line in (Path(__file__).parent.parent / "constraints.txt").read_text().splitlines()
               if line.startswith("torch=="))
    return torch.__version__.split("+")[0] == pin


@pytest.fixture
def inductor_drops_the_clone():
    """Skips a test whose example is Inductor's dropped clone on a release that keeps it."""
    if not release_drops_user_clones():
        pytest.skip("this torch keeps the user's clone (pytorch#198031 fixed): the example's premise does not hold")


@pytest.fixture
def the_pinned_release():
    if not pinned_release():
        pytest.skip("a snapshot of the pinned torch's graphs (constraints.txt); other releases: benchmarks/version_matrix.py")


@pytest.fixture(scope="session")
def gloo_world():
    """A gloo process group of one rank in this process (a HashStore: no port), for graphs with
    functional collectives; its name, as the graphs carry it."""
    from verifier.surfaces.fuzz import one_rank_world

    return one_rank_world()

