; program layernorm_input, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r274_byte () Int)
(declare-fun r274_1 () Int)
(declare-fun r274_0 () Int)
(declare-fun byte () Int)
(declare-fun w275_byte () Int)
(declare-fun w275_1 () Int)
(declare-fun w275_0 () Int)
(assert
 (let ((?x65 (+ 0 (* 4 (+ 0 (+ (* r274_0 16) (* r274_1 1)))))))
 (and (and (>= r274_0 0) (< r274_0 8)) (and (>= r274_1 0) (< r274_1 16)) (and (>= r274_byte 0) (< r274_byte 4)) (= byte (+ ?x65 r274_byte)))))
(assert
 (let ((?x108 (+ 0 (* 4 (+ 0 (+ (* w275_0 16) (* w275_1 1)))))))
 (and (and (>= w275_0 0) (< w275_0 8)) (and (>= w275_1 0) (< w275_1 16)) (and (>= w275_byte 0) (< w275_byte 4)) (= byte (+ ?x108 w275_byte)))))
(assert
 (let (($x91 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x257 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x319 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x257 $x91)))
(or (or false) (not $x319))))))
(check-sat)
