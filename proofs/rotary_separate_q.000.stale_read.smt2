; program rotary_separate_q, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r192_byte () Int)
(declare-fun r192_1 () Int)
(declare-fun r192_0 () Int)
(declare-fun byte () Int)
(declare-fun w193_byte () Int)
(declare-fun w193_1 () Int)
(declare-fun w193_0 () Int)
(assert
 (let ((?x22 (+ 0 (* 4 (+ 0 (+ (* r192_0 8) (* r192_1 1)))))))
 (and (and (>= r192_0 0) (< r192_0 8)) (and (>= r192_1 0) (< r192_1 8)) (and (>= r192_byte 0) (< r192_byte 4)) (= byte (+ ?x22 r192_byte)))))
(assert
 (let ((?x311 (+ 0 (* 4 (+ 0 (+ (* w193_0 8) (* w193_1 1)))))))
 (and (and (>= w193_0 0) (< w193_0 8)) (and (>= w193_1 0) (< w193_1 8)) (and (>= w193_byte 0) (< w193_byte 4)) (= byte (+ ?x311 w193_byte)))))
(assert
 (let (($x161 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x255 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x295 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 8) $x255 $x161)))
(or (or false) (not $x295))))))
(check-sat)
