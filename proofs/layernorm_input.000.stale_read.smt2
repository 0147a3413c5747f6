; program layernorm_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r460_byte () Int)
(declare-fun r460_1 () Int)
(declare-fun r460_0 () Int)
(declare-fun byte () Int)
(declare-fun w461_byte () Int)
(declare-fun w461_1 () Int)
(declare-fun w461_0 () Int)
(assert
 (let ((?x256 (+ 0 (* 4 (+ 0 (+ (* r460_0 16) (* r460_1 1)))))))
 (and (and (>= r460_0 0) (< r460_0 8)) (and (>= r460_1 0) (< r460_1 16)) (and (>= r460_byte 0) (< r460_byte 4)) (= byte (+ ?x256 r460_byte)))))
(assert
 (let ((?x1158 (+ 0 (* 4 (+ 0 (+ (* w461_0 16) (* w461_1 1)))))))
 (and (and (>= w461_0 0) (< w461_0 8)) (and (>= w461_1 0) (< w461_1 16)) (and (>= w461_byte 0) (< w461_byte 4)) (= byte (+ ?x1158 w461_byte)))))
(assert
 (let (($x251 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1035 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x940 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x1035 $x251)))
(or (or false) (not $x940))))))
(check-sat)
