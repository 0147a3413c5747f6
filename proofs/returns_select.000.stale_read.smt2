; program returns_select, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r261_byte () Int)
(declare-fun r261_1 () Int)
(declare-fun r261_0 () Int)
(declare-fun byte () Int)
(declare-fun w262_byte () Int)
(declare-fun w262_1 () Int)
(declare-fun w262_0 () Int)
(assert
 (let ((?x349 (+ 0 (* 4 (+ 0 (+ (* r261_0 8) (* r261_1 1)))))))
 (and (and (>= r261_0 0) (< r261_0 4)) (and (>= r261_1 0) (< r261_1 8)) (and (>= r261_byte 0) (< r261_byte 4)) (= byte (+ ?x349 r261_byte)))))
(assert
 (let ((?x104 (+ 0 (* 4 (+ 0 (+ (* w262_0 8) (* w262_1 1)))))))
 (and (and (>= w262_0 0) (< w262_0 4)) (and (>= w262_1 0) (< w262_1 8)) (and (>= w262_byte 0) (< w262_byte 4)) (= byte (+ ?x104 w262_byte)))))
(assert
 (let (($x276 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x111 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x372 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x111 $x276)))
(or (or false) (not $x372))))))
(check-sat)
