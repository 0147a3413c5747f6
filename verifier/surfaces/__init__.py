"""The surfaces people use: the audit of a corpus against Inductor's decisions (`audit`, several
files or scripts as tasks in `audit_tasks`), the `verified_inductor` torch.compile backend
(`backend`), whole-process sessions and their reports (`session`, the environment switch in
`switch`, a user's script run in one in `scripts`), the GPU check (`gpucheck`), fresh-process parity
with Inductor (`parity`), random programs (`fuzz`, `lowering_fuzz` with the shapes of `program_shapes`, judged and resumed by
`campaign`, spread by `engines`), and the command line (`cli`, its statuses and outputs in
`outputs`).

A failure of the verifier inside a compile keeps every clone, with a warning: it never fails the
user's compile.
"""
