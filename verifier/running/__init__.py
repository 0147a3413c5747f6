"""Running: applying proven rewrites to a graph (`rewrite`), which of them to hold back where
Inductor would not lower them as proven (`lowerable`), a fill several writers share made once per
writer before the analysis (`fills`, in verified mode), a writer's fresh output given an input
that dies there, for the analysis to decide (`dead_inputs`, in verified mode), the public passes that analyse and explain
(`passes`: `analyze`, `reinplace`), standalone counterexample scripts (`counterexample`, with the
kernels' source from `kernel_source` and the scripts' fixed parts from `script`), running a graph
and its rewrite bit for bit (`execution`, functional collectives on one rank in `collectives`), a
compiled program against its reference (`compiled`), Triton's interpreter made to run real kernels
on the CPU in several program-instance orders (`interpret`), kernels run behind a run-time check of a precondition (`guarded`), and the
standalone script of a conflict left in a lowered program (`lowering_script`); scripts run as a
fresh Python runs them, forked from a process that has imported torch (`fresh`).

Checks what proof decided by execution; it never changes a verdict.
"""
