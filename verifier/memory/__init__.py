"""The memory model: every tensor value in a storage with a byte layout (`layout`, sizes as Z3
integers under the ShapeEnv's ranges and guards: `symbolic`, exact size arithmetic in `sizes`, Z3
terms and the solver in `terms`), and every node's reads and writes of regions of storages at its
position in program order (`effects`; the regions a scatter replaces in `regions`; what functional
wrappers of mutating callees touch in `calls`).

Decides what each node touches, from op schemas and `encodings/ops.toml`; an op whose effect it
cannot derive is opaque. Callees (kernels, custom ops) are described by the types defined here
(`KernelCall`, `CustomOpCall`); what they really do is asked of the caller's analysis
(`CustomOpCall.body(trace)`), never imported from `callees`.
"""
