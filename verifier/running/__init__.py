"""Running: applying proven rewrites to a graph (`rewrite`), the public passes that analyse and
explain (`passes`: `analyze`, `reinplace`), standalone counterexample scripts (`counterexample`),
running a graph and its rewrite bit for bit (`execution`), and Triton's interpreter made to run
real kernels on the CPU in several program-instance orders (`interpret`).

Checks what proof decided by execution; it never changes a verdict.
"""
