; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r863_byte () Int)
(declare-fun r863_1 () Int)
(declare-fun r863_0 () Int)
(declare-fun byte () Int)
(declare-fun w864_byte () Int)
(declare-fun w864_1 () Int)
(declare-fun w864_0 () Int)
(assert
 (let ((?x283 (+ 0 (* 1 (+ 0 (+ (* r863_0 16) (* r863_1 1)))))))
 (and (and (>= r863_0 0) (< r863_0 8)) (and (>= r863_1 0) (< r863_1 16)) (and (>= r863_byte 0) (< r863_byte 1)) (= byte (+ ?x283 r863_byte)))))
(assert
 (let ((?x513 (+ 0 (* 1 (+ 0 (+ (* w864_0 16) (* w864_1 1)))))))
 (and (and (>= w864_0 0) (< w864_0 8)) (and (>= w864_1 0) (< w864_1 16)) (and (>= w864_byte 0) (< w864_byte 1)) (= byte (+ ?x513 w864_byte)))))
(assert
 (let (($x23 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x284 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x522 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x284 $x23)))
(or (or false) (not $x522))))))
(check-sat)
