"""Translation validation of Inductor's lowering: what the compiled program really writes in place.

A proof about the FX graph is a proof about the program users run only if Inductor lowers it
faithfully, and Inductor's lowering makes reinplacing decisions of its own: a `copy_` epilogue is
realized straight into its destination, a reader of a buffer is fused into the loop that mutates it,
a foreach op updates its inputs in place, an unrealized producer (a `flip`) is inlined as an index
expression into the kernel that writes its source. This stage checks each compilation, not the
compiler (CompCert's validated passes, Alive2's `tv`): after Inductor has scheduled and fused a
graph, every kernel's accesses are read as Inductor computed them (`accesses`), and the race rule
of the callee analysis is proven over them with Z3 (`races`): a byte that one iteration of a
kernel writes may not be read or written by another iteration of it. `gate` acts on the answer.
"""
