"""Proof: candidates in program order, each decided by named Z3 queries (`obligations`: self-aliasing,
stale read, clobbered result, input contents; the race queries of an analysed kernel in
`kernel_races`) in the program with the earlier proven rewrites applied (`state`, `analysis`; the
candidates of user Triton kernels, and when a call's TTIR is read, in `kernel_candidates`, of custom
ops in `custom_ops`, of scatters and out= forms in `scatters`); proofs under a
run-time precondition (`preconditions`); the solver layer with budgets and small models (`solver`);
verdicts and reports (`report`); the queries as SMT-LIB for z3 and cvc5 (`smtlib`); a finding about
the functional graph itself, a copy-back over what a kernel wrote through an alias (`copy_back`); a
copy an FX pass drops, decided by the same queries as a reinplacing (`drops`); and what the
caller was promised beside values, which storages the outputs share (`caller`).

A verdict of `safe` is a proof under the memory model and the callees' effects; a timeout, an
opaque op or a guard that cannot be encoded is `unknown`, never `safe`. Nothing here knows how
Inductor lowers a graph: which proven rewrites to hold back is the caller's policy.
"""
