"""Where the verifier meets a live compile: everything that touches Inductor while it runs.

- `hooks`: the one table of attributes of torch the verifier replaces, installed and removed by one
  context manager with one marker (`ORIGINAL`);
- `modes`: the mode of a compile (`Mode`), and what it applies, refuses and caches;
- `capture`: the graph Inductor's reinplacing receives, for the verifier's own analyses;
- `inputs`: the inputs of one storage AOTAutograd calls disjoint, decided again (a synthetic base
  where they may overlap);
- `passes`: the copies Inductor's FX passes drop, decided against the graph before them, and undone
  where not proven;
- `decide`: one graph's reinplacing decided in a mode; `graphs`: each compiled graph's record;
- `lowering`: the checks of `verifier.lowering` installed around a compile, and what is done
  about each finding; `program`: the program kept to the rule across kernels (dependencies added,
  nodes split and reordered); `reuse`: a buffer a kernel wrote in place offered to its last
  reader for its result (verified mode); `relower`: a graph lowered again without the rewrites that feed a conflict;
  `reproduce`: the conflicts left, run against the functional graph;
- `session`: a session over every compile of a process; `backend`: the `verified_inductor`
  compile of one Dynamo graph; `caching`: Inductor's caches keyed by the verifier; `proofs`: the
  committed SMT-LIB proofs, made.

Taken from three places. Alive2's `tv` plugin runs one `Transform::verify` after each pass, from
one place, and every failure is one typed result: here one table of hooks, one rule checked after
each pass and each lowering step, one finding type. CompCert's validators are total functions
returning OK or an error: the checks (`verifier.lowering`) return typed findings, and a check that
cannot decide or raises is a finding (a conflict), never a pass. MLIR's bufferization keeps the
analysis (`OneShotAnalysis`) apart from the driver that applies it: the proof (`verifier.proof`)
and the checks decide; this stage acts on what they decide (applies, refuses, lowers again,
reports), and nothing it knows of Inductor runs back up into them.
"""

ARTIFACT = "verified_reinplacing"  # torch's logging artifact of the verdicts (TORCH_LOGS, TORCH_TRACE)
