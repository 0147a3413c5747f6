; program rotary_separate_q, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r329_byte () Int)
(declare-fun r329_1 () Int)
(declare-fun r329_0 () Int)
(declare-fun byte () Int)
(declare-fun w330_byte () Int)
(declare-fun w330_1 () Int)
(declare-fun w330_0 () Int)
(assert
 (let ((?x406 (+ 0 (* 4 (+ 0 (+ (* r329_0 8) (* r329_1 1)))))))
 (and (and (>= r329_0 0) (< r329_0 8)) (and (>= r329_1 0) (< r329_1 8)) (and (>= r329_byte 0) (< r329_byte 4)) (= byte (+ ?x406 r329_byte)))))
(assert
 (let ((?x1174 (+ 0 (* 4 (+ 0 (+ (* w330_0 8) (* w330_1 1)))))))
 (and (and (>= w330_0 0) (< w330_0 8)) (and (>= w330_1 0) (< w330_1 8)) (and (>= w330_byte 0) (< w330_byte 4)) (= byte (+ ?x1174 w330_byte)))))
(assert
 (let (($x102 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x587 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x424 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x587 $x102)))
(or (or false) (not $x424))))))
(check-sat)
