"""What callees do: a Triton kernel's loads and stores per program instance, read from its TTIR
(`ttir_text` reads the module, `ttir_rules` gives each operation its meaning over the values of
`ttir_values`, `ttir_interpreter`
runs them over symbolic lanes, `kernel_effects` per launch and per instance), whether each access
stays inside its argument (`kernel_access`), and what a custom op's traced body reads and writes,
in order (`custom_op`).

Produces effects in the memory model's types. Over-approximates: whatever is not understood keeps
the callee contract (any byte of an argument, read or written at any time), with the reason.
"""
