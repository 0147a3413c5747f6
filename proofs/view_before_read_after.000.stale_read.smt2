; program view_before_read_after, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r4_byte () Int)
(declare-fun r4_1 () Int)
(declare-fun r4_0 () Int)
(declare-fun byte () Int)
(declare-fun w5_byte () Int)
(declare-fun w5_1 () Int)
(declare-fun w5_0 () Int)
(assert
 (let ((?x95 (+ (+ 0 (* 4 (+ 0 (+ (* r4_0 8) (* r4_1 1))))) r4_byte)))
 (and (and (>= r4_0 0) (< r4_0 4)) (and (>= r4_1 0) (< r4_1 8)) (and (>= r4_byte 0) (< r4_byte 4)) (= byte ?x95))))
(assert
 (let ((?x74 (+ (+ 0 (* 4 (+ 0 (+ (* w5_0 8) (* w5_1 1))))) w5_byte)))
 (and (and (>= w5_0 0) (< w5_0 4)) (and (>= w5_1 0) (< w5_1 8)) (and (>= w5_byte 0) (< w5_byte 4)) (= byte ?x74))))
(assert
 (let (($x55 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x57 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x45 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x57 $x55)))
(or (or false) (not $x45))))))
(check-sat)
