; program adam_step, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (end of graph reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=arg3_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r516_byte () Int)
(declare-fun r516_0 () Int)
(declare-fun byte () Int)
(declare-fun w517_byte () Int)
(declare-fun w517_0 () Int)
(assert
 (let (($x434 (= byte (+ (+ 0 (* 4 (+ 0 (* r516_0 1)))) r516_byte))))
 (and (and (>= r516_0 0) (< r516_0 64)) (and (>= r516_byte 0) (< r516_byte 4)) $x434)))
(assert
 (let (($x348 (= byte (+ (+ 0 (* 4 (+ 0 (* w517_0 1)))) w517_byte))))
 (and (and (>= w517_0 0) (< w517_0 64)) (and (>= w517_byte 0) (< w517_byte 4)) $x348)))
(assert
 (let (($x101 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x101))))
(check-sat)
