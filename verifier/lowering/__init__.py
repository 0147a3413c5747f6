"""Translation validation of Inductor's lowering: what the compiled program really reads and writes.

A proof about the FX graph is a proof about the program users run only if Inductor lowers it
faithfully, and Inductor's lowering makes reinplacing decisions of its own: a `copy_` epilogue is
realized straight into its destination, a reader of a buffer is fused into the loop that mutates it,
a foreach op updates its inputs in place, an unrealized producer (a `flip`) is inlined as an index
expression into the kernel that writes its source. This stage checks each compilation, not the
compiler (CompCert's validated passes, Alive2's `tv`): every kernel's loads and stores read as
Inductor computed them (`accesses`), the race rule proven over them (`races`, per scheduled kernel
in `schedule`), the order of the parts (`order`), every access inside the storage of its buffer (`bounds`), every `as_strided` of a view placed on the graph's elements (`placement`), the rule across kernels: each load reads the write the graph
gives it, by storage, in the order Inductor emits its kernels (`program`), the in-place updates and frees Inductor decides
while generating code (`inplace`). Each check is a total function from the scheduled program to
typed findings (`findings`); what is done about them is `verifier.integration`'s.
"""
