; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r867_byte () Int)
(declare-fun r867_1 () Int)
(declare-fun r867_0 () Int)
(declare-fun byte () Int)
(declare-fun w868_byte () Int)
(declare-fun w868_1 () Int)
(declare-fun w868_0 () Int)
(assert
 (let ((?x265 (+ 0 (* 1 (+ 0 (+ (* r867_0 16) (* r867_1 1)))))))
 (and (and (>= r867_0 0) (< r867_0 8)) (and (>= r867_1 0) (< r867_1 16)) (and (>= r867_byte 0) (< r867_byte 1)) (= byte (+ ?x265 r867_byte)))))
(assert
 (let ((?x144 (+ 0 (* 1 (+ 0 (+ (* w868_0 16) (* w868_1 1)))))))
 (and (and (>= w868_0 0) (< w868_0 8)) (and (>= w868_1 0) (< w868_1 16)) (and (>= w868_byte 0) (< w868_byte 1)) (= byte (+ ?x144 w868_byte)))))
(assert
 (let (($x475 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x410 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x578 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x410 $x475)))
(or (or false) (not $x578))))))
(check-sat)
