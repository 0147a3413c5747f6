; program adam_step, triton_kernel_wrapper_functional_proxy.p_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy p_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r510_byte () Int)
(declare-fun r510_0 () Int)
(declare-fun byte () Int)
(declare-fun w511_byte () Int)
(declare-fun w511_0 () Int)
(assert
 (let (($x579 (= byte (+ (+ 0 (* 4 (+ 0 (* r510_0 1)))) r510_byte))))
 (and (and (>= r510_0 0) (< r510_0 64)) (and (>= r510_byte 0) (< r510_byte 4)) $x579)))
(assert
 (let (($x25 (= byte (+ (+ 0 (* 4 (+ 0 (* w511_0 1)))) w511_byte))))
 (and (and (>= w511_0 0) (< w511_0 64)) (and (>= w511_byte 0) (< w511_byte 4)) $x25)))
(assert
 (let (($x540 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 64) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
(or (or false) (not $x540))))
(check-sat)
