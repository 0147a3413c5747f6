; program returns_permute, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r259_byte () Int)
(declare-fun r259_1 () Int)
(declare-fun r259_0 () Int)
(declare-fun byte () Int)
(declare-fun w260_byte () Int)
(declare-fun w260_1 () Int)
(declare-fun w260_0 () Int)
(assert
 (let ((?x226 (+ 0 (* 4 (+ 0 (+ (* r259_0 8) (* r259_1 1)))))))
 (and (and (>= r259_0 0) (< r259_0 4)) (and (>= r259_1 0) (< r259_1 8)) (and (>= r259_byte 0) (< r259_byte 4)) (= byte (+ ?x226 r259_byte)))))
(assert
 (let ((?x295 (+ 0 (* 4 (+ 0 (+ (* w260_0 8) (* w260_1 1)))))))
 (and (and (>= w260_0 0) (< w260_0 4)) (and (>= w260_1 0) (< w260_1 8)) (and (>= w260_byte 0) (< w260_byte 4)) (= byte (+ ?x295 w260_byte)))))
(assert
 (let (($x276 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x111 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x372 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x111 $x276)))
(or (or false) (not $x372))))))
(check-sat)
