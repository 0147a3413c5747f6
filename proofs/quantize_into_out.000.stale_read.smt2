; program quantize_into_out, triton_kernel_wrapper_functional_proxy.out_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy out_ptr=arg1_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r546_byte () Int)
(declare-fun r546_1 () Int)
(declare-fun r546_0 () Int)
(declare-fun byte () Int)
(declare-fun w547_byte () Int)
(declare-fun w547_1 () Int)
(declare-fun w547_0 () Int)
(assert
 (let ((?x277 (+ 0 (* 1 (+ 0 (+ (* r546_0 16) (* r546_1 1)))))))
 (and (and (>= r546_0 0) (< r546_0 8)) (and (>= r546_1 0) (< r546_1 16)) (and (>= r546_byte 0) (< r546_byte 1)) (= byte (+ ?x277 r546_byte)))))
(assert
 (let ((?x1054 (+ 0 (* 1 (+ 0 (+ (* w547_0 16) (* w547_1 1)))))))
 (and (and (>= w547_0 0) (< w547_0 8)) (and (>= w547_1 0) (< w547_1 16)) (and (>= w547_byte 0) (< w547_byte 1)) (= byte (+ ?x1054 w547_byte)))))
(assert
 (let (($x1192 (= (mod (mod (- (div (- byte 0) 1) 0) 16) 1) 0)))
(let (($x839 (< (div (mod (- (div (- byte 0) 1) 0) 16) 1) 16)))
(let (($x361 (and (>= (- (div (- byte 0) 1) 0) 0) (< (div (- (div (- byte 0) 1) 0) 16) 8) $x839 $x1192)))
(or (or false) (not $x361))))))
(check-sat)
