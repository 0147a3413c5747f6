; program returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r148_byte () Int)
(declare-fun r148_1 () Int)
(declare-fun r148_0 () Int)
(declare-fun byte () Int)
(declare-fun w149_byte () Int)
(declare-fun w149_1 () Int)
(declare-fun w149_0 () Int)
(assert
 (let ((?x72 (+ 0 (* 4 (+ 0 (+ (* r148_0 8) (* r148_1 1)))))))
 (and (and (>= r148_0 0) (< r148_0 4)) (and (>= r148_1 0) (< r148_1 8)) (and (>= r148_byte 0) (< r148_byte 4)) (= byte (+ ?x72 r148_byte)))))
(assert
 (let ((?x162 (+ 0 (* 4 (+ 0 (+ (* w149_0 8) (* w149_1 1)))))))
 (and (and (>= w149_0 0) (< w149_0 4)) (and (>= w149_1 0) (< w149_1 8)) (and (>= w149_byte 0) (< w149_byte 4)) (= byte (+ ?x162 w149_byte)))))
(assert
 (let (($x57 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x167 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x66 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x167 $x57)))
(or (or false) (not $x66))))))
(check-sat)
