; program adam_step, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r406_byte () Int)
(declare-fun r406_0 () Int)
(declare-fun byte () Int)
(declare-fun w407_byte () Int)
(declare-fun w407_0 () Int)
(assert
 (let (($x955 (= byte (+ (+ 0 (* 4 (+ 0 (* r406_0 1)))) r406_byte))))
 (and (and (>= r406_0 0) (< r406_0 64)) (and (>= r406_byte 0) (< r406_byte 4)) $x955)))
(assert
 (let (($x777 (= byte (+ (+ 0 (* 4 (+ 0 (* w407_0 1)))) w407_byte))))
 (and (and (>= w407_0 0) (< w407_0 64)) (and (>= w407_byte 0) (< w407_byte 4)) $x777)))
(assert
 (let (($x175 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x175))))
(check-sat)
