; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r415_byte () Int)
(declare-fun r415_1 () Int)
(declare-fun r415_0 () Int)
(declare-fun byte () Int)
(declare-fun w416_byte () Int)
(declare-fun w416_1 () Int)
(declare-fun w416_0 () Int)
(assert
 (let ((?x451 (+ 0 (* 4 (+ 0 (+ (* r415_0 24) (* r415_1 1)))))))
 (and (and (>= r415_0 0) (< r415_0 8)) (and (>= r415_1 0) (< r415_1 24)) (and (>= r415_byte 0) (< r415_byte 4)) (= byte (+ ?x451 r415_byte)))))
(assert
 (let ((?x589 (+ 0 (* 4 (+ 0 (+ (* w416_0 24) (* w416_1 1)))))))
 (and (and (>= w416_0 0) (< w416_0 8)) (and (>= w416_1 0) (< w416_1 8)) (and (>= w416_byte 0) (< w416_byte 4)) (= byte (+ ?x589 w416_byte)))))
(assert
 (let (($x564 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x169 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 24)))
(let (($x477 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x169 $x564)))
(or (or false) (not $x477))))))
(check-sat)
