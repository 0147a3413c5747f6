; program returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r242_byte () Int)
(declare-fun r242_1 () Int)
(declare-fun r242_0 () Int)
(declare-fun byte () Int)
(declare-fun w243_byte () Int)
(declare-fun w243_1 () Int)
(declare-fun w243_0 () Int)
(assert
 (let ((?x949 (+ 0 (* 4 (+ 0 (+ (* r242_0 8) (* r242_1 1)))))))
 (and (and (>= r242_0 0) (< r242_0 4)) (and (>= r242_1 0) (< r242_1 8)) (and (>= r242_byte 0) (< r242_byte 4)) (= byte (+ ?x949 r242_byte)))))
(assert
 (let ((?x338 (+ 0 (* 4 (+ 0 (+ (* w243_0 8) (* w243_1 1)))))))
 (and (and (>= w243_0 0) (< w243_0 4)) (and (>= w243_1 0) (< w243_1 8)) (and (>= w243_byte 0) (< w243_byte 4)) (= byte (+ ?x338 w243_byte)))))
(assert
 (let (($x500 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x261 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x702 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x261 $x500)))
(or (or false) (not $x702))))))
(check-sat)
